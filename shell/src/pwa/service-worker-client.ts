// The page's side of the service worker (shell/sw/service-worker.ts), loaded once the route's content has shown
// (register.ts): registers /sw.js, hands it what this page loaded before it was in control, and offers a new
// version when one waits.
import { Serwist } from '@serwist/window';
import { announceUpdateReady } from './update-ready';

/** How often an open tab asks whether a new version was deployed (when it comes back to the foreground). */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * What this page loaded before any worker was in control of it (its first visit, or a hard reload): the worker
 * fetches those again through its own routes (most come from the HTTP cache), so the files of the page and of the
 * remote on it are there offline. The runtime config was inlined in the HTML: its two documents are asked for too.
 * Files on another origin (remotes on a CDN) are asked for as their page asked: a script tag's request is no-cors.
 */
function loadedUrls(): Array<string | [string, RequestInit]> {
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const urls = new Map<string, string | [string, RequestInit]>([
    ['/config.json', '/config.json'],
    ['/remotes.json', '/remotes.json'],
  ]);
  for (const entry of entries) {
    const url = new URL(entry.name);
    if (!/^https?:$/.test(url.protocol)) continue;
    const crossOriginTag = url.origin !== window.location.origin && (entry.initiatorType === 'script' || entry.initiatorType === 'link');
    urls.set(url.href, crossOriginTag ? [url.href, { mode: 'no-cors' }] : url.href);
  }
  return [...urls.values()];
}

export function startServiceWorker(): void {
  const serwist = new Serwist('/sw.js', { scope: '/' });
  const wasControlled = navigator.serviceWorker.controller !== null;
  let switching = false;

  serwist.addEventListener('waiting', (event) => {
    // A version that already waited when this page loaded: this page is the next navigation, so it takes over now
    // (what runs here came from the network, not from the old worker's precache, so nothing is mixed).
    if (event.wasWaitingBeforeRegister) {
      serwist.messageSkipWaiting();
      return;
    }
    announceUpdateReady(() => {
      switching = true;
      serwist.messageSkipWaiting();
    });
  });
  // Reload only when this tab asked for the new version: another tab's switch must not reload this one.
  serwist.addEventListener('controlling', () => {
    if (switching) window.location.reload();
  });

  void serwist.register({ immediate: true }).then(async (registration) => {
    if (!registration) return;
    if (!wasControlled) {
      await serwist.active;
      await serwist.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: loadedUrls() } }).catch(() => undefined);
    }
    let checked = Date.now();
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState !== 'visible' || Date.now() - checked < UPDATE_CHECK_INTERVAL_MS) return;
      checked = Date.now();
      void registration.update().catch(() => undefined);
    });
  });
}
