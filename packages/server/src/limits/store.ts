import { Redis } from 'ioredis';
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '../db/database';
import { rateLimits } from '../db/schema/limits';

/**
 * Where rate-limit counters live (rate-limiter-flexible). One store per server process, shared by every limiter
 * (sign-in throttling in src/auth/throttle.ts, the AI rate limit in src/modules/ai/rate-limit.ts):
 * - `redis` (REDIS_URL): every replica counts together; Redis keeps counters across restarts. While Redis is
 *   unreachable each process falls back to counting in its own memory, so sign-in keeps working.
 * - `database` (no REDIS_URL, the default of `startServer`): the `rate_limits` table of PGlite or PostgreSQL;
 *   nothing is forgotten on a restart or a crash, and replicas on one PostgreSQL share it too.
 * - `memory`: this process only, gone on restart; what `buildApp` uses when it is given no store (tests, tools).
 */
export type LimiterStoreKind = 'memory' | 'database' | 'redis';

export interface LimiterSpec {
  /** unique per limiter: the counters' key prefix */
  name: string;
  /** how many points a key may consume per window */
  points: number;
  durationSeconds: number;
  /** consuming past `points` blocks the key this long (0: only until the window ends) */
  blockSeconds?: number;
}

export interface LimiterStore {
  kind: LimiterStoreKind;
  limiter(spec: LimiterSpec): RateLimiterAbstract;
  close(): Promise<void>;
}

const options = (spec: LimiterSpec) => ({
  keyPrefix: spec.name,
  points: spec.points,
  duration: spec.durationSeconds,
  blockDuration: spec.blockSeconds ?? 0,
});

export function memoryLimiterStore(): LimiterStore {
  return {
    kind: 'memory',
    limiter: (spec) => new RateLimiterMemory(options(spec)),
    close: async () => {},
  };
}

export function databaseLimiterStore(db: Database): LimiterStore {
  return {
    kind: 'database',
    // The library sweeps rows expired over an hour ago every 5 minutes (a timer that does not keep the process up).
    limiter: (spec) => new RateLimiterDrizzle({ ...options(spec), storeClient: db, schema: rateLimits }),
    close: async () => {},
  };
}

interface RedisStoreOptions {
  url: string;
  /** prefixed to every key, so several deployments (or test runs) can share one Redis */
  keyPrefix: string;
}

/** Connects before answering, so a wrong REDIS_URL stops the start instead of silently counting per process. */
async function redisLimiterStore({ url, keyPrefix }: RedisStoreOptions): Promise<LimiterStore> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  // ioredis reconnects by itself; say once per outage that counting fell back to this process's memory.
  let outage = false;
  client.on('error', (error: Error) => {
    if (!outage) console.warn(`Redis unreachable (${error.message}): rate limits count in this process's memory until it is back`);
    outage = true;
  });
  client.on('ready', () => {
    outage = false;
  });
  await client.connect();
  return {
    kind: 'redis',
    limiter: (spec) =>
      new RateLimiterRedis({
        ...options(spec),
        keyPrefix: `${keyPrefix}${spec.name}`,
        storeClient: client,
        insuranceLimiter: new RateLimiterMemory(options(spec)),
      }),
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}

/** The store a server process uses: Redis when REDIS_URL is set, else its database. */
export async function openLimiterStore(settings: { redisUrl?: string; redisKeyPrefix: string; db: Database }): Promise<LimiterStore> {
  return settings.redisUrl
    ? redisLimiterStore({ url: settings.redisUrl, keyPrefix: settings.redisKeyPrefix })
    : databaseLimiterStore(settings.db);
}
