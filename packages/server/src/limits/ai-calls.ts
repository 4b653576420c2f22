import type { RateLimiterRes } from 'rate-limiter-flexible';
import type { LimiterStore } from './store';

/**
 * Per-user limit on AI calls: each one costs real money upstream. The counters live in the server's limiter store
 * (src/limits/store.ts): Redis shared by every replica when REDIS_URL is set, else the database — so neither
 * another replica nor a restart (or a crash) hands out a fresh minute. A fixed window per user, opened by the
 * first call.
 */
export interface AiCallLimiter {
  /** Counts one call for `key`; `retryAfterSeconds` is set when the call is over the limit. */
  take(key: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  /** Hands back a call taken for a request refused before it reached the model (a 4xx): nothing was spent. */
  giveBack(key: string): Promise<void>;
}

export function createRateLimiter(store: LimiterStore, options: { limit: number; windowSeconds: number }): AiCallLimiter {
  const limiter = store.limiter({ name: 'ai-calls', points: options.limit, durationSeconds: options.windowSeconds });
  return {
    async take(key) {
      try {
        await limiter.consume(key);
        return { allowed: true, retryAfterSeconds: 0 };
      } catch (rejection) {
        if (rejection instanceof Error) throw rejection; // the store failed, not the limit
        const { msBeforeNext } = rejection as RateLimiterRes;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)) };
      }
    },
    async giveBack(key) {
      await limiter.reward(key, 1);
    },
  };
}
