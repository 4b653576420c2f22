// Retries what a flaky network or a rolling deploy can break for a moment: the manifest fetch and the
// remoteEntry script. Modelled on @module-federation/retry-plugin, which is not used itself: its latest release
// (0.17.1) depends on @module-federation/sdk 0.17.1, a second copy of the SDK beside the one of our MF 2.9 runtime.
// Small budgets, because a remote that is really down should show 该模块加载失败 quickly and let the user retry.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type RemoteEntryExports = Exclude<Awaited<ReturnType<Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0]['getRemoteEntry']>>, false | void | undefined>;

export interface RetryOptions {
  /** Extra attempts after the first. */
  retries: number;
  /** Delay before retry n is n × this many ms. */
  backoffMs: number;
}

const isTransient = (response: Response) => response.status >= 500 || response.status === 408 || response.status === 429;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A URL that bypasses any cache holding the failed response. */
export function withCacheBust(url: string, attempt: number): string {
  const next = new URL(url, window.location.href);
  next.searchParams.set('retry', String(attempt));
  return next.href;
}

export function retryPlugin({ retries, backoffMs }: RetryOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'memory-retry-plugin',
    // Manifests (and any other fetch the runtime makes): retry network errors and 5xx responses.
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= retries; attempt += 1) {
        if (attempt > 0) await wait(backoffMs * attempt);
        try {
          const response = await globalThis.fetch(url, { ...init, cache: attempt > 0 ? 'no-cache' : init?.cache });
          if (!isTransient(response) || attempt === retries) return response;
          lastError = new Error(`${url}: HTTP ${response.status}`);
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
    // remoteEntry.js failed to load as a script: one more try with a cache-busting URL.
    loadEntryError({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }) {
      delete globalLoading[uniqueKey];
      const retried = wait(backoffMs)
        .then(() => getRemoteEntry({ origin, remoteInfo: { ...remoteInfo, entry: withCacheBust(remoteInfo.entry, 1) } }))
        .then((exports) => exports || undefined);
      // The runtime awaits what this returns; its declared type (a promise of a promise) is stricter than its use.
      return retried as unknown as Promise<Promise<RemoteEntryExports | undefined> | undefined>;
    },
  };
}
