// The account_exports rows, and the reads of 下载我的数据: everything one user owns, section by section and page by
// page (never one long transaction: on PGlite that would hold the only connection for the whole export).
import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { curves } from '../../db/schema/curves';
import { accountExports } from '../../db/schema/exports';
import { jarItems, jars } from '../../db/schema/jars';
import { publishTasks, stars, subscriptions } from '../../db/schema/marketplace';
import { memoTagLinks, memoTags, memos } from '../../db/schema/memos';
import { orders } from '../../db/schema/orders';
import { reviewUnits, reviews } from '../../db/schema/reviews';
import { userSettings } from '../../db/schema/settings';
import { accounts, users } from '../../db/schema/users';

export type AccountExportRow = typeof accountExports.$inferSelect;

export async function insertExport(db: Database, row: typeof accountExports.$inferInsert): Promise<void> {
  await db.insert(accountExports).values(row);
}

/** Another user's export is indistinguishable from a missing one. */
export async function findOwnedExport(db: Database, userId: string, id: string): Promise<AccountExportRow | undefined> {
  const [row] = await db
    .select()
    .from(accountExports)
    .where(and(eq(accountExports.id, id), eq(accountExports.userId, userId)))
    .limit(1);
  return row;
}

export async function findExport(db: Database, id: string): Promise<AccountExportRow | undefined> {
  const [row] = await db.select().from(accountExports).where(eq(accountExports.id, id)).limit(1);
  return row;
}

export async function exportsOfUser(db: Database, userId: string): Promise<AccountExportRow[]> {
  return db.select().from(accountExports).where(eq(accountExports.userId, userId)).orderBy(desc(accountExports.createdAt));
}

export async function updateExport(db: Database, id: string, changes: Partial<Omit<AccountExportRow, 'id' | 'userId' | 'createdAt'>>): Promise<void> {
  await db.update(accountExports).set(changes).where(eq(accountExports.id, id));
}

export async function deleteExports(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(accountExports).where(inArray(accountExports.id, [...ids]));
}

export async function runningExports(db: Database): Promise<AccountExportRow[]> {
  return db.select().from(accountExports).where(eq(accountExports.status, 'RUNNING'));
}

// ---- the user's data ----

/** The profile: no secrets live in users (passwords and tokens are the OpenID provider's, in other tables). */
export async function profileOf(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      avatarAttachmentId: users.avatarAttachmentId,
      createdAt: users.createdAt,
      plan: accounts.type,
      planExpiredAt: accounts.expiredAt,
    })
    .from(users)
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function settingsOf(db: Database, userId: string) {
  return db.select({ name: userSettings.name, value: userSettings.value, updatedAt: userSettings.updatedAt }).from(userSettings).where(eq(userSettings.userId, userId)).orderBy(asc(userSettings.name));
}

/** The user's own curves, deleted ones too (memos on them keep their steps). System curves are named by id. */
export async function curvesOf(db: Database, userId: string) {
  return db
    .select({ id: curves.id, name: curves.name, description: curves.description, steps: curves.steps, createdAt: curves.createdAt, deletedAt: curves.deletedAt })
    .from(curves)
    .where(eq(curves.userId, userId))
    .orderBy(asc(curves.createdAt));
}

/** One page of memos, oldest first, after `afterSeq`. */
export async function memoPage(db: Database, userId: string, afterSeq: number, size: number) {
  return db
    .select({
      seq: memos.seq,
      id: memos.id,
      content: memos.content,
      aiExplained: memos.aiExplained,
      curveId: memos.curveId,
      status: memos.status,
      createdDay: memos.createdDay,
      sourceId: memos.sourceId,
      createdAt: memos.createdAt,
      updatedAt: memos.updatedAt,
    })
    .from(memos)
    .where(and(eq(memos.userId, userId), gt(memos.seq, afterSeq)))
    .orderBy(asc(memos.seq))
    .limit(size);
}

export async function tagsOfMemos(db: Database, memoIds: readonly string[]) {
  if (memoIds.length === 0) return [];
  return db
    .select({ memoId: memoTagLinks.memoId, name: memoTags.name })
    .from(memoTagLinks)
    .innerJoin(memoTags, eq(memoTags.id, memoTagLinks.tagId))
    .where(inArray(memoTagLinks.memoId, [...memoIds]))
    .orderBy(asc(memoTagLinks.memoId), asc(memoTagLinks.position));
}

const reviewColumns = {
  unitId: reviews.unitId,
  reviewIndex: reviews.reviewIndex,
  day: reviews.day,
  curveId: reviews.curveId,
  hidden: reviews.hidden,
  revealed: reviews.revealed,
  grade: reviews.grade,
  source: reviews.source,
  gradedAt: reviews.gradedAt,
  importedFrom: reviews.importedFrom,
};

/** The reviews of these units (a memo's unit id is the memo's id), in order. */
export async function reviewsOfUnits(db: Database, userId: string, unitIds: readonly string[]) {
  if (unitIds.length === 0) return [];
  return db
    .select(reviewColumns)
    .from(reviews)
    .where(and(eq(reviews.userId, userId), sql`${reviews.unitId} = ANY(${sql.param([...unitIds])}::text[])`))
    .orderBy(asc(reviews.unitId), asc(reviews.reviewIndex));
}

/**
 * Reviews whose unit is gone and that are no memo's: a jar item's in an earlier round, a deleted jar's. They stay
 * the learner's history (retention counts them), so the export lists them apart, a page at a time.
 */
export async function orphanReviewPage(db: Database, userId: string, after: { unitId: string; reviewIndex: number } | null, size: number) {
  const afterKey = after ? or(gt(reviews.unitId, after.unitId), and(eq(reviews.unitId, after.unitId), gt(reviews.reviewIndex, after.reviewIndex))) : undefined;
  return db
    .select(reviewColumns)
    .from(reviews)
    .where(
      and(
        eq(reviews.userId, userId),
        afterKey,
        sql`NOT EXISTS (SELECT 1 FROM ${memos} m WHERE m.id = ${reviews.unitId})`,
        sql`NOT EXISTS (SELECT 1 FROM ${reviewUnits} u WHERE u.id = ${reviews.unitId})`,
      ),
    )
    .orderBy(asc(reviews.unitId), asc(reviews.reviewIndex))
    .limit(size);
}

export async function jarsOf(db: Database, userId: string) {
  return db
    .select({
      id: jars.id,
      role: jars.role,
      name: jars.name,
      description: jars.description,
      coverAttachmentId: jars.coverAttachmentId,
      batchSize: jars.batchSize,
      batchMode: jars.batchMode,
      curveId: jars.curveId,
      status: jars.status,
      round: jars.round,
      createdAt: jars.createdAt,
      updatedAt: jars.updatedAt,
    })
    .from(jars)
    .where(eq(jars.userId, userId))
    .orderBy(asc(jars.seq));
}

/** Every point of the jar (放弃 ones too), in jar order. */
export async function pointsOf(db: Database, jarId: string) {
  return db
    .select({
      id: jarItems.id,
      position: jarItems.position,
      front: jarItems.front,
      content: jarItems.content,
      tags: jarItems.tags,
      status: jarItems.status,
      batchNo: jarItems.batchNo,
      introducedDay: jarItems.introducedDay,
      sourceId: jarItems.sourceId,
      createdAt: jarItems.createdAt,
      updatedAt: jarItems.updatedAt,
    })
    .from(jarItems)
    .where(eq(jarItems.jarId, jarId))
    .orderBy(asc(jarItems.position));
}

/** The jar's units that still exist: an item's (this round) and the batch posts'. */
export async function unitsOfJar(db: Database, jarId: string) {
  return db
    .select({ id: reviewUnits.id, kind: reviewUnits.kind, jarItemId: reviewUnits.jarItemId, batchNo: reviewUnits.batchNo })
    .from(reviewUnits)
    .where(eq(reviewUnits.jarId, jarId));
}

export async function subscriptionsOf(db: Database, userId: string) {
  return db
    .select({ buyerJarId: subscriptions.buyerJarId, sourceJarId: subscriptions.sourceJarId, createdAt: subscriptions.createdAt, syncedAt: subscriptions.syncedAt })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.createdAt));
}

export async function starsOf(db: Database, userId: string) {
  return db.select({ jarId: stars.jarId, createdAt: stars.createdAt }).from(stars).where(eq(stars.userId, userId)).orderBy(asc(stars.seq));
}

export async function publishTasksOf(db: Database, userId: string) {
  return db
    .select({
      id: publishTasks.id,
      jarId: publishTasks.jarId,
      type: publishTasks.type,
      categoryId: publishTasks.categoryId,
      tags: publishTasks.tags,
      status: publishTasks.status,
      reason: publishTasks.reason,
      createdAt: publishTasks.createdAt,
      updatedAt: publishTasks.updatedAt,
    })
    .from(publishTasks)
    .where(eq(publishTasks.userId, userId))
    .orderBy(asc(publishTasks.seq));
}

export async function ordersOf(db: Database, userId: string) {
  return db
    .select({
      id: orders.id,
      type: orders.type,
      name: orders.name,
      status: orders.status,
      price: orders.price,
      count: orders.count,
      total: orders.total,
      provider: orders.provider,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      closedAt: orders.closedAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.createdAt));
}
