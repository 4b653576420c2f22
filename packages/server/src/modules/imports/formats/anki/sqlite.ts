// sql.js (SQLite compiled to wasm), loaded once. The wasm file is located through node's resolution from this
// module, so it is found both from src/ (tsx) and from the esbuild bundle in dist/ (sql.js stays in node_modules).
import { createRequire } from 'node:module';
import initSqlJs, { type Database, type SqlJsStatic } from 'sql.js';

let loading: Promise<SqlJsStatic> | null = null;

export function loadSqlJs(): Promise<SqlJsStatic> {
  if (!loading) {
    const wasm = createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm');
    loading = initSqlJs({ locateFile: () => wasm }).catch((error: unknown) => {
      loading = null;
      throw error;
    });
  }
  return loading;
}

export type { Database };

/** The rows of a query as objects (small result sets: schema, note types, decks). */
export function rows(db: Database, sql: string, params: (string | number)[] = []): Record<string, unknown>[] {
  const statement = db.prepare(sql);
  try {
    statement.bind(params);
    const out: Record<string, unknown>[] = [];
    while (statement.step()) out.push(statement.getAsObject());
    return out;
  } finally {
    statement.free();
  }
}

/** Runs `each` on every row, one at a time (notes, cards and revlog can be many). */
export function eachRow(db: Database, sql: string, each: (row: unknown[]) => void): void {
  const statement = db.prepare(sql);
  try {
    while (statement.step()) each(statement.get());
  } finally {
    statement.free();
  }
}
