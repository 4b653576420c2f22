import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** Any of the server's drizzle handles (PGlite or node-postgres), whatever schema it carries. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema type is irrelevant here
type Database = PgDatabase<PgQueryResultHKT, any>;

/**
 * Periodic jobs (sweepers) that must run once, not once per replica.
 *
 *   const outcome = await runExclusive(db, 'orders.close-expired', () => closeExpiredOrders(db), { everyMs: 60_000 });
 *   if (outcome.ran) log(outcome.value);
 *
 * - On PostgreSQL, a session-level advisory lock named after the job (on one pooled connection, released after
 *   the run): while one replica runs it, the others skip instead of waiting.
 * - `everyMs`: at most one run per period across all replicas. The run is claimed in `job_runs` by the database's
 *   own clock (no replica's clock matters); a run that throws gives its claim back, so the next tick retries.
 *   Without it, runs never overlap but each replica's tick may run it.
 * - On PGlite there is only one process (it locks its data folder); an in-process guard keeps runs from
 *   overlapping, and `everyMs` works the same.
 * `startPeriodicJob` wraps this in a timer that stops with the app.
 */
type ExclusiveOutcome<T> = { ran: true; value: T } | { ran: false };

const LOCK_NAMESPACE = 'memory.job:';
const runningHere = new Set<string>();

export async function runExclusive<T>(
  db: Database,
  name: string,
  run: () => Promise<T>,
  options: { everyMs?: number } = {},
): Promise<ExclusiveOutcome<T>> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return withAdvisoryLock(client, name, () => claimAndRun(db, name, run, options.everyMs));
  if (client !== undefined && !(client instanceof PGlite)) throw new Error('runExclusive: unknown database client');
  if (runningHere.has(name)) return { ran: false };
  runningHere.add(name);
  try {
    return await claimAndRun(db, name, run, options.everyMs);
  } finally {
    runningHere.delete(name);
  }
}

async function withAdvisoryLock<T>(pool: pg.Pool, name: string, run: () => Promise<ExclusiveOutcome<T>>): Promise<ExclusiveOutcome<T>> {
  const connection = await pool.connect();
  const key = LOCK_NAMESPACE + name;
  try {
    const { rows } = await connection.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked', [key]);
    if (!rows[0]?.locked) return { ran: false };
    try {
      return await run();
    } finally {
      await connection.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [key]);
    }
  } finally {
    connection.release();
  }
}

async function claimAndRun<T>(db: Database, name: string, run: () => Promise<T>, everyMs: number | undefined): Promise<ExclusiveOutcome<T>> {
  if (everyMs !== undefined) {
    const claimed = await db.execute(sql`
      WITH before AS (SELECT last_run_at FROM job_runs WHERE name = ${name})
      INSERT INTO job_runs (name, last_run_at) VALUES (${name}, now())
      ON CONFLICT (name) DO UPDATE SET last_run_at = now()
        WHERE job_runs.last_run_at <= now() - make_interval(secs => ${everyMs / 1000})
      RETURNING (SELECT last_run_at FROM before)::text AS previous`);
    const [row] = rowsOf<{ previous: string | null }>(claimed);
    if (!row) return { ran: false };
    try {
      return { ran: true, value: await run() };
    } catch (error) {
      // Give the period back: the next tick (of any replica) tries again.
      await db.execute(
        row.previous === null
          ? sql`DELETE FROM job_runs WHERE name = ${name}`
          : sql`UPDATE job_runs SET last_run_at = ${row.previous}::timestamptz WHERE name = ${name}`,
      );
      throw error;
    }
  }
  return { ran: true, value: await run() };
}

/** node-postgres answers { rows }, PGlite answers { rows } too; drizzle passes either through. */
function rowsOf<R>(result: unknown): R[] {
  return ((result as { rows?: R[] }).rows ?? []) as R[];
}

interface PeriodicJob {
  stop(): void;
}

/**
 * Runs `run` now and then every `everyMs` on this process, through runExclusive (one run per period across
 * replicas). Failures are reported to `onError` and retried at the next tick. The timer does not keep the
 * process alive; call stop() on shutdown (e.g. in an onClose hook).
 */
export function startPeriodicJob(
  db: Database,
  job: { name: string; everyMs: number; run: () => Promise<unknown>; onError: (error: unknown) => void; onRan?: () => void },
): PeriodicJob {
  const tick = () =>
    runExclusive(db, job.name, job.run, { everyMs: job.everyMs }).then((outcome) => {
      if (outcome.ran) job.onRan?.();
    }, job.onError);
  void tick();
  // Ticks more often than the period: a replica that starts later, or a run given back, is not a period late.
  const timer = setInterval(tick, Math.max(1000, Math.floor(job.everyMs / 4))).unref();
  return { stop: () => clearInterval(timer) };
}
