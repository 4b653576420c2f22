// What the shell knows of the MF bundler runtime it provides to remotes (@memory/remote-runtime/bundler-runtime): the
// version, compiled in, and a remote's error for want of it. Apart from that module, which the shell's entry carries:
// only the remote area needs these.
import { SHELL_BUNDLER_RUNTIME_MISSING } from '@memory/remote-runtime/bundler-runtime';

/**
 * The version of the functions this shell provides, compiled in by production builds (tooling/federation/app-config.mjs, from the same
 * package its entry publishes); null in dev, where remotes bundle their own.
 */
export function builtInBundlerRuntime(): string | null {
  return process.env.MEMORY_MF_BUNDLER_RUNTIME || null;
}

interface Wrapping {
  message?: unknown;
  reason?: unknown;
  cause?: unknown;
}

/**
 * Whether `error` is a remote's error for want of the shell's functions: the MF runtime reports a remoteEntry that
 * threw as a ScriptExecutionError quoting its message, which the shell wraps as the `reason` of a RemoteLoadError.
 */
export function isShellBundlerRuntimeMissing(error: unknown): boolean {
  let current = error as Wrapping | null | undefined;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (typeof current.message === 'string' && current.message.includes(SHELL_BUNDLER_RUNTIME_MISSING)) return true;
    current = (current.reason ?? current.cause) as Wrapping | null | undefined;
  }
  return false;
}
