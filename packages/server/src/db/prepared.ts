import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './database';

/** Parameter values a prepared statement takes (as PostgreSQL text literals on PGlite). */
export type StatementValue = string | number;

export interface PreparedStatement<Row> {
  run(db: Database, values: readonly StatementValue[]): Promise<Row[]>;
}

/**
 * A statement each database session parses and plans once, then runs again and again: for hot paths whose
 * planning costs as much as their execution.
 *
 * - PostgreSQL: a protocol-level named statement; each pooled connection prepares it on first use.
 * - PGlite: its query API has no named statements, so its one session gets `PREPARE name(types) AS text` once and
 *   then `EXECUTE name(values)` in a transaction of its own, the values written as escaped literals (pg's
 *   escapeLiteral).
 * - Anything else (e.g. a PGlite transaction object) runs the text as an ordinary parameterised query.
 *
 * PostgreSQL reuses a plan only if, after five runs, its generic plan looks as cheap as the custom ones: keep the
 * values the planner sizes the work by (a LIMIT) in the text, not in the parameters ($1, $2 … in `text`).
 */
/** Dates and times stay text, as drizzle reads them everywhere else. */
const TEXT_DATES: QueryOptions = {
  parsers: Object.fromEntries([types.DATE, types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL].map((type) => [type, (value: string) => value])),
};

export function preparedStatement<Row>(name: string, text: string, parameterTypes: readonly string[]): PreparedStatement<Row> {
  // One PREPARE per PGlite session, shared by concurrent first calls (a second PREPARE of a name fails).
  const preparedIn = new WeakMap<PGlite, Promise<void>>();

  return {
    async run(db, values) {
      if (values.length !== parameterTypes.length) throw new Error(`${name}: ${parameterTypes.length} values expected`);
      const client = (db as { $client?: unknown }).$client;
      if (client instanceof PGlite) {
        let prepared = preparedIn.get(client);
        if (!prepared) {
          prepared = client.exec(`PREPARE ${name}(${parameterTypes.join(', ')}) AS ${text}`).then(() => undefined);
          preparedIn.set(client, prepared);
          prepared.catch(() => preparedIn.delete(client));
        }
        await prepared;
        const literals = values.map((value) => (typeof value === 'number' ? numberLiteral(value) : pg.escapeLiteral(value)));
        // PGlite is one session: a statement sent while another request's transaction is open would run inside it
        // (and share its fate). A transaction of our own waits for that one to end.
        const result = await client.transaction((tx) => tx.query<Row>(`EXECUTE ${name}(${literals.join(', ')})`, [], TEXT_DATES));
        return result.rows;
      }
      const placeholders = values.map((_, index) => sql.placeholder(String(index)));
      const statement = db._.session.prepareQuery({ sql: text, params: placeholders }, undefined, name, false);
      return rowsOf<Row>(await statement.execute(Object.fromEntries(values.map((value, index) => [String(index), value]))));
    },
  };
}

function numberLiteral(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  return String(value);
}

function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
