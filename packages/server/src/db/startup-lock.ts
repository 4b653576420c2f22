import pg from 'pg';
import type { Database } from './database';

// Any constant works; every replica must use the same one (the migration runner has its own).
const STARTUP_LOCK_KEY = 72_416_002;

/**
 * Runs the start-up writes (reference data, the demo seed) of one replica at a time: replicas started together
 * on a fresh PostgreSQL would otherwise both find the database empty and both seed it. A session-level advisory
 * lock held on one pooled connection while `run` uses the pool as usual; the others wait for it (then find the
 * work done), rather than skip it. PGlite has one process per data folder, so there is nothing to wait for.
 */
export async function withStartupLock<T>(db: Database, run: () => Promise<T>): Promise<T> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return run();
  const connection = await client.connect();
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await run();
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}
