import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { curves, memos, reviewActivity, reviewForecast, reviewUnits } from '../../db/tables';

/** Every function here takes a Database or an open transaction (drizzle's transaction is a Database too). */
export type UnitRow = typeof reviewUnits.$inferSelect;

/** A forecast group's identity plus how many units join (+) or leave (−) it. */
export interface ForecastChange {
  dueDay: string;
  curveId: string;
  nextReview: number;
  delta: number;
}

export async function insertUnit(db: Database, unit: Omit<typeof reviewUnits.$inferInsert, 'seq'>): Promise<void> {
  await db.insert(reviewUnits).values(unit);
}

/** Removes the unit and returns what it was, so the caller can take it out of the forecast. */
export async function deleteUnit(db: Database, userId: string, id: string): Promise<UnitRow | undefined> {
  const [row] = await db
    .delete(reviewUnits)
    .where(and(eq(reviewUnits.id, id), eq(reviewUnits.userId, userId)))
    .returning();
  return row;
}

/**
 * Applies forecast changes in two statements whatever their number: changes to one group are summed first
 * (one INSERT may touch a row once), and groups left empty are removed.
 */
export async function applyForecastChanges(db: Database, userId: string, changes: readonly ForecastChange[]): Promise<void> {
  const summed = new Map<string, ForecastChange>();
  for (const change of changes) {
    const key = `${change.dueDay}|${change.curveId}|${change.nextReview}`;
    const existing = summed.get(key);
    summed.set(key, existing ? { ...existing, delta: existing.delta + change.delta } : { ...change });
  }
  const rows = [...summed.values()].filter((change) => change.delta !== 0);
  if (rows.length === 0) return;
  await db
    .insert(reviewForecast)
    .values(rows.map(({ dueDay, curveId, nextReview, delta }) => ({ userId, dueDay, curveId, nextReview, units: delta })))
    .onConflictDoUpdate({
      target: [reviewForecast.userId, reviewForecast.dueDay, reviewForecast.curveId, reviewForecast.nextReview],
      set: { units: sql`${reviewForecast.units} + excluded.units` },
    });
  if (rows.some((row) => row.delta < 0)) {
    await db.delete(reviewForecast).where(
      and(
        eq(reviewForecast.userId, userId),
        inArray(reviewForecast.dueDay, [...new Set(rows.map((row) => row.dueDay))]),
        lte(reviewForecast.units, 0),
      ),
    );
  }
}

/** A due memo unit with what its post shows and the steps to schedule its next review. */
export interface DueMemoUnit {
  id: string;
  memoId: string;
  curveId: string;
  nextReview: number;
  dueDay: string;
  content: string;
  aiExplained: string | null;
  steps: number[];
}

/**
 * The next `size` units of today's feed, oldest due first: a range scan of review_units_feed_idx. Rows are locked
 * (skipping ones another request holds), so two tabs fetching at once never deliver the same review twice.
 */
export async function lockDueMemoUnits(db: Database, userId: string, today: string, size: number): Promise<DueMemoUnit[]> {
  const rows = await db
    .select({
      id: reviewUnits.id,
      memoId: memos.id,
      curveId: reviewUnits.curveId,
      nextReview: reviewUnits.nextReview,
      dueDay: reviewUnits.dueDay,
      content: memos.content,
      aiExplained: memos.aiExplained,
      steps: curves.steps,
    })
    .from(reviewUnits)
    .innerJoin(memos, eq(memos.id, reviewUnits.memoId))
    .innerJoin(curves, eq(curves.id, reviewUnits.curveId))
    .where(and(eq(reviewUnits.userId, userId), lte(reviewUnits.dueDay, today)))
    .orderBy(asc(reviewUnits.dueDay), asc(reviewUnits.seq))
    .limit(size)
    .for('update', { of: reviewUnits, skipLocked: true });
  return rows.map((row) => ({ ...row, dueDay: row.dueDay ?? today }));
}

export interface UnitProgress {
  id: string;
  nextReview: number;
  dueDay: string | null;
}

/** Records the reviews of `reviewDay`: one UPDATE for the whole page. */
export async function saveProgress(db: Database, userId: string, reviewDay: string, progress: readonly UnitProgress[]): Promise<void> {
  if (progress.length === 0) return;
  const values = sql.join(
    progress.map((unit) => sql`(${unit.id}::text, ${unit.nextReview}::integer, ${unit.dueDay}::date)`),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE ${reviewUnits} AS u
    SET next_review = v.next_review, due_day = v.due_day, last_review_day = ${reviewDay}::date
    FROM (VALUES ${values}) AS v(id, next_review, due_day)
    WHERE u.id = v.id AND u.user_id = ${userId}`);
}

export async function addActivity(db: Database, userId: string, day: string, delivered: number): Promise<void> {
  if (delivered === 0) return;
  await db
    .insert(reviewActivity)
    .values({ userId, day, count: delivered })
    .onConflictDoUpdate({
      target: [reviewActivity.userId, reviewActivity.day],
      set: { count: sql`${reviewActivity.count} + excluded.count` },
    });
}

/** Units still due on or before `today` (today's feed not yet delivered), from the forecast's primary key. */
export async function countDue(db: Database, userId: string, today: string): Promise<number> {
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(${reviewForecast.units}), 0)::integer` })
    .from(reviewForecast)
    .where(and(eq(reviewForecast.userId, userId), lte(reviewForecast.dueDay, today)));
  return row?.units ?? 0;
}

/** Every forecast group of the user with its curve's steps (deleted curves included: their memos still review). */
export async function forecastGroups(db: Database, userId: string) {
  return db
    .select({
      dueDay: reviewForecast.dueDay,
      nextReview: reviewForecast.nextReview,
      units: reviewForecast.units,
      steps: curves.steps,
    })
    .from(reviewForecast)
    .innerJoin(curves, eq(curves.id, reviewForecast.curveId))
    .where(eq(reviewForecast.userId, userId));
}

export async function activityBetween(db: Database, userId: string, from: string, to: string) {
  return db
    .select({ day: reviewActivity.day, count: reviewActivity.count })
    .from(reviewActivity)
    .where(and(eq(reviewActivity.userId, userId), gte(reviewActivity.day, from), lte(reviewActivity.day, to)));
}
