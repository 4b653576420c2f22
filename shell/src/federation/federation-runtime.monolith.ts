// The monolith yardstick's stand-in for federation-runtime.ts (swapped in by shell/rspack.monolith.mjs, used only by
// `pnpm perf`): the same two functions, but each remote's `./app` is a plain lazy import() bundled into the shell.
// No MF runtime, no manifest, no remoteEntry: what the product would weigh without federation, same parcels and routes.
// `monolith-remote/<name>` is an alias to that remote's src/app.tsx (apps never import each other: this build is the
// one place the remotes' code is compiled into the shell, on purpose, to measure what federation costs).
import type { RemoteLifecycles } from '@memory/remote-runtime';
import type { RemoteDescriptor } from '../config/paths';
import { RemoteLoadError } from './runtime-plugins/load-error-plugin';

type AppModule = Partial<RemoteLifecycles> & { default?: Partial<RemoteLifecycles> };

function importApp(name: string): Promise<AppModule> {
  switch (name) {
    case 'mf_memos':
      return import('monolith-remote/mf_memos');
    case 'mf_jars':
      return import('monolith-remote/mf_jars');
    case 'mf_marketplace':
      return import('monolith-remote/mf_marketplace');
    case 'mf_account':
      return import('monolith-remote/mf_account');
    default:
      return Promise.reject(new RemoteLoadError(name, 'register', new Error('not compiled into the monolith')));
  }
}

export function initFederation(_remotes: RemoteDescriptor[]): void {}

export async function loadRemoteApp(name: string, _options: { fresh?: boolean } = {}): Promise<RemoteLifecycles> {
  let module: AppModule;
  try {
    module = await importApp(name);
  } catch (error) {
    const loadError = error instanceof RemoteLoadError ? error : new RemoteLoadError(name, 'load', error);
    // The federated build logs the same through its load-error plugin.
    console.error(`[shell] ${loadError.message}`, loadError.reason);
    throw loadError;
  }
  const lifecycles = module.default ?? module;
  if (typeof lifecycles.mount !== 'function' || typeof lifecycles.unmount !== 'function') {
    throw new RemoteLoadError(name, 'exports', new Error('./app does not export single-spa lifecycles'));
  }
  return {
    bootstrap: lifecycles.bootstrap ?? (() => Promise.resolve()),
    mount: lifecycles.mount,
    unmount: lifecycles.unmount,
    ...(lifecycles.update ? { update: lifecycles.update } : {}),
  };
}
