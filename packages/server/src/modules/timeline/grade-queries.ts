import { sql } from 'drizzle-orm';
import { DEFAULT_GRADE, readDesiredRetention, type Grade, type GradeSource } from '@memory/contracts';
import type { Database } from '../../db/database';
import { preparedStatement } from '../../db/prepared';
import type { GradedReview, SmartParameters } from '../../domain/fsrs';

/** What a grade writes. `reschedule`: the unit is on 智能曲线 and this review is its latest one. */
export interface GradeWrite {
  userId: string;
  unitId: string;
  reviewIndex: number;
  grade: Grade;
  source: GradeSource;
  reschedule: boolean;
  /** With reschedule: the pending review's new due day and the feed's steps from it. */
  dueDay: string;
  steps: readonly number[];
  gradedAt: Date;
}

/**
 * A grade in ONE statement: the review's grade, and for a unit on 智能曲线 its new due day, its precomputed steps
 * and the forecast move (the unit row is locked, and must still be at the review after this one: a unit that moved
 * on meanwhile is left alone and the grade not written, so the caller reads again). Zero forecast rows a move
 * leaves behind are dropped by the feed statement once their day has passed, like its own.
 */
export const gradeStatement = preparedStatement<{ graded: number; next_due_day: string | null }>(
  'grades_write',
  `WITH unit AS (
     SELECT id, curve_id, next_review, due_day, held_due_day FROM review_units
     WHERE $6 = 1 AND id = $2 AND user_id = $1 AND next_review = $3 + 1
     FOR UPDATE
   ), moved AS (
     UPDATE review_units u
     SET due_day = CASE WHEN unit.due_day IS NULL THEN NULL ELSE $7::date END,
         held_due_day = CASE WHEN unit.held_due_day IS NULL THEN NULL ELSE $7::date END,
         fsrs_steps = $8::jsonb, fsrs_from = $3 + 1
     FROM unit WHERE u.id = unit.id
     RETURNING coalesce(u.due_day, u.held_due_day)::text AS next_due_day
   ), moves AS (
     SELECT due_day, curve_id, next_review, -1 AS delta FROM unit WHERE due_day IS NOT NULL
     UNION ALL
     SELECT $7::date, curve_id, next_review, 1 FROM unit WHERE due_day IS NOT NULL
   ), forecast AS (
     INSERT INTO review_forecast (user_id, due_day, curve_id, next_review, units)
     SELECT $1, due_day, curve_id, next_review, sum(delta) FROM moves
     GROUP BY due_day, curve_id, next_review HAVING sum(delta) <> 0
     ON CONFLICT (user_id, due_day, curve_id, next_review) DO UPDATE SET units = review_forecast.units + excluded.units
   ), graded AS (
     UPDATE reviews SET grade = $4, source = $5, revealed = true, graded_at = $9::timestamptz
     WHERE unit_id = $2 AND review_index = $3 AND user_id = $1 AND ($6 = 0 OR EXISTS (SELECT 1 FROM unit))
     RETURNING 1
   )
   SELECT (SELECT count(*) FROM graded)::integer AS graded, (SELECT next_due_day FROM moved) AS next_due_day`,
  ['text', 'text', 'integer', 'text', 'text', 'integer', 'date', 'text', 'text'],
);

/** Writes the grade; answers false when the unit moved on meanwhile (nothing written). */
export async function writeGrade(db: Database, write: GradeWrite): Promise<{ written: boolean; nextDueDay: string | null }> {
  const [row] = await gradeStatement.run(db, [
    write.userId,
    write.unitId,
    write.reviewIndex,
    write.grade,
    write.source,
    write.reschedule ? 1 : 0,
    write.dueDay,
    JSON.stringify(write.steps),
    write.gradedAt.toISOString(),
  ]);
  return { written: (row?.graded ?? 0) > 0, nextDueDay: row?.next_due_day ?? null };
}

/** What 智能曲线 schedules this learner with: the DESIRED_RETENTION setting and the adopted parameters (one statement). */
export async function storedSmartParameters(db: Database, userId: string): Promise<SmartParameters> {
  const rows = await db.execute(sql`
    SELECT (SELECT value FROM user_settings WHERE user_id = ${userId} AND name = 'DESIRED_RETENTION') AS retention,
           (SELECT weights::text FROM fsrs_parameters WHERE user_id = ${userId}) AS weights`);
  const row = (rows as unknown as { rows: Array<{ retention: string | null; weights: string | null }> }).rows[0];
  return { retention: readDesiredRetention(row?.retention ?? null), weights: row?.weights ?? null };
}

/** Every recorded review of these units, oldest first per unit (replaying them onto 智能曲线). */
export async function historiesOf(db: Database, userId: string, unitIds: readonly string[]): Promise<Map<string, Array<GradedReview & { index: number }>>> {
  const histories = new Map<string, Array<GradedReview & { index: number }>>();
  if (unitIds.length === 0) return histories;
  const result = await db.execute(sql`
    SELECT unit_id, review_index, day::text AS day, grade FROM reviews
    WHERE user_id = ${userId} AND unit_id IN (${sql.join(unitIds.map((id) => sql`${id}`), sql`, `)})
    ORDER BY unit_id, review_index`);
  for (const row of (result as unknown as { rows: Array<{ unit_id: string; review_index: number; day: string; grade: Grade | null }> }).rows) {
    const list = histories.get(row.unit_id) ?? [];
    list.push({ index: row.review_index, day: row.day, grade: row.grade });
    histories.set(row.unit_id, list);
  }
  return histories;
}

/** Graded hidden reviews per curve since each period's first day (an ungraded one of a past day counts as DEFAULT_GRADE). */
export interface RetentionRow {
  curve_id: string;
  curve_name: string;
  week_graded: number;
  week_recalled: number;
  month_graded: number;
  month_recalled: number;
  recent_graded: number;
  recent_recalled: number;
  all_graded: number;
  all_recalled: number;
}

export async function retentionByCurve(
  db: Database,
  userId: string,
  today: string,
  since: { week: string; month: string; recent: string },
): Promise<RetentionRow[]> {
  const result = await db.execute(sql`
    WITH graded AS (
      SELECT curve_id, day, coalesce(grade, ${DEFAULT_GRADE}) <> 'AGAIN' AS recalled FROM reviews
      WHERE user_id = ${userId} AND hidden AND (grade IS NOT NULL OR day < ${today}::date)
        -- reviews met here only: an imported one was scheduled by another program, not by this curve
        AND imported_from IS NULL
    )
    SELECT g.curve_id, c.name AS curve_name,
      count(*) FILTER (WHERE g.day >= ${since.week}::date)::integer AS week_graded,
      count(*) FILTER (WHERE g.day >= ${since.week}::date AND g.recalled)::integer AS week_recalled,
      count(*) FILTER (WHERE g.day >= ${since.month}::date)::integer AS month_graded,
      count(*) FILTER (WHERE g.day >= ${since.month}::date AND g.recalled)::integer AS month_recalled,
      count(*) FILTER (WHERE g.day >= ${since.recent}::date)::integer AS recent_graded,
      count(*) FILTER (WHERE g.day >= ${since.recent}::date AND g.recalled)::integer AS recent_recalled,
      count(*)::integer AS all_graded,
      count(*) FILTER (WHERE g.recalled)::integer AS all_recalled
    FROM graded g JOIN curves c ON c.id = g.curve_id
    GROUP BY g.curve_id, c.name, c.position
    ORDER BY c.position, c.name`);
  return (result as unknown as { rows: RetentionRow[] }).rows;
}
