import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as tables from './tables';
import { applyMigrations } from './migrate';

/** The one database type every query module uses; PGlite and node-postgres both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof tables>;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite under `dataDir` is used. */
  databaseUrl?: string;
  /** Folder of the embedded database (created if missing). */
  dataDir: string;
  /** PostgreSQL only: run in this schema (tests use a fresh schema per run). */
  searchPath?: string;
}

export interface OpenDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Opens the configured database and brings its schema up to date before anything else touches it. */
export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  const opened = options.databaseUrl ? openPostgres(options.databaseUrl, options.searchPath) : await openPglite(options.dataDir);
  try {
    await applyMigrations(opened.db);
  } catch (error) {
    await opened.close();
    throw error;
  }
  return opened;
}

async function openPglite(dataDir: string): Promise<OpenDatabase> {
  // PGlite does not create parent folders itself.
  mkdirSync(dataDir, { recursive: true });
  // The instance that runs initdb keeps initdb's memory for its lifetime (≈ 850 MB RSS against ≈ 370 MB for one
  // that opens an existing folder, PGlite 0.5), so a new folder is made on a thread of its own, whose memory goes
  // when it ends; this thread then opens it as it would after a restart.
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await createPgliteFolder(dataDir);
  const client = new PGlite(dataDir);
  await client.waitReady;
  return {
    db: drizzlePglite(client, { schema: tables }),
    kind: 'pglite',
    close: () => client.close(),
  };
}

async function createPgliteFolder(dataDir: string): Promise<void> {
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const initdb = `
    const { workerData } = require('node:worker_threads');
    import(workerData.pglite).then(async ({ PGlite }) => {
      const client = new PGlite(workerData.dataDir);
      await client.waitReady;
      await client.close();
    });`;
  const worker = new Worker(initdb, { eval: true, workerData: { pglite, dataDir } });
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`creating the database folder ${dataDir} failed (exit code ${code})`))));
  });
}

function openPostgres(connectionString: string, searchPath?: string): OpenDatabase {
  const pool = new pg.Pool({
    connectionString,
    ...(searchPath ? { options: `-c search_path=${quoteIdentifier(searchPath)}` } : {}),
  });
  return {
    db: drizzlePg(pool, { schema: tables }),
    kind: 'postgres',
    close: () => pool.end(),
  };
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
