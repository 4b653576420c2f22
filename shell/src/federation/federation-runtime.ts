// The host side of Module Federation at runtime: register the remotes named in remotes.json and load a
// remote's `./app` (its single-spa lifecycles). The shared singletons themselves are declared at build
// time (tooling/federation/app-config.mjs) and already sit in this instance's share scope.
import { init, loadRemote, registerGlobalPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteLifecycles } from '@memory/remote-runtime';
import type { RemoteDescriptor } from '../config/paths';
import { loadErrorPlugin, RemoteLoadError } from './runtime-plugins/load-error-plugin';
import { retryPlugin, withCacheBust } from './runtime-plugins/retry-plugin';
import { hostCopyFirstPlugin } from './runtime-plugins/host-copy-first-plugin';
import { sharedRetryPlugin } from './runtime-plugins/shared-retry-plugin';

const knownRemotes = new Map<string, RemoteDescriptor>();

export function initFederation(remotes: RemoteDescriptor[]): void {
  init({
    name: 'shell',
    remotes: [],
    shareStrategy: 'loaded-first',
    plugins: [
      retryPlugin({ retries: 2, backoffMs: 300 }),
      loadErrorPlugin((error) => console.error(`[shell] ${error.message}`, error.reason)),
      sharedRetryPlugin(),
    ],
  });
  // Each remote has an instance of its own, created later, and loads the shell's shared modules too.
  registerGlobalPlugins([sharedRetryPlugin(), hostCopyFirstPlugin('shell')]);
  for (const remote of remotes) knownRemotes.set(remote.name, remote);
  registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
}

function asLifecycles(name: string, module: unknown): RemoteLifecycles {
  const candidate = (module as { default?: unknown } | null)?.default ?? module;
  const lifecycles = candidate as Partial<RemoteLifecycles> | null;
  if (!lifecycles || typeof lifecycles.mount !== 'function' || typeof lifecycles.unmount !== 'function') {
    throw new RemoteLoadError(name, 'exports', new Error('./app does not export single-spa lifecycles'));
  }
  return {
    bootstrap: lifecycles.bootstrap ?? (() => Promise.resolve()),
    mount: lifecycles.mount,
    unmount: lifecycles.unmount,
    ...(lifecycles.update ? { update: lifecycles.update } : {}),
  };
}

/**
 * A remote's chunks announce themselves on a page-wide array (rspack's chunk loading global, `rspackChunk` + the
 * container name, its output.uniqueName in tooling/federation/app-config.mjs). A fresh remoteEntry adopts every chunk already on it as
 * loaded: after a redeploy that reuses a chunk id, it would run the old build's code. Dropping the array makes the
 * fresh runtime fetch the chunks its own manifest names (unchanged ones come from the HTTP cache).
 */
function forgetLoadedChunks(name: string): void {
  delete (globalThis as Record<string, unknown>)[`rspackChunk${name}`];
}

/**
 * Loads `<name>/app`. `fresh` (the 重试 button) first drops everything cached for the remote (manifest,
 * remoteEntry, module) so a remote that came back, or was redeployed with new chunk names, really loads again.
 */
export async function loadRemoteApp(name: string, { fresh = false } = {}): Promise<RemoteLifecycles> {
  const descriptor = knownRemotes.get(name);
  if (!descriptor) throw new RemoteLoadError(name, 'register', new Error('not listed in remotes.json'));
  // force drops the runtime's cached manifest (runtime-core's removeRemote); the new URL also gets past any HTTP cache
  // (a CDN) that still holds the manifest of the build before a redeploy.
  if (fresh) {
    forgetLoadedChunks(name);
    registerRemotes([{ name, entry: withCacheBust(descriptor.entry, Date.now()) }], { force: true });
  }
  let module: unknown;
  try {
    module = await loadRemote(`${name}/app`);
  } catch (error) {
    throw error instanceof RemoteLoadError ? error : new RemoteLoadError(name, 'load', error);
  }
  if (!module) throw new RemoteLoadError(name, 'load', new Error('empty module'));
  return asLifecycles(name, module);
}
