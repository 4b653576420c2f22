import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedQuery } from '../../db/prepared-query';
import { jarItems, jars } from '../../db/schema/jars';
import { memos } from '../../db/schema/memos';
import { reviewUnits } from '../../db/schema/reviews';

/** Every function here takes a Database or an open transaction (drizzle's transaction is a Database too). */
export type JarRow = typeof jars.$inferSelect;
export type JarItemRow = typeof jarItems.$inferSelect;
export type NewJarItem = Omit<typeof jarItems.$inferInsert, 'seq'>;

/** Our choices for a new jar: 5 points a batch, 舒缓 (SERIAL), the user's default curve. */
export const JAR_DEFAULTS = { batchSize: 5, batchMode: 'SERIAL' } as const;

/** The jar only if it belongs to `userId`: another user's jar is indistinguishable from a missing one. */
export async function findOwnedJar(db: Database, userId: string, id: string, lock = false): Promise<JarRow | undefined> {
  const query = db
    .select()
    .from(jars)
    .where(and(eq(jars.id, id), eq(jars.userId, userId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function jarIdTaken(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: jars.id }).from(jars).where(eq(jars.id, id)).limit(1);
  return row !== undefined;
}

export async function insertJar(db: Database, row: Omit<typeof jars.$inferInsert, 'seq'>): Promise<JarRow> {
  const [inserted] = await db.insert(jars).values(row).returning();
  if (!inserted) throw new Error('jar insert returned nothing');
  return inserted;
}

/** A subscriber's copy of a published jar: BUYER, NOT_STARTED, our default batch settings, no cover of its own. */
export async function insertBuyerJar(
  db: Database,
  jar: { id: string; userId: string; name: string; description: string; curveId: string; at: Date },
): Promise<JarRow> {
  return insertJar(db, {
    id: jar.id,
    userId: jar.userId,
    role: 'BUYER',
    name: jar.name,
    description: jar.description,
    coverAttachmentId: null,
    coverBlurHash: null,
    batchSize: JAR_DEFAULTS.batchSize,
    batchMode: JAR_DEFAULTS.batchMode,
    curveId: jar.curveId,
    status: 'NOT_STARTED',
    createdAt: jar.at,
    updatedAt: jar.at,
  });
}

export async function updateJar(db: Database, id: string, changes: Partial<Omit<JarRow, 'id' | 'seq' | 'userId'>>): Promise<JarRow> {
  const [row] = await db.update(jars).set(changes).where(eq(jars.id, id)).returning();
  if (!row) throw new Error(`jar ${id} vanished`);
  return row;
}

export async function deleteJarRow(db: Database, id: string): Promise<void> {
  await db.delete(jars).where(eq(jars.id, id));
}

/** The user's jars of one role, newest first. */
const myJars = and(eq(jars.userId, sql.placeholder('userId')), eq(jars.role, sql.placeholder('role')));
/** What a jar card shows (service.ts toJars): the page reads these columns only, no timestamps to map. */
const JAR_CARD_COLUMNS = {
  id: jars.id,
  name: jars.name,
  description: jars.description,
  coverAttachmentId: jars.coverAttachmentId,
  coverBlurHash: jars.coverBlurHash,
  role: jars.role,
  batchSize: jars.batchSize,
  batchMode: jars.batchMode,
  curveId: jars.curveId,
};
export type JarCardRow = Pick<JarRow, keyof typeof JAR_CARD_COLUMNS>;

// The 知识罐 page in one statement, built once (src/db/prepared-query.ts): every visit to 知识罐 asks it. The total
// rides on every row (a window count, taken before LIMIT); only a page past the end, with no row to carry it, asks
// for the count on its own.
const jarsPage = preparedQuery((db) =>
  db
    .select({ ...JAR_CARD_COLUMNS, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(jars)
    .where(myJars)
    .orderBy(desc(jars.seq))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('jars_page'),
);
const jarsCount = preparedQuery((db) => db.select({ total: count() }).from(jars).where(myJars).prepare('jars_count'));

export async function pageJars(db: Database, userId: string, role: JarRow['role'], page: number, size: number) {
  const entries = await jarsPage(db, { userId, role, limit: size, offset: (page - 1) * size });
  const total = entries[0]?.total ?? (page > 1 ? ((await jarsCount(db, { userId, role }))[0]?.total ?? 0) : 0);
  return { entries, total };
}

export async function findItem(db: Database, jarId: string, itemId: string): Promise<JarItemRow | undefined> {
  const [row] = await db
    .select()
    .from(jarItems)
    .where(and(eq(jarItems.id, itemId), eq(jarItems.jarId, jarId)))
    .limit(1);
  return row;
}

/** The jar's items in jar order (position). */
export async function pageItems(db: Database, jarId: string, page: number, size: number) {
  const [entries, [totals]] = await Promise.all([
    db
      .select()
      .from(jarItems)
      .where(eq(jarItems.jarId, jarId))
      .orderBy(asc(jarItems.position))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(jarItems).where(eq(jarItems.jarId, jarId)),
  ]);
  return { entries, total: totals?.total ?? 0 };
}

export async function nextPosition(db: Database, jarId: string): Promise<number> {
  const [row] = await db
    .select({ last: sql<number | null>`max(${jarItems.position})` })
    .from(jarItems)
    .where(eq(jarItems.jarId, jarId));
  return (row?.last ?? -1) + 1;
}

export async function insertItems(db: Database, rows: NewJarItem[]): Promise<JarItemRow[]> {
  if (rows.length === 0) return [];
  return db.insert(jarItems).values(rows).returning();
}

export async function updateItem(
  db: Database,
  id: string,
  changes: Partial<Pick<JarItemRow, 'content' | 'front' | 'tags' | 'sourceHash' | 'status' | 'updatedAt'>>,
) {
  const [row] = await db.update(jarItems).set(changes).where(eq(jarItems.id, id)).returning();
  return row;
}

// Source ids go as one array parameter (sql.param): a deck has tens of thousands of notes, more than a statement's
// parameters.

/**
 * The jar's points that came from these source notes (an earlier import of the same deck), or whose own id is one
 * of them: our exports name each note by the point's id (its Anki GUID), so importing an export back into its jar
 * finds the points it came from.
 */
export async function importedItemsOf(db: Database, jarId: string, sourceIds: readonly string[]) {
  if (sourceIds.length === 0) return [];
  const ids = sql.param([...sourceIds]);
  return db
    .select({
      id: jarItems.id,
      sourceId: jarItems.sourceId,
      sourceHash: jarItems.sourceHash,
      front: jarItems.front,
      content: jarItems.content,
      tags: jarItems.tags,
      status: jarItems.status,
      batchNo: jarItems.batchNo,
    })
    .from(jarItems)
    .where(and(eq(jarItems.jarId, jarId), or(sql`${jarItems.sourceId} = ANY(${ids}::text[])`, sql`${jarItems.id} = ANY(${ids}::text[])`)));
}

/** The jar's not-cancelled points in jar order, for an export. */
export async function exportableItems(db: Database, jarId: string) {
  return db
    .select({ id: jarItems.id, front: jarItems.front, content: jarItems.content, tags: jarItems.tags, createdAt: jarItems.createdAt })
    .from(jarItems)
    .where(and(eq(jarItems.jarId, jarId), eq(jarItems.status, 'ACTIVE')))
    .orderBy(asc(jarItems.position));
}

/**
 * The user's own jar holding most of these source notes, if any: an earlier import of the same deck (its source ids),
 * or the jar an export of ours came from (an exported note's GUID is the point's own id).
 */
export async function jarHoldingSources(db: Database, userId: string, sourceIds: readonly string[]) {
  if (sourceIds.length === 0) return undefined;
  const ids = sql.param([...sourceIds]);
  const [row] = await db
    .select({ id: jars.id, name: jars.name })
    .from(jarItems)
    .innerJoin(jars, eq(jars.id, jarItems.jarId))
    .where(
      and(
        eq(jarItems.userId, userId),
        eq(jars.role, 'CREATOR'),
        or(sql`${jarItems.sourceId} = ANY(${ids}::text[])`, sql`${jarItems.id} = ANY(${ids}::text[])`),
      ),
    )
    .groupBy(jars.id, jars.name)
    .orderBy(desc(count()))
    .limit(1);
  return row;
}

export async function deleteItemRow(db: Database, id: string): Promise<void> {
  await db.delete(jarItems).where(eq(jarItems.id, id));
}

export async function itemIdsOfJar(db: Database, jarId: string): Promise<string[]> {
  return (await db.select({ id: jarItems.id }).from(jarItems).where(eq(jarItems.jarId, jarId))).map((row) => row.id);
}

/** Not-cancelled items still waiting for a batch of the current round, in jar order. */
export async function waitingItems(db: Database, jarId: string, limit: number): Promise<JarItemRow[]> {
  return db
    .select()
    .from(jarItems)
    .where(and(eq(jarItems.jarId, jarId), eq(jarItems.status, 'ACTIVE'), isNull(jarItems.batchNo)))
    .orderBy(asc(jarItems.position))
    .limit(limit);
}

export async function markIntroduced(db: Database, itemIds: readonly string[], batchNo: number, day: string): Promise<void> {
  if (itemIds.length > 0) await db.update(jarItems).set({ batchNo, introducedDay: day }).where(inArray(jarItems.id, [...itemIds]));
}

/**
 * Items that entered the schedule with a history from elsewhere: batch 0 (introduced by no batch, so no batch post
 * and no batch rhythm waits on them), introduced on the day of their first review there.
 */
export async function markEnteredWithHistory(db: Database, entered: ReadonlyArray<{ id: string; day: string }>): Promise<void> {
  if (entered.length === 0) return;
  await db
    .update(jarItems)
    .set({ batchNo: 0, introducedDay: sql`v.day` })
    .from(sql`jsonb_to_recordset(${JSON.stringify(entered)}::jsonb) AS v(id text, day date)`)
    .where(sql`${jarItems.id} = v.id`);
}

/** A new round: every item waits again. */
export async function resetIntroductions(db: Database, jarId: string): Promise<void> {
  await db.update(jarItems).set({ batchNo: null, introducedDay: null }).where(eq(jarItems.jarId, jarId));
}

/** Counts for progress: not-cancelled items, how many of them the round introduced, and the last introduced. */
export async function progressCounts(db: Database, jarId: string) {
  const [totals] = await db
    .select({
      active: sql<number>`count(*) FILTER (WHERE ${jarItems.status} = 'ACTIVE')::integer`,
      introduced: sql<number>`count(*) FILTER (WHERE ${jarItems.status} = 'ACTIVE' AND ${jarItems.batchNo} IS NOT NULL)::integer`,
    })
    .from(jarItems)
    .where(eq(jarItems.jarId, jarId));
  const [last] = await db
    .select({ id: jarItems.id })
    .from(jarItems)
    .where(and(eq(jarItems.jarId, jarId), eq(jarItems.status, 'ACTIVE'), isNotNull(jarItems.batchNo)))
    .orderBy(desc(jarItems.batchNo), desc(jarItems.position))
    .limit(1);
  return { active: totals?.active ?? 0, introduced: totals?.introduced ?? 0, current: last?.id ?? null };
}

/** Whether the jar still has a review to come (due, or held while paused). */
export async function hasPendingUnits(db: Database, jarId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: reviewUnits.id })
    .from(reviewUnits)
    .where(and(eq(reviewUnits.jarId, jarId), or(isNotNull(reviewUnits.dueDay), isNotNull(reviewUnits.heldDueDay))))
    .limit(1);
  return row !== undefined;
}

/** The caller's memos among `ids` (any status: their content can still be copied). */
export async function ownedMemos(db: Database, userId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: memos.id, content: memos.content })
    .from(memos)
    .where(and(eq(memos.userId, userId), inArray(memos.id, [...ids])));
}
