import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as tables from './tables';
import { holdDataDir } from './data-dir-lock';
import { applyMigrations } from './migrate';

const execFileAsync = promisify(execFile);

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

/**
 * PostgreSQL's 128 MB of shared buffers is sized for a server of its own; inside our process it is resident memory
 * taken from everything else (≈ 100 MB of RSS more than 32 MB, PGlite 0.5). The files stay in the OS page cache.
 * Passed when opening an existing folder only: PGlite 0.5 hangs when initdb is given start parameters.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB'];

async function openPglite(dataDir: string): Promise<OpenDatabase> {
  // PGlite does not create parent folders itself.
  mkdirSync(dataDir, { recursive: true });
  // One process per folder (data-dir-lock.ts): refused here, before anything of the folder is read or written.
  const hold = await holdDataDir(dataDir);
  try {
    return await openHeldPglite(dataDir, hold.release);
  } catch (error) {
    await hold.release();
    throw error;
  }
}

async function openHeldPglite(dataDir: string, release: () => Promise<void>): Promise<OpenDatabase> {
  // The instance that runs initdb keeps initdb's memory for its lifetime (≈ 850 MB RSS against ≈ 190 MB for one
  // that opens an existing folder, PGlite 0.5), so a new folder is made by a process of its own, whose memory all
  // goes back when it ends (a worker thread left ≈ 135 MB of it resident here); this one then opens the folder as it
  // would after a restart.
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await createPgliteFolder(dataDir);
  const client = new PGlite(dataDir, { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] });
  await client.waitReady;
  return {
    db: drizzlePglite(client, { schema: tables }),
    kind: 'pglite',
    close: async () => {
      await client.close();
      await release();
    },
  };
}

async function createPgliteFolder(dataDir: string): Promise<void> {
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const initdb = `
    const { PGlite } = await import(${JSON.stringify(pglite)});
    const client = new PGlite(process.env.PGLITE_DATA_DIR);
    await client.waitReady;
    await client.close();`;
  try {
    await execFileAsync(process.execPath, ['--input-type=module', '--eval', initdb], { env: { ...process.env, PGLITE_DATA_DIR: dataDir } });
  } catch (error) {
    throw new Error(`creating the database folder ${dataDir} failed: ${(error as { stderr?: string }).stderr || String(error)}`);
  }
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
