import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './database';

/** Parameter values a prepared statement takes (as PostgreSQL text literals on PGlite). */
export type StatementValue = string | number;

export interface PreparedStatement<Row> {
  run(db: Database, values: readonly StatementValue[]): Promise<Row[]>;
  /** PGlite: PREPARE it in this session now (once); elsewhere nothing. */
  prepareIn(client: PGlite): Promise<void>;
}

/** PGlite transactions opened by preparedTransaction, with the database whose session they run on. */
const pgliteOfTransaction = new WeakMap<object, PGlite>();

/**
 * A transaction whose statements run prepared on PGlite too. PGlite is one session: once a transaction is open
 * nothing else may talk to it, so the statements are PREPAREd (once per session) before it opens, and inside it
 * each runs as EXECUTE on the transaction. On PostgreSQL (and anything else) this is db.transaction as it is, and
 * statements run as ordinary parameterised queries on the transaction's connection.
 */
export async function preparedTransaction<T>(
  db: Database,
  statements: ReadonlyArray<PreparedStatement<unknown>>,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) return db.transaction(work);
  for (const statement of statements) await statement.prepareIn(client);
  return db.transaction(async (tx) => {
    pgliteOfTransaction.set(tx, client);
    return work(tx);
  });
}

/** The PGlite transaction under a drizzle transaction opened by preparedTransaction (drizzle's session.client). */
function pgliteTransactionClient(db: Database): Pick<PGlite, 'exec'> | null {
  if (!pgliteOfTransaction.has(db)) return null;
  return (db as unknown as { session: { client: Pick<PGlite, 'exec'> } }).session.client;
}

/**
 * A statement each database session parses and plans once, then runs again and again: for hot paths whose
 * planning costs as much as their execution. It talks to the driver drizzle was opened on (`db.$client`, drizzle's
 * documented way to the driver), using only the drivers' documented APIs:
 *
 * - PostgreSQL (a pg Pool): node-postgres's named query `{ name, text, values }`; each pooled connection prepares it
 *   on first use.
 * - PGlite: its query API has no named statements, so its one session gets `PREPARE name(types) AS text` once and
 *   then `EXECUTE name(values)` in a transaction of its own, the values written as escaped literals (pg's
 *   escapeLiteral).
 * - Anything else (e.g. a transaction object) runs the text as an ordinary parameterised query through drizzle.
 *
 * PostgreSQL reuses a plan only if, after five runs, its generic plan looks as cheap as the custom ones: keep the
 * values the planner sizes the work by (a LIMIT) in the text, not in the parameters ($1, $2 … in `text`).
 */
/** Dates and times stay text, as drizzle reads them everywhere else. */
const TEXT_DATES: QueryOptions = {
  parsers: Object.fromEntries([types.DATE, types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL].map((type) => [type, (value: string) => value])),
};

/** The same on node-postgres: the types drizzle's node-postgres session leaves as text (dates, times, intervals, their arrays, numeric[]). */
const PG_TEXT_TYPES = new Set<number>([
  pg.types.builtins.DATE,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.INTERVAL,
  1182, // date[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);
const PG_TEXT_DATES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    PG_TEXT_TYPES.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export function preparedStatement<Row>(name: string, text: string, parameterTypes: readonly string[]): PreparedStatement<Row> {
  // One PREPARE per PGlite session, shared by concurrent first calls (a second PREPARE of a name fails).
  const preparedIn = new WeakMap<PGlite, Promise<void>>();

  function prepareIn(client: PGlite): Promise<void> {
    let prepared = preparedIn.get(client);
    if (!prepared) {
      prepared = client.exec(`PREPARE ${name}(${parameterTypes.join(', ')}) AS ${text}`).then(() => undefined);
      preparedIn.set(client, prepared);
      prepared.catch(() => preparedIn.delete(client));
    }
    return prepared;
  }

  function executeText(values: readonly StatementValue[]): string {
    const literals = values.map((value) => (typeof value === 'number' ? numberLiteral(value) : pg.escapeLiteral(value)));
    return `EXECUTE ${name}(${literals.join(', ')})`;
  }

  return {
    prepareIn,
    async run(db, values) {
      if (values.length !== parameterTypes.length) throw new Error(`${name}: ${parameterTypes.length} values expected`);
      const owner = pgliteOfTransaction.get(db);
      const transaction = pgliteTransactionClient(db);
      if (owner && transaction && preparedIn.has(owner)) {
        return rowsOfExec<Row>(await transaction.exec(executeText(values), TEXT_DATES));
      }
      const client = (db as { $client?: unknown }).$client;
      if (client instanceof PGlite) {
        await prepareIn(client);
        // PGlite is one session: a statement sent while another request's transaction is open would run inside it
        // (and share its fate). A transaction of our own waits for that one to end.
        return client.transaction(async (tx) => rowsOfExec<Row>(await tx.exec(executeText(values), TEXT_DATES)));
      }
      if (client instanceof pg.Pool) {
        const result = await client.query<Row & pg.QueryResultRow>({ name, text, values: [...values], types: PG_TEXT_DATES });
        return result.rows;
      }
      return rowsOf<Row>(await db.execute(withParameters(text, values)));
    },
  };
}

function numberLiteral(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  return String(value);
}

/** `text` with its $1, $2 … bound to `values`, as a drizzle query (drizzle numbers the parameters itself). */
function withParameters(text: string, values: readonly StatementValue[]): SQL {
  const chunks = text.split(/\$(\d+)/);
  return sql.join(
    chunks.map((chunk, index) => (index % 2 === 0 ? sql.raw(chunk) : sql`${values[Number(chunk) - 1]}`)),
    sql.raw(''),
  );
}

function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/**
 * EXECUTE goes through PGlite's simple-query path (exec): one message into the database instead of the extended
 * protocol's five (parse, describe, bind, execute, sync), a fifth of a millisecond per statement. Its values are
 * literals already, so nothing is lost.
 */
function rowsOfExec<Row>(results: ReadonlyArray<{ rows: unknown[] }>): Row[] {
  return (results[0]?.rows ?? []) as Row[];
}
