import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { jarItems, jars } from '../../db/schema/jars';
import { categories, publishedJars, stars, subscriptions } from '../../db/schema/marketplace';
import { documentGrams, escapeLike, normaliseSearchText, queryGrams, searchTextOf } from '../../domain/search-grams';

type CategoryRow = typeof categories.$inferSelect;
export type PublishedJarRow = typeof publishedJars.$inferSelect;

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

export async function findCategory(db: Database, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  return row;
}

export interface SearchFilter {
  keyword?: string | undefined;
  categoryId?: string | undefined;
  tag?: string | undefined;
}

/** Totals count at most this many matches (200 pages of 5): counting every match of a common character is waste. */
export const SEARCH_TOTAL_CAP = 1000;

const byRank = [desc(publishedJars.totalSubscribes), desc(publishedJars.totalStars), desc(publishedJars.seq)];

/**
 * The parts of a marketplace search: `where` (every filter), `head` (of those, names starting with the keyword) and
 * the order: exact name, then name prefixes, then subscribers, stars, newest. Search runs the head and the rest
 * (`where AND NOT head`, in rank order) apart, so a common keyword can walk the rank index and stop at the page.
 */
export function searchConditions(filter: SearchFilter): { where: SQL | undefined; head: SQL | undefined; order: SQL[] } {
  const conditions: SQL[] = [];
  const keyword = filter.keyword ? normaliseSearchText(filter.keyword) : '';
  let head: SQL | undefined;
  const order: SQL[] = [];
  if (keyword) {
    const grams = queryGrams(keyword);
    if (grams.length > 0) conditions.push(sql`${publishedJars.grams} @> ${toTextArray(grams)}`);
    conditions.push(sql`${publishedJars.searchText} LIKE ${`%${escapeLike(keyword)}%`}`);
    head = sql`${publishedJars.nameKey} LIKE ${`${escapeLike(keyword)}%`}`;
    order.push(sql`(${publishedJars.nameKey} = ${keyword}) DESC`, sql`(${head}) DESC`);
  }
  if (filter.categoryId) conditions.push(eq(publishedJars.categoryId, filter.categoryId));
  if (filter.tag) conditions.push(sql`${publishedJars.tags} @> ${toTextArray([filter.tag.trim()])}`);
  return { where: conditions.length > 0 ? and(...conditions) : undefined, head, order: [...order, ...byRank] };
}

/** A text[] parameter that both drivers bind the same way. */
function toTextArray(values: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

async function cappedCount(db: Database, where: SQL | undefined): Promise<number> {
  const matches = db.select({ one: sql`1` }).from(publishedJars).where(where).limit(SEARCH_TOTAL_CAP).as('matches');
  const [row] = await db.select({ total: count() }).from(matches);
  return row?.total ?? 0;
}

function ranked(db: Database, where: SQL | undefined, order: SQL[], limit: number, offset: number) {
  return db.select().from(publishedJars).where(where).orderBy(...order).limit(limit).offset(offset);
}

/** One page of published jars matching the filter, and how many match (at most SEARCH_TOTAL_CAP). */
export async function searchPublished(db: Database, filter: SearchFilter, page: number, size: number) {
  const { where, head, order } = searchConditions(filter);
  const offset = (page - 1) * size;
  if (!head) {
    const [rows, total] = await Promise.all([ranked(db, where, byRank, size, offset), cappedCount(db, where)]);
    return { rows, total };
  }
  const headWhere = and(where, head);
  const [heads, total] = await Promise.all([cappedCount(db, headWhere), cappedCount(db, where)]);
  const rest = and(where, sql`NOT (${head})`);
  if (offset >= heads) return { rows: await ranked(db, rest, byRank, size, offset - heads), total };
  const rows = await ranked(db, headWhere, order, size, offset);
  if (rows.length < size) rows.push(...(await ranked(db, rest, byRank, size - rows.length, 0)));
  return { rows, total };
}

export async function findPublished(db: Database, jarId: string, lock = false): Promise<PublishedJarRow | undefined> {
  const query = db.select().from(publishedJars).where(eq(publishedJars.jarId, jarId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** What a public card shows besides the published row: the live description and cover, the item count. */
export async function cardDetails(db: Database, jarIds: readonly string[]) {
  const details = new Map<string, { description: string; coverAttachmentId: string | null; coverBlurHash: string | null; totalItems: number }>();
  if (jarIds.length === 0) return details;
  const [rows, counts] = await Promise.all([
    db
      .select({ id: jars.id, description: jars.description, coverAttachmentId: jars.coverAttachmentId, coverBlurHash: jars.coverBlurHash })
      .from(jars)
      .where(inArray(jars.id, [...jarIds])),
    db
      .select({ jarId: jarItems.jarId, total: count() })
      .from(jarItems)
      .where(inArray(jarItems.jarId, [...jarIds]))
      .groupBy(jarItems.jarId),
  ]);
  const totals = new Map(counts.map((row) => [row.jarId, row.total]));
  for (const row of rows) details.set(row.id, { ...row, totalItems: totals.get(row.id) ?? 0 });
  return details;
}

/** Which of these public jars the user subscribed to (public jar id → the user's buyer jar id) and starred. */
export async function relationsOf(db: Database, userId: string, jarIds: readonly string[]) {
  if (jarIds.length === 0) return { subscribed: new Map<string, string>(), starred: new Set<string>() };
  const [subscribed, starred] = await Promise.all([
    db
      .select({ id: subscriptions.sourceJarId, buyerJarId: subscriptions.buyerJarId })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.sourceJarId, [...jarIds]))),
    db
      .select({ id: stars.jarId })
      .from(stars)
      .where(and(eq(stars.userId, userId), inArray(stars.jarId, [...jarIds]))),
  ]);
  return { subscribed: new Map(subscribed.map((row) => [row.id, row.buyerJarId])), starred: new Set(starred.map((row) => row.id)) };
}

/** The creator's first knowledge points, in jar order (the public page's preview). */
export async function previewItems(db: Database, jarId: string, limit: number) {
  return db
    .select({ id: jarItems.id, content: jarItems.content, front: jarItems.front })
    .from(jarItems)
    .where(eq(jarItems.jarId, jarId))
    .orderBy(asc(jarItems.position))
    .limit(limit);
}

/** Tags of published jars, most used first, then by their jars' subscribers. */
export async function hotTags(db: Database, size: number): Promise<string[]> {
  const tag = sql<string>`tag`;
  const rows = await db
    .select({ tag })
    .from(sql`${publishedJars}, unnest(${publishedJars.tags}) AS tag`)
    .groupBy(tag)
    .orderBy(sql`count(*) DESC`, sql`sum(${publishedJars.totalSubscribes}) DESC`, tag)
    .limit(size);
  return rows.map((row) => row.tag);
}

export async function insertStar(db: Database, userId: string, jarId: string, at: Date): Promise<void> {
  await db.insert(stars).values({ userId, jarId, createdAt: at }).onConflictDoNothing();
}

/** Whether there was a star to remove. */
export async function deleteStar(db: Database, userId: string, jarId: string): Promise<boolean> {
  const removed = await db
    .delete(stars)
    .where(and(eq(stars.userId, userId), eq(stars.jarId, jarId)))
    .returning({ jarId: stars.jarId });
  return removed.length > 0;
}

/** The user's starred public jars, newest star first. */
export async function pageStars(db: Database, userId: string, page: number, size: number) {
  const mine = eq(stars.userId, userId);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ jar: publishedJars })
      .from(stars)
      .innerJoin(publishedJars, eq(publishedJars.jarId, stars.jarId))
      .where(mine)
      .orderBy(desc(stars.seq))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(stars).where(mine),
  ]);
  return { rows: rows.map((row) => row.jar), total: totals?.total ?? 0 };
}

/**
 * A published jar's description (简介) changed: its search terms follow, so search by description finds what the
 * jar says now. The listed name and tags stay as approved.
 */
export async function refreshPublishedDescription(db: Database, jarId: string, description: string): Promise<void> {
  const [row] = await db.select({ name: publishedJars.name, tags: publishedJars.tags }).from(publishedJars).where(eq(publishedJars.jarId, jarId)).limit(1);
  if (!row) return;
  const searchText = searchTextOf(row.name, row.tags, description);
  await db.update(publishedJars).set({ searchText, grams: documentGrams(searchText) }).where(eq(publishedJars.jarId, jarId));
}
