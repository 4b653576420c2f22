import { PGlite } from '@electric-sql/pglite';
import { quoteIdentifier, type Database } from './database';

/**
 * PGlite runs PostgreSQL in one process without autovacuum, and its activity counters (pg_stat_user_tables'
 * n_mod_since_analyze, n_dead_tup) stay at zero, so nothing refreshes the planner's statistics, and a prepared
 * statement keeps the plan it made when a table was small until they change. Reviews are such a table: every
 * install starts with none, and a review batch then scanned all of the user's reviews once per event (20 events on
 * 4 000 reviews: 20 ms instead of 0.2). This does autovacuum's job with what PGlite does keep up to date, the size
 * of each table: `VACUUM (ANALYZE)` a table never analyzed, one whose size moved more than a tenth (autovacuum's
 * default scale factor) from what its statistics say, or one not analyzed for a day. VACUUM also clears the dead
 * index entries left by every unit a review moves on.
 *
 * Each statement runs on the one session between requests' transactions (PGlite queues them). PostgreSQL has its
 * own autovacuum: there this does nothing.
 */
const TABLE_SIZES = `
  SELECT c.relname AS name, c.relpages AS "statsPages", c.reltuples AS "statsRows",
         (pg_relation_size(c.oid) / current_setting('block_size')::integer)::integer AS pages,
         coalesce(s.last_analyze < now() - interval '1 day', false) AS stale
  FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid
  WHERE c.relkind = 'r' AND n.nspname = current_schema()`;

interface TableSize {
  name: string;
  /** Pages and rows the statistics were taken at (pg_class; rows -1: never analyzed). */
  statsPages: number;
  statsRows: number;
  pages: number;
  /**
   * Analyzed by this process more than a day ago. PGlite forgets when a table was last analyzed when it closes, but
   * keeps the statistics themselves (pg_class): a restart alone does not make every table due.
   */
  stale: boolean;
}

/** VACUUM (ANALYZE) each table that needs it; answers their names. */
export async function maintainPglite(db: Database): Promise<string[]> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) return [];
  const { rows } = await client.query<TableSize>(TABLE_SIZES);
  const due = rows.filter(needsMaintenance).map((table) => table.name);
  for (const name of due) await client.exec(`VACUUM (ANALYZE) ${quoteIdentifier(name)}`);
  return due;
}

export function needsMaintenance(table: TableSize): boolean {
  if (table.pages === 0) return false;
  if (table.statsRows < 0 || table.stale) return true;
  return Math.abs(table.pages - table.statsPages) > Math.max(1, 0.1 * table.statsPages);
}

/**
 * Checks every `everyMs` (and now) on PGlite; nothing on PostgreSQL. The timer does not keep the process alive;
 * stop() on close.
 */
export function startPgliteMaintenance(
  db: Database,
  options: { everyMs: number; onMaintained: (tables: string[]) => void; onError: (error: unknown) => void },
): { stop(): void } {
  if (!((db as { $client?: unknown }).$client instanceof PGlite)) return { stop: () => undefined };
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    maintainPglite(db)
      .then((tables) => {
        if (tables.length > 0) options.onMaintained(tables);
      }, options.onError)
      .finally(() => (running = false));
  };
  tick();
  const timer = setInterval(tick, options.everyMs).unref();
  return { stop: () => clearInterval(timer) };
}
