// Idle preloading: once the route's content has shown and the browser is idle, the remotes behind the
// visible top-nav and side-menu links download (MF preloadRemote, through preload-remote-app.ts: manifest,
// remoteEntry and the `./app` chunks, nothing run), so the next click waits for none of them. Hover and focus
// preload one remote sooner (remote-preload.ts); both are idempotent per remote.
// Not with Save-Data or on a 2G connection, where the bytes cost more than the wait they save. Not before the
// content has shown either: the route's own data requests must not queue behind another remote's files (HTTP/1.1
// has six connections per host), and `pnpm perf` counts nothing requested after that moment against the route.
import { BUSY_SELECTOR } from '@memory/design-system/busy';
import type { RouteTable } from '../config/paths';
import { AWAITING_TAKEOVER_SELECTOR } from '../prerender/takeover';
import { preloadRemoteApp } from './preload-remote-app';

/** The shell's navigation: `<nav data-idle-preload>` in the top nav and the /home side menu. */
export const IDLE_PRELOAD_NAV = 'nav[data-idle-preload]';

/** Longest wait for the content before preloading anyway (a page that keeps a spinner, a request that hangs). */
const CONTENT_WAIT_MS = 15_000;

interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** false with Save-Data on or an effective connection type of 2g / slow-2g (Network Information API, Chromium). */
export function connectionAllowsPreload(connection: ConnectionHints | undefined = (navigator as { connection?: ConnectionHints }).connection): boolean {
  if (!connection) return true;
  return !connection.saveData && !/2g$/.test(connection.effectiveType ?? '');
}

/**
 * Whether the route's content has shown: the boot splash gone, a prerendered page taken over (until then the app
 * is still downloading and building itself behind the static markup, and that comes first), every remote area
 * mounted, nothing busy.
 */
export function contentShown(root: ParentNode = document): boolean {
  return (
    root.querySelector('#boot-splash') === null &&
    root.querySelector(AWAITING_TAKEOVER_SELECTOR) === null &&
    root.querySelector('.remote-area:not([data-state="mounted"])') === null &&
    root.querySelector(BUSY_SELECTOR) === null
  );
}

const isVisible = (element: Element) => element.getClientRects().length > 0;

/** The remotes behind the visible links of the shell's navigation, other than the one(s) already on the page. */
export function remotesBehindNavLinks(routeTable: RouteTable, root: ParentNode = document, visible: (element: Element) => boolean = isVisible): string[] {
  const onPage = new Set([...root.querySelectorAll('.remote-area[data-remote]')].map((area) => area.getAttribute('data-remote')));
  const names = new Set<string>();
  for (const link of root.querySelectorAll<HTMLAnchorElement>(`${IDLE_PRELOAD_NAV} a[href]`)) {
    if (!visible(link)) continue;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) continue;
    const owner = routeTable.resolveOwner(url.pathname);
    if (owner?.kind === 'remote' && !onPage.has(owner.remote)) names.add(owner.remote);
  }
  return [...names];
}

/** Resolves once `contentShown()` holds (checked on every DOM change), or after `timeoutMs` at the latest. */
function whenContentShown(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (contentShown()) return resolve();
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => contentShown() && done());
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class', 'aria-busy', 'data-state', 'id', 'data-prerendered'] });
    const timer = setTimeout(done, timeoutMs);
  });
}

const whenIdle = () =>
  new Promise<void>((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });

/** After the route's content has shown (or CONTENT_WAIT_MS at the latest) and then the browser is idle. */
export async function afterContentShownAndIdle(): Promise<void> {
  await whenContentShown(CONTENT_WAIT_MS);
  await whenIdle();
}

/** Once per page load: after the content has shown and the browser is idle, preload the nav links' remotes. */
export async function preloadNavRemotesWhenIdle(routeTable: RouteTable): Promise<void> {
  if (!connectionAllowsPreload()) return;
  await afterContentShownAndIdle();
  for (const name of remotesBehindNavLinks(routeTable)) preloadRemoteApp(name);
}
