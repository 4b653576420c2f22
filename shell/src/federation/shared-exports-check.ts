// Before a remote mounts, the shell compares what the remote's build imports from the cut-down shared packages (its
// shared-exports.json, written by shared-exports-plugin.mjs) with what this shell's copies provide. A remote built
// with an export this shell lacks would fail at runtime with a network-sounding error; refused here, its area says
// 该模块需要更新的主应用版本 instead.
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
  ) {
    super(`${remote} needs ${describeMissing(missing)}, which this shell's shared copy lacks: deploy the shell first`);
  }
}

/** This shell's cut-down exports, compiled in by production builds (rspack.base.mjs); null in dev: whole packages. */
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
}

/** Rejects with RemoteIncompatibleError when the remote's build imports a shared export this shell does not provide. */
export async function assertRemoteCompatible(remote: string, manifestUrl: string, { fresh = false, provides = builtInProvides() }: CompatibilityOptions = {}): Promise<void> {
  if (!provides) return;
  const record = await fetchRecord(manifestUrl, fresh);
  const missing = record ? missingSharedExports(provides, record.imports) : [];
  if (missing.length === 0) return;
  const error = new RemoteIncompatibleError(remote, missing);
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
 * incompatible remote is reported as such even when its load failed too, since that is the failure retrying cannot fix.
 */
export async function loadCompatibleRemote<T>(check: Promise<void>, load: Promise<T>): Promise<T> {
  const [compatible, loaded] = await Promise.allSettled([check, load]);
  if (compatible.status === 'rejected') throw compatible.reason;
  if (loaded.status === 'rejected') throw loaded.reason;
  return loaded.value;
}
