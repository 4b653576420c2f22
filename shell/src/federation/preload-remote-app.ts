// Downloading one remote's `./app` without running it: the MF runtime's preloadRemote (the manifest, remoteEntry
// and the sync chunks of `./app`). The monolith yardstick swaps this file for preload-remote-app.monolith.ts.
import { loadShare, preloadRemote } from '@module-federation/enhanced/runtime';

const started = new Set<string>();

/**
 * The light antd components each remote imports (share keys, antd-chunks.mjs at the repository root; production
 * builds only). The shell's build groups antd's modules by the remotes that use them, so `./app` would
 * request those chunks only once it has arrived: loading them with the remote downloads them in the same round trip.
 */
function antdComponentsOf(name: string): string[] {
  const compiled = process.env.MEMORY_ANTD_BY_REMOTE;
  const byRemote: Record<string, string[] | undefined> = compiled ? JSON.parse(compiled) : {};
  return byRemote[name] ?? [];
}

/**
 * Starts downloading `<name>/app`, once per remote and page load; a failure is left to the real load to report.
 * `withAntd` (the remote that owns the URL, about to mount) also loads the light antd components it imports; a
 * speculative preload (a hovered link) does not, so a page does not download what a visitor may never open.
 */
export function preloadRemoteApp(name: string, { withAntd = false }: { withAntd?: boolean } = {}): void {
  if (started.has(name)) return;
  started.add(name);
  // share: false — the shell provides every shared singleton, a remote's own copies are never used.
  preloadRemote([{ nameOrAlias: name, exposes: ['./app'], resourceCategory: 'sync', share: false }]).catch(() => started.delete(name));
  if (withAntd) for (const key of antdComponentsOf(name)) loadShare(key).catch(() => undefined);
}
