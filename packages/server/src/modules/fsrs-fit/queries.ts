import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { FSRS_MIN_REVIEWS, SMART_CURVE_ID, type Grade } from '@memory/contracts';
import type { Database } from '../../db/database';
import { fsrsFits, fsrsParameters } from '../../db/schema/fsrs';
import type { UnitOfReviews, UnitReview } from './items';
import { groupByUnit } from './items';

export type FitRow = typeof fsrsFits.$inferSelect;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * The units whose history trains a learner's parameters: every unit with a review on 智能曲线 (memos, jar items,
 * imported Anki history), with ALL its recorded reviews (those from before it moved onto 智能曲线 are part of its
 * memory's story too), by unit then review index, with the unit's kind and entry day when its row still exists.
 */
export async function smartUnitsOfUser(db: Database, userId: string): Promise<UnitOfReviews[]> {
  const rows = rowsOf<{ unit_id: string; review_index: number; day: string; grade: Grade | null; kind: UnitOfReviews['kind']; entered_day: string | null }>(
    await db.execute(sql`
      SELECT r.unit_id, r.review_index, r.day::text AS day, r.grade, u.kind, u.entered_day::text AS entered_day
      FROM reviews r LEFT JOIN review_units u ON u.id = r.unit_id AND u.user_id = r.user_id
      WHERE r.user_id = ${userId}
        AND r.unit_id IN (SELECT DISTINCT unit_id FROM reviews WHERE user_id = ${userId} AND curve_id = ${SMART_CURVE_ID})
      ORDER BY r.unit_id, r.review_index`),
  );
  return groupByUnit(
    rows.map((row): UnitReview & { kind: UnitOfReviews['kind']; enteredDay: string | null } => ({
      unitId: row.unit_id,
      index: row.review_index,
      day: row.day,
      grade: row.grade,
      kind: row.kind,
      enteredDay: row.entered_day,
    })),
  );
}

/** Graded reviews after the first of the units a fit trains on (the status's count; items.ts's labels, in SQL). */
export async function gradedSmartReviews(db: Database, userId: string): Promise<number> {
  const [row] = rowsOf<{ count: number }>(
    await db.execute(sql`
      SELECT count(*)::integer AS count FROM reviews r
      WHERE r.user_id = ${userId} AND r.grade IS NOT NULL AND r.review_index > 0
        AND r.unit_id IN (SELECT DISTINCT unit_id FROM reviews WHERE user_id = ${userId} AND curve_id = ${SMART_CURVE_ID})`),
  );
  return row?.count ?? 0;
}

/** Queues a fit; null when one is already queued or running for this user (the partial unique index). */
export async function insertFit(db: Database, fit: { id: string; userId: string; trigger: 'AUTO' | 'REQUEST'; at: Date }): Promise<FitRow | null> {
  const [row] = await db
    .insert(fsrsFits)
    .values({ id: fit.id, userId: fit.userId, trigger: fit.trigger, status: 'QUEUED', requestedAt: fit.at })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function fitById(db: Database, userId: string, id: string): Promise<FitRow | null> {
  const [row] = await db.select().from(fsrsFits).where(and(eq(fsrsFits.id, id), eq(fsrsFits.userId, userId)));
  return row ?? null;
}

/** The job's claim: QUEUED (or RUNNING again, after a runner died) becomes RUNNING; null when already finished. */
export async function claimFit(db: Database, id: string): Promise<FitRow | null> {
  const [row] = await db
    .update(fsrsFits)
    .set({ status: 'RUNNING' })
    .where(and(eq(fsrsFits.id, id), inArray(fsrsFits.status, ['QUEUED', 'RUNNING'])))
    .returning();
  return row ?? null;
}

export async function finishFit(db: Database, id: string, values: Partial<typeof fsrsFits.$inferInsert>): Promise<void> {
  await db.update(fsrsFits).set(values).where(eq(fsrsFits.id, id));
}

export async function recentFits(db: Database, userId: string, limit: number): Promise<FitRow[]> {
  return db.select().from(fsrsFits).where(eq(fsrsFits.userId, userId)).orderBy(desc(fsrsFits.requestedAt), desc(fsrsFits.id)).limit(limit);
}

/** Every fit of the learner, oldest first (下载我的数据). */
export async function allFits(db: Database, userId: string): Promise<FitRow[]> {
  return db.select().from(fsrsFits).where(eq(fsrsFits.userId, userId)).orderBy(asc(fsrsFits.requestedAt), asc(fsrsFits.id));
}

export async function adoptedParameters(db: Database, userId: string): Promise<{ fitId: string; weights: number[]; adoptedAt: Date } | null> {
  const [row] = await db.select().from(fsrsParameters).where(eq(fsrsParameters.userId, userId));
  return row ? { fitId: row.fitId, weights: row.weights, adoptedAt: row.adoptedAt } : null;
}

/** The learner's parameters become the fit's (one row per learner), the fit marked adopted. Locks the row first. */
export async function writeAdoption(tx: Database, userId: string, fit: { id: string; weights: number[] }, at: Date): Promise<void> {
  await tx
    .insert(fsrsParameters)
    .values({ userId, fitId: fit.id, weights: fit.weights, adoptedAt: at })
    .onConflictDoUpdate({ target: fsrsParameters.userId, set: { fitId: fit.id, weights: fit.weights, adoptedAt: at } });
  await tx.update(fsrsFits).set({ adoptedAt: at }).where(eq(fsrsFits.id, fit.id));
}

export async function deleteAdoption(tx: Database, userId: string): Promise<boolean> {
  const removed = await tx.delete(fsrsParameters).where(eq(fsrsParameters.userId, userId)).returning({ userId: fsrsParameters.userId });
  return removed.length > 0;
}

/** Serialises a learner's adopt / revert (two tabs): the user's advisory lock for the transaction. */
export async function lockLearner(tx: Database, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`fsrs-fit:${userId}`}, 0))`);
}

/**
 * Learners due an automatic fit: active in the last week (a review met since `since`), no fit requested since
 * `weekAgo`, and at least FSRS_MIN_REVIEWS graded reviews on 智能曲线. At most `limit` per sweep.
 */
export async function learnersDueAutomaticFit(db: Database, since: string, weekAgo: Date, limit: number): Promise<string[]> {
  const rows = rowsOf<{ user_id: string }>(
    await db.execute(sql`
      SELECT a.user_id FROM (SELECT DISTINCT user_id FROM review_activity WHERE day >= ${since}::date) a
      WHERE NOT EXISTS (SELECT 1 FROM fsrs_fits f WHERE f.user_id = a.user_id AND f.requested_at > ${weekAgo.toISOString()}::timestamptz)
        AND (SELECT count(*) FROM reviews r WHERE r.user_id = a.user_id AND r.curve_id = ${SMART_CURVE_ID} AND r.grade IS NOT NULL) >= ${FSRS_MIN_REVIEWS}
      LIMIT ${limit}`),
  );
  return rows.map((row) => row.user_id);
}

/** Fits left QUEUED or RUNNING (a restart): their ids, to queue again on PGlite (one process). */
export async function unfinishedFits(db: Database): Promise<string[]> {
  const rows = await db.select({ id: fsrsFits.id }).from(fsrsFits).where(inArray(fsrsFits.status, ['QUEUED', 'RUNNING']));
  return rows.map((row) => row.id);
}

/**
 * True retention by Anki's convention, per curve, over the reviews met here (imported ones were scheduled by
 * another program): the first review of a unit each day counts (review index ≥ 1: a recall, not a first exposure);
 * 忘了 fails, the rest pass (a past day's ungraded review counts as 记得, as everywhere); young when the interval
 * before it (days since the unit's previous review) is under `matureDays`, mature from there.
 */
export async function trueRetentionByCurve(
  db: Database,
  userId: string,
  today: string,
  matureDays: number,
): Promise<Array<{ curve_id: string; curve_name: string; young: number; young_passed: number; mature: number; mature_passed: number }>> {
  return rowsOf(
    await db.execute(sql`
      WITH ordered AS (
        SELECT unit_id, review_index, day, curve_id, grade, imported_from, hidden,
               day - lag(day) OVER (PARTITION BY unit_id ORDER BY review_index) AS interval,
               row_number() OVER (PARTITION BY unit_id, day ORDER BY review_index) AS nth_today
        FROM reviews WHERE user_id = ${userId}
      ), counted AS (
        SELECT curve_id, coalesce(interval, 0) >= ${matureDays} AS mature, coalesce(grade, 'GOOD') <> 'AGAIN' AS passed
        FROM ordered
        WHERE nth_today = 1 AND review_index > 0 AND hidden AND imported_from IS NULL AND (grade IS NOT NULL OR day < ${today}::date)
      )
      SELECT c.curve_id, coalesce(cv.name, c.curve_id) AS curve_name,
             count(*) FILTER (WHERE NOT mature)::integer AS young,
             count(*) FILTER (WHERE NOT mature AND passed)::integer AS young_passed,
             count(*) FILTER (WHERE mature)::integer AS mature,
             count(*) FILTER (WHERE mature AND passed)::integer AS mature_passed
      FROM counted c LEFT JOIN curves cv ON cv.id = c.curve_id
      GROUP BY c.curve_id, cv.name, cv.position
      ORDER BY cv.position NULLS LAST, c.curve_id`),
  );
}
