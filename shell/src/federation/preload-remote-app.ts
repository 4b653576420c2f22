// Downloading one remote's `./app` without running it: the MF runtime's preloadRemote (the manifest, remoteEntry
// and the sync chunks of `./app`). The monolith yardstick swaps this file for preload-remote-app.monolith.ts.
import { preloadRemote } from '@module-federation/enhanced/runtime';

const started = new Set<string>();

/** Starts downloading `<name>/app`, once per remote and page load; a failure is left to the real load to report. */
export function preloadRemoteApp(name: string): void {
  if (started.has(name)) return;
  started.add(name);
  // share: false — the shell provides every shared singleton, a remote's own copies are never used.
  preloadRemote([{ nameOrAlias: name, exposes: ['./app'], resourceCategory: 'sync', share: false }]).catch(() => started.delete(name));
}
