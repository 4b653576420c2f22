import { and, asc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
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
  const rows = sumChanges(changes);
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

/** One change per group (an INSERT ... ON CONFLICT may touch a row only once); changes that cancel out vanish. */
function sumChanges(changes: readonly ForecastChange[]): ForecastChange[] {
  const summed = new Map<string, ForecastChange>();
  for (const change of changes) {
    const key = `${change.dueDay}|${change.curveId}|${change.nextReview}`;
    const existing = summed.get(key);
    summed.set(key, existing ? { ...existing, delta: existing.delta + change.delta } : { ...change });
  }
  return [...summed.values()].filter((change) => change.delta !== 0);
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
  tags: string[];
  attachmentCount: number;
}

/**
 * The next `size` units of today's feed, oldest due first: a range scan of review_units_feed_idx, with each memo's
 * tags and attachment count in the same round trip. Rows are locked (skipping ones another request holds), so two
 * tabs fetching at once never deliver the same review twice.
 */
export async function lockDueMemoUnits(db: Database, userId: string, today: string, size: number): Promise<DueMemoUnit[]> {
  const rows = await dueMemoUnitsStatement(db).execute({ userId, today, size });
  return rows.map((row) => ({ ...row, dueDay: row.dueDay ?? today }));
}

/**
 * A named prepared statement: on PostgreSQL each connection parses and plans it once and then reuses the plan
 * (planning this join costs about as much as running it). It must run on `db`, often an open transaction, so it is
 * built per call; PGlite runs it like any other query.
 */
function dueMemoUnitsStatement(db: Database) {
  return db
    .select({
      id: reviewUnits.id,
      memoId: memos.id,
      curveId: reviewUnits.curveId,
      nextReview: reviewUnits.nextReview,
      dueDay: reviewUnits.dueDay,
      content: memos.content,
      aiExplained: memos.aiExplained,
      steps: curves.steps,
      // A scalar lookup per link rather than a join: with few tags the planner would hash the whole tag table per row.
      tags: sql<string[]>`(SELECT coalesce(array_agg((SELECT t.name FROM memo_tags t WHERE t.id = l.tag_id) ORDER BY l.position), '{}')
        FROM memo_tag_links l WHERE l.memo_id = ${memos.id})`,
      attachmentCount: sql<number>`(SELECT count(*) FROM attachments a
        WHERE a.memo_id = ${memos.id} AND a.status = 'UPLOADED')::integer`,
    })
    .from(reviewUnits)
    .innerJoin(memos, eq(memos.id, reviewUnits.memoId))
    .innerJoin(curves, eq(curves.id, reviewUnits.curveId))
    .where(and(eq(reviewUnits.userId, sql.placeholder('userId')), lte(reviewUnits.dueDay, sql.placeholder('today'))))
    .orderBy(asc(reviewUnits.dueDay), asc(reviewUnits.seq))
    .limit(sql.placeholder('size'))
    .for('update', { of: reviewUnits, skipLocked: true })
    .prepare('timeline_lock_due_memo_units');
}

export interface UnitProgress {
  id: string;
  nextReview: number;
  dueDay: string | null;
}

/**
 * Records one delivered page in ONE statement (the feed's hot path, one round trip): the units' new progress, the
 * forecast moves and today's activity count. Groups emptied by earlier days are dropped on the way; a group emptied
 * now keeps a zero row until then (readers skip zeros), because one statement may not touch a row twice.
 * Returns how many units are still due today.
 */
export async function recordDelivery(
  db: Database,
  userId: string,
  day: string,
  progress: readonly UnitProgress[],
  changes: readonly ForecastChange[],
): Promise<{ remaining: number }> {
  const units = sql.join(
    progress.map((unit) => sql`(${unit.id}::text, ${unit.nextReview}::integer, ${unit.dueDay}::date)`),
    sql`, `,
  );
  const groups = sql.join(
    sumChanges(changes).map(
      (change) => sql`(${userId}::text, ${change.dueDay}::date, ${change.curveId}::text, ${change.nextReview}::integer, ${change.delta}::integer)`,
    ),
    sql`, `,
  );
  const delivered = progress.length;
  const result = await db.execute(sql`
    WITH progress AS (
      UPDATE review_units AS u SET next_review = v.next_review, due_day = v.due_day, last_review_day = ${day}::date
      FROM (VALUES ${units}) AS v(id, next_review, due_day)
      WHERE u.id = v.id AND u.user_id = ${userId}
      RETURNING 1
    ), forecast AS (
      INSERT INTO review_forecast (user_id, due_day, curve_id, next_review, units) VALUES ${groups}
      ON CONFLICT (user_id, due_day, curve_id, next_review) DO UPDATE SET units = review_forecast.units + excluded.units
      RETURNING units
    ), activity AS (
      INSERT INTO review_activity (user_id, day, count) VALUES (${userId}, ${day}::date, ${delivered}::integer)
      ON CONFLICT (user_id, day) DO UPDATE SET count = review_activity.count + excluded.count
      RETURNING 1
    ), emptied AS (
      -- Only days before today: this statement decrements groups that still hold units and increments future days,
      -- so no row is both deleted and updated here.
      DELETE FROM review_forecast WHERE user_id = ${userId} AND due_day < ${day}::date AND units <= 0
      RETURNING 1
    )
    SELECT
      -- The snapshot still counts this page as due: every delivered unit was due on or before today.
      (SELECT coalesce(sum(units), 0) FROM review_forecast WHERE user_id = ${userId} AND due_day <= ${day}::date)::integer
        - ${delivered}::integer AS remaining,
      (SELECT count(*) FROM progress) + (SELECT count(*) FROM forecast) + (SELECT count(*) FROM activity)
        + (SELECT count(*) FROM emptied) AS touched,
      -- Not worth an fsync wait on every page: a crash can at worst lose the last moments of deliveries (those
      -- posts come again), never half of one; a normal shutdown loses nothing. Applies to this transaction only.
      set_config('synchronous_commit', 'off', true) AS relaxed`);
  const [row] = (result as unknown as { rows: Array<{ remaining: number }> }).rows;
  return { remaining: Math.max(0, Number(row?.remaining ?? 0)) };
}

/** Units still due on or before `today` (today's feed not yet delivered), from the forecast's primary key. */
export async function countDue(db: Database, userId: string, today: string): Promise<number> {
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(${reviewForecast.units}), 0)::integer` })
    .from(reviewForecast)
    .where(and(eq(reviewForecast.userId, userId), lte(reviewForecast.dueDay, today)));
  return row?.units ?? 0;
}

/**
 * The user's forecast groups, folded for the summary: overdue days count as today and days after `lastDay` as the
 * day after it (the summary only needs them for the total), which keeps the rows few. Steps come separately.
 */
export async function foldedForecast(db: Database, userId: string, today: string, lastDay: string) {
  const dueDay = sql<string>`least(greatest(${reviewForecast.dueDay}, ${today}::date), ${lastDay}::date + 1)::text`;
  return db
    .select({
      dueDay,
      curveId: reviewForecast.curveId,
      nextReview: reviewForecast.nextReview,
      units: sql<number>`sum(${reviewForecast.units})::integer`,
    })
    .from(reviewForecast)
    .where(and(eq(reviewForecast.userId, userId), gt(reviewForecast.units, 0)))
    .groupBy(sql`1`, reviewForecast.curveId, reviewForecast.nextReview);
}

/** Steps of these curves, deleted ones included: memos on a deleted curve still review with it. */
export async function stepsOfCurves(db: Database, curveIds: readonly string[]): Promise<Map<string, number[]>> {
  if (curveIds.length === 0) return new Map();
  const rows = await db.select({ id: curves.id, steps: curves.steps }).from(curves).where(inArray(curves.id, [...curveIds]));
  return new Map(rows.map((row) => [row.id, row.steps]));
}

export async function activityBetween(db: Database, userId: string, from: string, to: string) {
  return db
    .select({ day: reviewActivity.day, count: reviewActivity.count })
    .from(reviewActivity)
    .where(and(eq(reviewActivity.userId, userId), gte(reviewActivity.day, from), lte(reviewActivity.day, to)));
}
