// Code-split pages that survive a failed chunk (the network dropped, or a redeploy removed the file). React caches a
// `React.lazy` rejection forever, so re-rendering after 重试 would throw the same error again: a component made by
// lazyWithRetry starts a fresh import once the nearest boundary's 重试 has been pressed (RetryGenerationContext).
import { createContext, createElement, lazy, useContext, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';

/** How many times 重试 was pressed in the nearest RemoteErrorBoundary; a failed lazy import starts over when it moves. */
export const RetryGenerationContext = createContext(0);

/** A page's code could not be fetched, even after the quiet retries: what a boundary's 重试 can recover from. */
export class LazyImportError extends Error {
  override name = 'LazyImportError';
  constructor(readonly reason: unknown) {
    super(`page code failed to load: ${reason instanceof Error ? reason.message : String(reason)}`);
  }
}

export interface ImportRetryOptions {
  /** Extra attempts after the first (a network blip), before the boundary shows 该模块加载失败. */
  retries?: number;
  /** Delay before attempt n is n × this many ms. */
  backoffMs?: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `load()`, retried quietly; the last failure becomes a LazyImportError. (The bundler forgets a failed chunk, so a retry fetches it again.) */
export async function importWithRetry<T>(load: () => Promise<T>, { retries = 2, backoffMs = 300 }: ImportRetryOptions = {}): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    if (attempt > 0) await wait(backoffMs * attempt);
    try {
      return await load();
    } catch (error) {
      lastError = error;
    }
  }
  throw new LazyImportError(lastError);
}

/** `React.lazy(load)`, except that a failed import is retried quietly and again after the boundary's 重试. */
// `any` as in React.lazy's own signature: the only way to accept components with any props and keep them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithRetry<T extends ComponentType<any>>(load: () => Promise<{ default: T }>, options?: ImportRetryOptions): ComponentType<ComponentProps<T>> {
  type P = ComponentProps<T>;
  let current: LazyExoticComponent<T> | null = null;
  let startedIn = 0;
  let failed = false;
  function LazyWithRetry(props: P) {
    const generation = useContext(RetryGenerationContext);
    // A new lazy only after a failure AND a 重试 since: re-rendering on its own must reach the boundary, not loop.
    if (!current || (failed && generation !== startedIn)) {
      failed = false;
      startedIn = generation;
      current = lazy(() =>
        importWithRetry(load, options).catch((error: unknown) => {
          failed = true;
          throw error;
        }),
      );
    }
    return createElement(current as ComponentType<P>, props);
  }
  return LazyWithRetry;
}
