import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, quoteIdentifier, type DatabaseOptions } from '../../src/db/database';
import { MIGRATIONS_FOLDER } from '../../src/db/migrate';

/** A place for one test file's data: reopenable (restart tests), removed by dispose(). */
export interface TestStorage {
  options: DatabaseOptions;
  /** The local blob store's folder (attachment files), kept across restarts like the database. */
  blobsDir: string;
  dispose(): Promise<void>;
}

export interface TestBackend {
  name: 'pglite' | 'postgres';
  createStorage(): Promise<TestStorage>;
}

const pglite: TestBackend = {
  name: 'pglite',
  async createStorage() {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'memory-server-test-'));
    await cp(await migratedPgliteTemplate(), dataDir, { recursive: true });
    const blobsDir = await createBlobsDir();
    return {
      options: { dataDir },
      blobsDir,
      dispose: async () => {
        await rm(dataDir, { recursive: true, force: true });
        await rm(blobsDir, { recursive: true, force: true });
      },
    };
  },
};

/**
 * A new PGlite folder costs an initdb (tens of seconds on a busy machine), so one migrated, closed folder per
 * migration set is kept in the temp dir and each test file starts from a private copy of it.
 */
async function migratedPgliteTemplate(): Promise<string> {
  const template = path.join(tmpdir(), `memory-server-pglite-template-${migrationsFingerprint()}`);
  if (existsSync(template)) return template;
  const building = await mkdtemp(path.join(tmpdir(), 'memory-server-pglite-building-'));
  const database = await openDatabase({ dataDir: building });
  await database.close();
  // rename is atomic: a concurrent run either sees no template or a complete one.
  await rename(building, template).catch(() => rm(building, { recursive: true, force: true }));
  return template;
}

function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

function createBlobsDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'memory-server-blobs-'));
}

/** A fresh, uniquely named schema per run on TEST_DATABASE_URL, dropped afterwards. */
function postgres(databaseUrl: string): TestBackend {
  return {
    name: 'postgres',
    async createStorage() {
      const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
      await runOnce(databaseUrl, `CREATE SCHEMA ${quoteIdentifier(schema)}`);
      const blobsDir = await createBlobsDir();
      return {
        options: { databaseUrl, dataDir: '', searchPath: schema },
        blobsDir,
        dispose: async () => {
          await runOnce(databaseUrl, `DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`);
          await rm(blobsDir, { recursive: true, force: true });
        },
      };
    },
  };
}

async function runOnce(connectionString: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function testBackends(): TestBackend[] {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  return databaseUrl ? [pglite, postgres(databaseUrl)] : [pglite];
}
