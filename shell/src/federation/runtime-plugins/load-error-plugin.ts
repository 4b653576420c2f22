// Turns whatever the MF runtime throws while fetching a remote (manifest 503, missing chunk, script
// error) into one RemoteLoadError naming the remote and the phase, for logs and for the UI's detail line.
// It never invents a module: failing loudly lets the shell contain the failure in the remote's area.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    readonly remote: string,
    readonly phase: string,
    readonly reason: unknown,
  ) {
    super(`${remote} failed to load (${phase}): ${reason instanceof Error ? reason.message : String(reason)}`);
  }
}

export type LoadErrorListener = (error: RemoteLoadError) => void;

export function loadErrorPlugin(onError: LoadErrorListener): ModuleFederationRuntimePlugin {
  return {
    name: 'memory-load-error-plugin',
    errorLoadRemote({ id, error, lifecycle, remote }) {
      const remoteName = remote?.name ?? id.split('/')[0] ?? id;
      onError(new RemoteLoadError(remoteName, lifecycle, error));
      // Returning nothing: the runtime rethrows, and the caller's catch shows 该模块加载失败.
      return undefined;
    },
  };
}
