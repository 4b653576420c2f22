// The page's side of the service worker (shell/sw/service-worker.ts), loaded once the route's content has shown
// (register.ts): registers /sw.js, hands it what this page loaded before it was in control, and offers a new
// version when one waits.
import { messageSW, Serwist } from '@serwist/window';
import { announceUpdateReady } from './update-ready';

/** How often an open tab asks whether a new version was deployed (when it comes back to the foreground). */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * What this page loaded before any worker was in control of it (its first visit, or a hard reload): the worker
 * fetches those again through its own routes (most come from the HTTP cache), so the files of the page and of the
 * remote on it are there offline. The runtime config was inlined in the HTML: its two documents are asked for too.
 * Files on another origin (remotes on a CDN) are asked for as their page asked: a script tag's request is no-cors.
 */
function loadedUrls(entries: PerformanceEntryList, withConfig: boolean): Array<string | [string, RequestInit]> {
  const urls = new Map<string, string | [string, RequestInit]>(
    withConfig
      ? [
          ['/config.json', '/config.json'],
          ['/remotes.json', '/remotes.json'],
        ]
      : [],
  );
  for (const entry of entries as PerformanceResourceTiming[]) {
    const url = new URL(entry.name);
    if (!/^https?:$/.test(url.protocol) || !worthCaching(url, entry.initiatorType)) continue;
    const crossOriginTag = url.origin !== window.location.origin && (entry.initiatorType === 'script' || entry.initiatorType === 'link');
    urls.set(url.href, crossOriginTag ? [url.href, { mode: 'no-cors' }] : url.href);
  }
  return [...urls.values()];
}

/** The API's calls (the worker would repeat them) and the provider's pages are not the app's files. */
const NOT_FILES = /^\/(?:api|oidc)\//;
const FILE_INITIATORS = new Set(['script', 'link', 'css', 'img', 'video', 'audio', 'other']);

/** A file of the app: any remote's file (manifests are fetched), or a script, style, font or picture outside the API; attachments' files too. */
function worthCaching(url: URL, initiatorType: string): boolean {
  if (url.pathname.includes('/remotes/') || url.pathname.endsWith('/mf-manifest.json')) return true;
  if (!FILE_INITIATORS.has(initiatorType)) return false;
  return url.pathname.startsWith('/api/blobs/') || !NOT_FILES.test(url.pathname);
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
    // The registration's active worker, whoever installed it. Not `serwist.active`: that waits for a worker this
    // page saw install, so on a page loaded while an earlier page's worker was installing (or once it had activated
    // without controlling this page) it never settled, and this page's files never reached the worker.
    const { active } = await navigator.serviceWorker.ready;
    if (!active) return;
    const handOver = (urlsToCache: Array<string | [string, RequestInit]>) =>
      messageSW(active, { type: 'CACHE_URLS', payload: { urlsToCache } }).catch(() => undefined);
    if (!wasControlled) {
      // This page stays out of the worker's control until it is loaded again: what it loads later (a remote opened
      // from the menu) would not reach the worker either, and be missing offline. Hand those over as they come.
      new PerformanceObserver((list) => {
        const urls = loadedUrls(list.getEntries(), false);
        if (urls.length > 0) void handOver(urls);
      }).observe({ type: 'resource' });
      await handOver(loadedUrls(performance.getEntriesByType('resource'), true));
    } else {
      // The runtime config came inlined in this page, so it never passed through the worker; a first page left
      // before the worker was ready never handed it over. Offline the precached page needs both documents.
      await handOver(['/config.json', '/remotes.json']);
    }
    let checked = Date.now();
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState !== 'visible' || Date.now() - checked < UPDATE_CHECK_INTERVAL_MS) return;
      checked = Date.now();
      void registration.update().catch(() => undefined);
    });
  });
}
