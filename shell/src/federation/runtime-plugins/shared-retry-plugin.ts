// antd is shared per component (antd-components.mjs), so pages load some of the shell's shared modules late, when
// they first render one. The MF runtime keeps the promise of a shared module's load on its share-scope entry; when
// that load failed (the network dropped, a redeploy removed the file), every later page awaited the same rejection
// and 重试 could never succeed. Before a shared module is loaded, a failed load is forgotten so that it starts again.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

interface ShareEntry {
  loading?: Promise<unknown> | null;
  loaded?: boolean;
}

type ShareScopeMap = Record<string, Record<string, Record<string, ShareEntry>>>;

/** Clears `loading` from the entries of `pkgName` whose load rejected; waits for loads still under way. */
export async function forgetFailedLoads(shareScopeMap: ShareScopeMap, pkgName: string): Promise<void> {
  const entries = Object.values(shareScopeMap).flatMap((scope) => Object.values(scope[pkgName] ?? {}));
  await Promise.all(
    entries.map(async (entry) => {
      if (!entry.loading || entry.loaded) return;
      try {
        await entry.loading;
      } catch {
        entry.loading = null;
      }
    }),
  );
}

export function sharedRetryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'memory-shared-retry-plugin',
    async beforeLoadShare(args) {
      await forgetFailedLoads(args.origin.shareScopeMap as unknown as ShareScopeMap, args.pkgName);
      return args;
    },
  };
}
