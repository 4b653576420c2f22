import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import path from 'node:path';
import { SERVER_ROOT } from '../paths';
import type { Database } from './database';

/** The committed drizzle-kit output (packages/server/drizzle). */
export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');

// Kept out of src/db/schema so drizzle-kit never generates a migration for its own bookkeeping.
const appliedMigrations = pgTable('__migrations', {
  hash: text('hash').primaryKey(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
});

// Any constant works; it only has to be the same for every replica so concurrent starts queue up.
const MIGRATION_LOCK_KEY = 72_416_001;

/**
 * Applies the committed migrations that this database has not seen, in one transaction.
 * Our own runner rather than drizzle's migrate(): drizzle-kit writes foreign keys as "public"."table", and the
 * test suite runs in a fresh schema per run, so schema prefixes are stripped and search_path decides.
 */
export async function applyMigrations(db: Database): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(
      sql`CREATE TABLE IF NOT EXISTS "__migrations" ("hash" text PRIMARY KEY, "created_at" bigint NOT NULL)`,
    );
    const applied = new Set((await tx.select({ hash: appliedMigrations.hash }).from(appliedMigrations)).map((row) => row.hash));
    for (const migration of migrations) {
      if (applied.has(migration.hash)) continue;
      for (const statement of migration.sql) {
        const portable = statement.replaceAll('"public".', '').trim();
        if (portable) await tx.execute(sql.raw(portable));
      }
      await tx.insert(appliedMigrations).values({ hash: migration.hash, createdAt: migration.folderMillis });
    }
  });
}
