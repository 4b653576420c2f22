// Per-user limit on AI calls: each one costs real money upstream. In memory, so per process — replicas
// each allow the limit (acceptable for a cost guard; a shared store would be needed for an exact one).

export interface RateLimiter {
  /** Counts one call for `key`; `retryAfterSeconds` is set when the call is over the limit (not counted). */
  take(key: string): { allowed: boolean; retryAfterSeconds: number };
}

/** Sliding window: at most `limit` calls in any `windowMs`. */
export function createRateLimiter(options: { limit: number; windowMs: number; now?: () => number }): RateLimiter {
  const { limit, windowMs } = options;
  const now = options.now ?? Date.now;
  const calls = new Map<string, number[]>();
  let lastSweep = now();

  function sweep(at: number) {
    // Forget idle users now and then so the map does not grow with everyone who ever called.
    if (at - lastSweep < windowMs) return;
    lastSweep = at;
    for (const [key, times] of calls) if ((times.at(-1) ?? 0) <= at - windowMs) calls.delete(key);
  }

  return {
    take(key) {
      const at = now();
      sweep(at);
      const recent = (calls.get(key) ?? []).filter((time) => time > at - windowMs);
      if (recent.length >= limit) {
        calls.set(key, recent);
        const oldest = recent[0] ?? at;
        const retryAfterSeconds = Math.max(1, Math.ceil((oldest + windowMs - at) / 1000));
        return { allowed: false, retryAfterSeconds };
      }
      recent.push(at);
      calls.set(key, recent);
      return { allowed: true, retryAfterSeconds: 0 };
    },
  };
}
