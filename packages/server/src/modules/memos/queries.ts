import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { memoTagLinks, memoTags, memos } from '../../db/schema/memos';

export type MemoRow = typeof memos.$inferSelect;
/** A memo as written; sourceId only for imported ones. */
export type MemoFields = Omit<MemoRow, 'seq' | 'sourceId'> & { sourceId?: string | null };

/**
 * Inserts the memo and links its tags (creating the user's tag rows on first use), then runs `alsoInTransaction`
 * (schedule, attachments): all or nothing.
 */
export async function insertMemoWithTags(
  db: Database,
  memo: MemoFields,
  tags: readonly string[],
  alsoInTransaction: (tx: Database) => Promise<void> = async () => {},
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(memos).values(memo);
    await linkTags(tx, memo, tags);
    await alsoInTransaction(tx);
  });
}

async function linkTags(tx: Database, memo: MemoFields, tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  await tx
    .insert(memoTags)
    .values(tags.map((name) => ({ id: randomUUID(), userId: memo.userId, name, createdAt: memo.createdAt })))
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: memoTags.id, name: memoTags.name })
    .from(memoTags)
    .where(and(eq(memoTags.userId, memo.userId), inArray(memoTags.name, [...tags])));
  const idByName = new Map(rows.map((row) => [row.name, row.id]));
  await tx.insert(memoTagLinks).values(
    tags.map((name, position) => {
      const tagId = idByName.get(name);
      if (!tagId) throw new Error(`tag row missing for ${name}`);
      return { memoId: memo.id, tagId, position };
    }),
  );
}

/** Of these source ids (an import), the ones the user's memos already came from. */
export async function importedSourceIds(db: Database, userId: string, sourceIds: readonly string[]): Promise<Set<string>> {
  if (sourceIds.length === 0) return new Set();
  const rows = await db
    .select({ sourceId: memos.sourceId })
    .from(memos)
    .where(and(eq(memos.userId, userId), inArray(memos.sourceId, [...sourceIds])));
  return new Set(rows.flatMap((row) => (row.sourceId ? [row.sourceId] : [])));
}

/** The memo only if it belongs to `userId`: another user's memo is indistinguishable from a missing one. */
export async function findOwnedMemo(db: Database, userId: string, id: string): Promise<MemoRow | undefined> {
  const [row] = await db
    .select()
    .from(memos)
    .where(and(eq(memos.id, id), eq(memos.userId, userId)))
    .limit(1);
  return row;
}

/** Tag names per memo id, in the order they were typed. */
export async function tagsOfMemos(db: Database, memoIds: readonly string[]): Promise<Map<string, string[]>> {
  const byMemo = new Map<string, string[]>(memoIds.map((id) => [id, []]));
  if (memoIds.length === 0) return byMemo;
  const rows = await db
    .select({ memoId: memoTagLinks.memoId, name: memoTags.name })
    .from(memoTagLinks)
    .innerJoin(memoTags, eq(memoTags.id, memoTagLinks.tagId))
    .where(inArray(memoTagLinks.memoId, [...memoIds]))
    .orderBy(asc(memoTagLinks.position));
  for (const row of rows) byMemo.get(row.memoId)?.push(row.name);
  return byMemo;
}

/** The user's active memos, newest first. */
export async function pageActiveMemos(db: Database, userId: string, page: number, size: number) {
  const mine = and(eq(memos.userId, userId), eq(memos.status, 'ACTIVE'));
  const [entries, [totals]] = await Promise.all([
    db
      .select()
      .from(memos)
      .where(mine)
      .orderBy(desc(memos.seq))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(memos).where(mine),
  ]);
  return { entries, total: totals?.total ?? 0 };
}

export async function updateMemo(
  db: Database,
  userId: string,
  id: string,
  changes: Partial<Pick<MemoRow, 'content' | 'status' | 'updatedAt'>>,
): Promise<MemoRow | undefined> {
  const [row] = await db
    .update(memos)
    .set(changes)
    .where(and(eq(memos.id, id), eq(memos.userId, userId)))
    .returning();
  return row;
}

/** `%` and `_` typed by the user are literal characters, not wildcards. */
function containing(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The user's tags (optionally containing `keyword`), most used by active memos first. */
export async function pageTagsOfUser(db: Database, userId: string, keyword: string, page: number, size: number) {
  const mine = and(eq(memoTags.userId, userId), keyword ? ilike(memoTags.name, containing(keyword)) : undefined);
  const memoCount = sql<number>`count(${memos.id})::integer`;
  const [entries, [totals]] = await Promise.all([
    db
      .select({ id: memoTags.id, name: memoTags.name, memoCount })
      .from(memoTags)
      .leftJoin(memoTagLinks, eq(memoTagLinks.tagId, memoTags.id))
      .leftJoin(memos, and(eq(memos.id, memoTagLinks.memoId), eq(memos.status, 'ACTIVE')))
      .where(mine)
      .groupBy(memoTags.id, memoTags.name)
      .orderBy(desc(memoCount), asc(memoTags.name))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(memoTags).where(mine),
  ]);
  return { entries, total: totals?.total ?? 0 };
}

export async function findOwnedTag(db: Database, userId: string, tagId: string) {
  const [row] = await db
    .select()
    .from(memoTags)
    .where(and(eq(memoTags.id, tagId), eq(memoTags.userId, userId)))
    .limit(1);
  return row;
}

/** Active memos carrying the tag, newest first. */
export async function pageActiveMemosOfTag(db: Database, userId: string, tagId: string, page: number, size: number) {
  const tagged = and(eq(memoTagLinks.tagId, tagId), eq(memos.userId, userId), eq(memos.status, 'ACTIVE'));
  const [entries, [totals]] = await Promise.all([
    db
      .select({ memo: memos })
      .from(memos)
      .innerJoin(memoTagLinks, eq(memoTagLinks.memoId, memos.id))
      .where(tagged)
      .orderBy(desc(memos.seq))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(memos).innerJoin(memoTagLinks, eq(memoTagLinks.memoId, memos.id)).where(tagged),
  ]);
  return { entries: entries.map((row) => row.memo), total: totals?.total ?? 0 };
}
