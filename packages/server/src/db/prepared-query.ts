import type { Database } from './database';

/** What drizzle's `.prepare(name)` answers: the built query, run with the values of its placeholders. */
interface BuiltQuery<Values, Result> {
  execute(values: Values): Promise<Result>;
}

/**
 * A drizzle query built once per database object and afterwards only executed with new values (its variable parts
 * are `sql.placeholder(name)`s): for hot read paths, where building the query — walking drizzle's SQL tree, escaping
 * names, mapping the selection — cost more CPU than the database spent answering it (about 0.1 ms of a page's two
 * queries; bench/api-yardstick.ts). On PostgreSQL the name also makes it a named statement that each pooled
 * connection parses and plans once.
 *
 * The cache is per database object: the app's `db` keeps its queries for good; a transaction (another object) builds
 * its own and lets them go with it.
 */
export function preparedQuery<Values extends Record<string, unknown>, Result>(
  build: (db: Database) => BuiltQuery<Values, Result>,
): (db: Database, values: Values) => Promise<Result> {
  const built = new WeakMap<Database, BuiltQuery<Values, Result>>();
  return (db, values) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query.execute(values);
  };
}
