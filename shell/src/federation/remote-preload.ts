// Fetching remotes before they are needed (a short boot chain): the remote owning the URL from the
// start of boot, in parallel with sign-in, and a neighbour as soon as a link to it is hovered or focused, through
// preload-remote-app.ts (nothing runs until RemoteArea loads it). A preload that fails changes nothing: the real
// load reports and retries.
import type { RouteTable } from '../config/paths';
import { preloadRemoteApp } from './preload-remote-app';

/**
 * Preloads the remote owning `pathname`, if any; `withAntd` for the URL's own remote: with the antd components of
 * the page it shows (preload-remote-app.ts).
 */
export function preloadRemoteFor(routeTable: RouteTable, pathname: string, { withAntd = false }: { withAntd?: boolean } = {}): void {
  const owner = routeTable.resolveOwner(pathname);
  if (owner?.kind === 'remote') preloadRemoteApp(owner.remote, withAntd ? { antdFor: pathname } : {});
}

/** The in-app pathname a link leads to, or null for other origins and non-links. */
function linkedPathname(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin ? url.pathname : null;
}

/** Hovering or focusing a link preloads the remote behind it; returns the uninstaller. */
export function preloadRemotesOnIntent(routeTable: RouteTable): () => void {
  const onIntent = (event: Event) => {
    const pathname = linkedPathname(event.target);
    if (pathname) preloadRemoteFor(routeTable, pathname);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  return () => {
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
  };
}
