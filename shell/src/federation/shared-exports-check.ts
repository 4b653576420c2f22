// Before a remote mounts, the shell compares what the remote's build imports from the cut-down shared packages (its
// shared-exports.json, written by shared-exports-plugin.mjs) with what this shell's copies provide. A remote built
// with an export this shell lacks would fail at runtime with a network-sounding error; refused here, its area says
// 该模块需要更新的主应用版本 instead. The same goes for a remote that uses the shell's MF bundler runtime of a version
// this shell does not provide (mf-bundler-runtime.mjs): its record names the version, and should it load anyway, its
// remoteEntry's error is recognised too.
import { builtInBundlerRuntime, isShellBundlerRuntimeMissing } from './bundler-runtime-check';
import {
  describeMissing,
  missingSharedExports,
  sharedExportsUrl,
  type MissingSharedExport,
  type SharedExportLists,
  type SharedExportsRecord,
} from '@memory/remote-runtime/shared-exports';

export class RemoteIncompatibleError extends Error {
  override name = 'RemoteIncompatibleError';
  constructor(
    readonly remote: string,
    readonly missing: readonly MissingSharedExport[],
    /** The MF bundler runtime the remote uses from the shell, when this shell does not provide it ('' if unknown). */
    readonly bundlerRuntime: string | null = null,
  ) {
    const needs = [
      ...(missing.length > 0 ? [`${describeMissing(missing)}, which this shell's shared copy lacks`] : []),
      ...(bundlerRuntime === null ? [] : [`the shell's MF bundler runtime${bundlerRuntime ? ` ${bundlerRuntime}` : ''}, which this shell does not provide`]),
    ];
    super(`${remote} needs ${needs.join('; and ')}: deploy the shell first`);
  }
}

/** This shell's cut-down exports, compiled in by production builds (tooling/federation/app-config.mjs); null in dev: whole packages. */
export function builtInProvides(): SharedExportLists | null {
  const compiled = process.env.MEMORY_SHARED_PROVIDES;
  return compiled ? (JSON.parse(compiled) as SharedExportLists) : null;
}

/**
 * The remote's record, or null when there is none to judge by (a build from before records, a dev server, the
 * network): refusing is for evidence only, and a network failure is the load's to report.
 */
async function fetchRecord(manifestUrl: string, fresh: boolean): Promise<SharedExportsRecord | null> {
  try {
    const response = await fetch(sharedExportsUrl(manifestUrl), { cache: fresh ? 'no-cache' : 'default' });
    return response.ok ? ((await response.json()) as SharedExportsRecord) : null;
  } catch {
    return null;
  }
}

export interface CompatibilityOptions {
  /** 重试: revalidate the record, which a redeploy may have changed. */
  fresh?: boolean;
  provides?: SharedExportLists | null;
  /** The MF bundler runtime version this shell provides to remotes (null: none). */
  bundlerRuntime?: string | null;
}

/**
 * Rejects with RemoteIncompatibleError when the remote's build imports a shared export this shell does not provide,
 * or uses the shell's MF bundler runtime of another version. A record without a version is a remote with its own.
 */
export async function assertRemoteCompatible(
  remote: string,
  manifestUrl: string,
  { fresh = false, provides = builtInProvides(), bundlerRuntime = builtInBundlerRuntime() }: CompatibilityOptions = {},
): Promise<void> {
  if (!provides) return;
  const record = await fetchRecord(manifestUrl, fresh);
  const missing = record ? missingSharedExports(provides, record.imports) : [];
  const neededRuntime = record?.bundlerRuntime && record.bundlerRuntime !== bundlerRuntime ? record.bundlerRuntime : null;
  if (missing.length === 0 && !neededRuntime) return;
  const error = new RemoteIncompatibleError(remote, missing, neededRuntime);
  console.error(`[shell] ${error.message}`);
  throw error;
}

const verdicts = new Map<string, Promise<void>>();

/**
 * assertRemoteCompatible once per remote and page load (moving between remotes asks nothing again, as the remote's
 * loaded code does not change either); 重试 (`fresh`) asks again, since it also loads the remote again.
 */
export function checkRemoteOnce(remote: string, manifestUrl: string, fresh: boolean): Promise<void> {
  let verdict = verdicts.get(remote);
  if (!verdict || fresh) {
    verdict = assertRemoteCompatible(remote, manifestUrl, { fresh });
    verdicts.set(remote, verdict);
  }
  return verdict;
}

/**
 * Loads a remote while its record is checked (in parallel: the check costs no time on the usual path). An
 * incompatible remote is reported as such even when its load failed too, since that is the failure retrying cannot fix;
 * so is a remote whose remoteEntry threw for want of the shell's MF bundler runtime (a record that did not say so).
 */
export async function loadCompatibleRemote<T>(remote: string, check: Promise<void>, load: Promise<T>): Promise<T> {
  const [compatible, loaded] = await Promise.allSettled([check, load]);
  if (compatible.status === 'rejected') throw compatible.reason;
  if (loaded.status === 'rejected') {
    if (isShellBundlerRuntimeMissing(loaded.reason)) throw new RemoteIncompatibleError(remote, [], '');
    throw loaded.reason;
  }
  return loaded.value;
}
