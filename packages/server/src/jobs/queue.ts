import { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema type is irrelevant here
type Database = PgDatabase<PgQueryResultHKT, any>;

/**
 * Background jobs (an import), through pg-boss: the job lives in the database, so any replica may run it and a
 * restart finds it again. pg-boss runs on PostgreSQL through the server's pool and on PGlite through the adapter
 * below (test/imports/imports-api.test.ts runs imports through it on both).
 *
 * pg-boss starts on first use: creating its schema takes seconds on a new install, and most runs of the server
 * never queue anything. `startIfAnyWaiting` lets a module start it at boot when it knows work is waiting.
 */
export interface JobQueue {
  /** Registers the handler of a queue; it runs once the queue has started (now, if it has). */
  work<T extends object>(name: string, handler: (data: T, jobId: string) => Promise<void>): void;
  /** `id`: the job's id chosen by the caller (a uuid), so it can be recorded before the job can run. */
  send(name: string, data: object, options?: { id?: string }): Promise<string>;
  /** A job's state (created, retry, active, completed, cancelled, failed), null when the queue has no such job. */
  state(name: string, id: string): Promise<string | null>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface QueueOptions {
  /**
   * pg-boss's own schema. Default: `pgboss`, or `<schema>_jobs` when the server runs in a schema other than public
   * (tests on PostgreSQL run each in a schema of their own, and so does their queue).
   */
  schema?: string;
  /** A job whose runner died (a crashed replica) is run again after this long; one run never takes longer. */
  expireInSeconds?: number;
  retryLimit?: number;
  /** How often a worker looks for work when idle. */
  pollingIntervalSeconds?: number;
}

/** pg-boss's database port on PGlite: statements with parameters go through the extended protocol, scripts (its
 * schema, its locked plans: several statements, no parameters) through `exec`. Only single statements have rows
 * that pg-boss reads. */
function pgliteAdapter(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return client.query(text, values);
    },
  };
}

function poolAdapter(pool: pg.Pool): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const result = await pool.query(text, values as unknown[] | undefined);
      return { rows: Array.isArray(result) ? [] : result.rows };
    },
  };
}

async function queueSchema(adapter: PgBoss.Db): Promise<string> {
  const { rows } = await adapter.executeSql('SELECT current_schema() AS schema', []);
  const current = String((rows[0] as { schema?: unknown } | undefined)?.schema ?? 'public');
  return current === 'public' ? 'pgboss' : `${current}_jobs`;
}

export function createJobQueue(db: Database, options: QueueOptions = {}): JobQueue {
  const client = (db as { $client?: unknown }).$client;
  const adapter = client instanceof PGlite ? pgliteAdapter(client) : client instanceof pg.Pool ? poolAdapter(client) : null;
  if (!adapter) throw new Error('createJobQueue: unknown database client');
  const handlers = new Map<string, (data: object, jobId: string) => Promise<void>>();
  /** This process's worker of each queue: a job sent here wakes it instead of waiting for its next poll. */
  const workers = new Map<string, string>();
  let boss: PgBoss | null = null;
  let starting: Promise<PgBoss> | null = null;
  let stopped = false;

  async function listen(started: PgBoss, name: string, handler: (data: object, jobId: string) => Promise<void>): Promise<void> {
    await started.createQueue(name, {
      name,
      retryLimit: options.retryLimit ?? 2,
      expireInSeconds: options.expireInSeconds ?? 10 * 60,
    });
    const worker = await started.work<object>(name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 }, async (jobs) => {
      for (const job of jobs) await handler(job.data, job.id);
    });
    workers.set(name, worker);
  }

  function start(): Promise<PgBoss> {
    if (stopped) return Promise.reject(new Error('the job queue has stopped'));
    starting ??= (async () => {
      const schema = options.schema ?? (await queueSchema(adapter!));
      const created = new PgBoss({ db: adapter!, schema, schedule: false, supervise: true, migrate: true });
      created.on('error', () => undefined); // a failed poll is retried by pg-boss; the job's own errors fail the job
      await created.start();
      for (const [name, handler] of handlers) await listen(created, name, handler);
      boss = created;
      return created;
    })();
    return starting;
  }

  return {
    work(name, handler) {
      const untyped = handler as (data: object, jobId: string) => Promise<void>;
      handlers.set(name, untyped);
      if (boss) void listen(boss, name, untyped);
    },
    async send(name, data, sendOptions = {}) {
      const started = await start();
      const id = await started.send(name, data, sendOptions);
      if (!id) throw new Error(`the job queue refused a job of ${name}`);
      const worker = workers.get(name);
      if (worker) started.notifyWorker(worker);
      return id;
    },
    async state(name, id) {
      const started = await start();
      return (await started.getJobById(name, id))?.state ?? null;
    },
    async start() {
      await start();
    },
    async stop() {
      stopped = true;
      if (!starting) return;
      const started = await starting.catch(() => null);
      await started?.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
