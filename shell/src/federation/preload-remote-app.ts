// Downloading one remote's `./app` without running it: the MF runtime's preloadRemote (the manifest, remoteEntry
// and the sync chunks of `./app`). The monolith yardstick swaps this file for preload-remote-app.monolith.ts.
import { loadShare, preloadRemote } from '@module-federation/enhanced/runtime';
import { matchRoutes } from 'react-router';

const started = new Set<string>();

/** The light antd components of one remote: its `./app` start-up's, and what each lazy page adds (by path pattern). */
interface RemoteAntd {
  app: string[];
  pages: Record<string, string[]>;
}

/**
 * The light antd components the page at `pathname` imports (share keys, tooling/federation/antd-chunks.mjs;
 * production builds only): its remote's start-up's and, for a lazy page, the page's. The shell's build groups antd's
 * modules by the start-ups and pages that use them, so `./app` would request those chunks only once it has arrived:
 * loading them with the remote downloads them in the same round trip.
 */
function antdComponentsOf(name: string, pathname: string): string[] {
  const compiled = process.env.MEMORY_ANTD_BY_REMOTE;
  const byRemote: Record<string, RemoteAntd | undefined> = compiled ? JSON.parse(compiled) : {};
  const remote = byRemote[name];
  if (!remote) return [];
  // react-router's ranking, as the remote's own routes pick the page.
  const matches = matchRoutes(Object.keys(remote.pages).map((path) => ({ path })), pathname);
  const page = matches?.[matches.length - 1]?.route.path;
  return [...remote.app, ...(page ? (remote.pages[page] ?? []) : [])];
}

/**
 * Starts downloading `<name>/app`, once per remote and page load; a failure is left to the real load to report.
 * `antdFor` (the URL's pathname, when the remote owns it and is about to mount) also loads the light antd components
 * that page imports; a speculative preload (a hovered link) does not, so a page does not download what a visitor may
 * never open.
 */
export function preloadRemoteApp(name: string, { antdFor }: { antdFor?: string } = {}): void {
  if (started.has(name)) return;
  started.add(name);
  // share: false — the shell provides every shared singleton, a remote's own copies are never used.
  preloadRemote([{ nameOrAlias: name, exposes: ['./app'], resourceCategory: 'sync', share: false }]).catch(() => started.delete(name));
  if (antdFor !== undefined) for (const key of antdComponentsOf(name, antdFor)) loadShare(key).catch(() => undefined);
}
