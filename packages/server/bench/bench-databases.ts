// Throwaway databases for the benchmarks: a PGlite folder in the temporary folder, or a schema of its own in the
// PostgreSQL of BENCH_DATABASE_URL / TEST_DATABASE_URL; each comes with a blob folder and is removed by `cleanup`.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, quoteIdentifier, type OpenDatabase } from '../src/db/database';

export interface BenchDatabase {
  database: OpenDatabase;
  blobsDir: string;
  cleanup(): Promise<void>;
}

/** The PostgreSQL the benchmarks may use, if one is configured. */
export const benchDatabaseUrl = (): string | undefined => process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

export async function openBenchPglite(name: string): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `memory-${name}-`));
  return {
    database: await openDatabase({ dataDir }),
    blobsDir: path.join(dataDir, 'blobs'),
    cleanup: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** A schema named after the benchmark and this process, created now and dropped by `cleanup`. */
export async function openBenchPostgres(databaseUrl: string, name: string): Promise<BenchDatabase> {
  const schema = `${name.replace(/\W/g, '_')}_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE SCHEMA ${quoteIdentifier(schema)}`);
  const blobsDir = await mkdtemp(path.join(tmpdir(), `memory-${name}-blobs-`));
  return {
    database: await openDatabase({ databaseUrl, dataDir: '', searchPath: schema }),
    blobsDir,
    async cleanup() {
      await admin(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`);
      await rm(blobsDir, { recursive: true, force: true });
    },
  };
}
