import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { imports } from '../../db/schema/imports';

export type ImportRow = typeof imports.$inferSelect;

export async function insertImport(db: Database, row: typeof imports.$inferInsert): Promise<void> {
  await db.insert(imports).values(row);
}

/** Another user's import is indistinguishable from a missing one. */
export async function findOwnedImport(db: Database, userId: string, id: string): Promise<ImportRow | undefined> {
  const [row] = await db
    .select()
    .from(imports)
    .where(and(eq(imports.id, id), eq(imports.userId, userId)))
    .limit(1);
  return row;
}

export async function findImport(db: Database, id: string): Promise<ImportRow | undefined> {
  const [row] = await db.select().from(imports).where(eq(imports.id, id)).limit(1);
  return row;
}

export async function updateImport(db: Database, id: string, changes: Partial<Omit<ImportRow, 'id' | 'userId' | 'createdAt'>>): Promise<void> {
  await db.update(imports).set(changes).where(eq(imports.id, id));
}

/** Moves a PREVIEW import to RUNNING; false when it was not (any longer) a preview. */
export async function claimPreview(db: Database, userId: string, id: string, changes: Partial<ImportRow>): Promise<boolean> {
  const rows = await db
    .update(imports)
    .set({ ...changes, status: 'RUNNING' })
    .where(and(eq(imports.id, id), eq(imports.userId, userId), eq(imports.status, 'PREVIEW')))
    .returning({ id: imports.id });
  return rows.length > 0;
}

export async function deleteImport(db: Database, id: string): Promise<void> {
  await db.delete(imports).where(eq(imports.id, id));
}

export async function runningImports(db: Database): Promise<ImportRow[]> {
  return db.select().from(imports).where(eq(imports.status, 'RUNNING'));
}
