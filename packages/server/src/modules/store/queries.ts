import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { jarItems, jars } from '../../db/schema/jars';
import { categories, publishedJars, publishTasks } from '../../db/schema/marketplace';

export type PublishTaskRow = typeof publishTasks.$inferSelect;

/** A task with the names the publish records show. */
const taskColumns = { task: publishTasks, jarName: jars.name, categoryName: categories.name };

export async function insertTask(db: Database, row: Omit<typeof publishTasks.$inferInsert, 'seq'>): Promise<PublishTaskRow> {
  const [inserted] = await db.insert(publishTasks).values(row).returning();
  if (!inserted) throw new Error('publish task insert returned nothing');
  return inserted;
}

export async function findTask(db: Database, id: string, lock = false): Promise<PublishTaskRow | undefined> {
  const query = db.select().from(publishTasks).where(eq(publishTasks.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateTask(db: Database, id: string, changes: Partial<Pick<PublishTaskRow, 'status' | 'reason' | 'updatedAt' | 'type' | 'categoryId' | 'tags'>>) {
  const [row] = await db.update(publishTasks).set(changes).where(eq(publishTasks.id, id)).returning();
  if (!row) throw new Error(`publish task ${id} vanished`);
  return row;
}

export async function jarInReview(db: Database, jarId: string, exceptTaskId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: publishTasks.id })
    .from(publishTasks)
    .where(and(eq(publishTasks.jarId, jarId), eq(publishTasks.status, 'PUBLISHING'), exceptTaskId ? sql`${publishTasks.id} <> ${exceptTaskId}` : undefined))
    .limit(1);
  return row !== undefined;
}

/** The jar's 已发布 record: one per jar (publish updates it in place, republish refuses while it exists). */
export async function publishedTaskOf(db: Database, jarId: string): Promise<PublishTaskRow | undefined> {
  const [row] = await db
    .select()
    .from(publishTasks)
    .where(and(eq(publishTasks.jarId, jarId), eq(publishTasks.status, 'PUBLISHED')))
    .orderBy(desc(publishTasks.seq))
    .limit(1);
  return row;
}

export async function itemCount(db: Database, jarId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(jarItems).where(eq(jarItems.jarId, jarId));
  return row?.total ?? 0;
}

/** Tasks newest first: one user's, or everyone's (the moderator), optionally of one status. */
export async function pageTasks(
  db: Database,
  filter: { userId?: string; status?: PublishTaskRow['status']; jarId?: string },
  page: number,
  size: number,
) {
  const where = and(
    filter.userId ? eq(publishTasks.userId, filter.userId) : undefined,
    filter.jarId ? eq(publishTasks.jarId, filter.jarId) : undefined,
    filter.status ? eq(publishTasks.status, filter.status) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select(taskColumns)
      .from(publishTasks)
      .innerJoin(jars, eq(jars.id, publishTasks.jarId))
      .innerJoin(categories, eq(categories.id, publishTasks.categoryId))
      .where(where)
      .orderBy(desc(publishTasks.seq))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(publishTasks).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function taskWithNames(db: Database, id: string) {
  const [row] = await db
    .select(taskColumns)
    .from(publishTasks)
    .innerJoin(jars, eq(jars.id, publishTasks.jarId))
    .innerJoin(categories, eq(categories.id, publishTasks.categoryId))
    .where(eq(publishTasks.id, id))
    .limit(1);
  return row;
}

/** Publishes (or re-publishes with new name, category and tags) a jar; its counters are kept. */
export async function upsertPublished(db: Database, row: Omit<typeof publishedJars.$inferInsert, 'seq' | 'totalSubscribes' | 'totalStars'>) {
  await db
    .insert(publishedJars)
    .values(row)
    .onConflictDoUpdate({
      target: publishedJars.jarId,
      set: { name: row.name, nameKey: row.nameKey, type: row.type, price: row.price, categoryId: row.categoryId, tags: row.tags, searchText: row.searchText, grams: row.grams },
    });
}

/** The creator's published jars, newest first, optionally of one type. */
export async function pageStoreJars(db: Database, userId: string, type: 'FREE' | 'PAID' | undefined, page: number, size: number) {
  const where = and(eq(publishedJars.userId, userId), type ? eq(publishedJars.type, type) : undefined);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(publishedJars)
      .where(where)
      .orderBy(desc(publishedJars.seq))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(publishedJars).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
