import { asc, count } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { categories } from '../../db/tables';

export type CategoryRow = typeof categories.$inferSelect;

export async function listCategories(db: Database): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.position), asc(categories.name));
}

export async function countCategories(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(categories);
  return row?.total ?? 0;
}

export async function insertCategories(db: Database, rows: CategoryRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(categories).values(rows).onConflictDoNothing();
}
