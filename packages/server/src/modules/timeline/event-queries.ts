import type { Grade, GradeSource, ReviewEventType } from '@memory/contracts';
import type { Database } from '../../db/database';
import { preparedStatement, type PreparedStatement } from '../../db/prepared';
import { gradeStatement } from './grade-queries';
import { textArray } from './queries';

/**
 * The statements behind POST /reviews/events (and the reveal / grade calls), run in the caller's transaction. Array
 * parameters travel as text[] literals (textArray), so one text serves PGlite, node-postgres and transactions.
 */

/** A review named by an event: its unit and index. */
export interface ReviewKey {
  unitId: string;
  reviewIndex: number;
}

function keyArrays(keys: readonly ReviewKey[]): [string, string] {
  return [textArray(keys.map((key) => key.unitId)), `{${keys.map((key) => key.reviewIndex).join(',')}}`];
}

const storedEvents = preparedStatement<{ id: string; review_id: string }>(
  'review_events_read',
  `SELECT id, review_id FROM review_events WHERE user_id = $1 AND id = ANY($2::text[])`,
  ['text', 'text[]'],
);

/** The review each of these (duplicate) event ids named when it was first recorded. */
export async function reviewsOfEvents(db: Database, userId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await storedEvents.run(db, [userId, textArray(ids)]);
  return new Map(rows.map((row) => [row.id, row.review_id]));
}

/** What an event needs to know about the review it names: the unit now (if the user's) and the review if recorded. */
export interface TargetRow {
  unit_id: string;
  review_index: number;
  /** The unit, when it exists and is this user's. */
  unit_kind: 'MEMO' | 'JAR_ITEM' | 'JAR_BATCH' | null;
  unit_next_review: number | null;
  unit_due_day: string | null;
  unit_entered_day: string | null;
  smart: boolean;
  /** The recorded review (null: not met yet). */
  review_day: string | null;
  review_hidden: boolean | null;
  revealed: boolean | null;
  grade: Grade | null;
  source: GradeSource | null;
  /** No unit: whether the id is still one of the user's (an abandoned memo, a review recorded before). */
  owned: boolean;
  retention: string | null;
  /** The learner's adopted 智能曲线 parameters as JSON text (null: the defaults). */
  weights: string | null;
  /** 智能曲线 units only: every recorded review of the unit, oldest first. */
  history: Array<{ index: number; day: string; grade: Grade | null }> | string | null;
}

/**
 * In one statement: stores the batch's new event ids, answering which were new (an id this user reported before,
 * or earlier in the same batch, is a duplicate; a concurrent report of the same id waits on the key, then finds it
 * taken), and reads what the events need to know about each review they name.
 */
const storeAndReadTargets = preparedStatement<TargetRow & { fresh_ids: string[] }>(
  'review_events_targets',
  `WITH stored AS (
     INSERT INTO review_events (user_id, id, review_id, type, recorded_at)
     SELECT $1, e.id, e.review_id, e.type, $5::timestamptz FROM unnest($2::text[], $3::text[], $4::text[]) AS e(id, review_id, type)
     ON CONFLICT (user_id, id) DO NOTHING
     RETURNING id
   )
   SELECT k.unit_id, k.review_index,
     u.kind AS unit_kind, u.next_review AS unit_next_review, u.due_day::text AS unit_due_day,
     u.entered_day::text AS unit_entered_day, coalesce(u.fsrs_steps IS NOT NULL, false) AS smart,
     r.day::text AS review_day, r.hidden AS review_hidden, r.revealed, r.grade, r.source,
     u.id IS NULL AND (EXISTS (SELECT 1 FROM memos m WHERE m.id = k.unit_id AND m.user_id = $1)
       OR EXISTS (SELECT 1 FROM reviews o WHERE o.user_id = $1 AND o.unit_id = k.unit_id)) AS owned,
     (SELECT s.value FROM user_settings s WHERE s.user_id = $1 AND s.name = 'DESIRED_RETENTION') AS retention,
     CASE WHEN u.fsrs_steps IS NOT NULL THEN (SELECT p.weights::text FROM fsrs_parameters p WHERE p.user_id = $1) END AS weights,
     CASE WHEN u.fsrs_steps IS NOT NULL THEN
       (SELECT json_agg(json_build_object('index', h.review_index, 'day', h.day, 'grade', h.grade) ORDER BY h.review_index)
        FROM reviews h WHERE h.user_id = $1 AND h.unit_id = k.unit_id)
     END AS history,
     ARRAY(SELECT id FROM stored) AS fresh_ids
   FROM unnest($6::text[], $7::integer[]) AS k(unit_id, review_index)
     LEFT JOIN review_units u ON u.id = k.unit_id AND u.user_id = $1
     LEFT JOIN reviews r ON r.user_id = $1 AND r.unit_id = k.unit_id AND r.review_index = k.review_index`,
  ['text', 'text[]', 'text[]', 'text[]', 'text', 'text[]', 'integer[]'],
);

/**
 * Stores the events' ids (those with one) and reads the reviews `keys` name (at least one): the ids that were new,
 * and one row per key.
 */
export async function storeEventsAndReadTargets(
  db: Database,
  userId: string,
  events: ReadonlyArray<{ id: string; reviewId: string; type: ReviewEventType }>,
  keys: readonly ReviewKey[],
  at: Date,
): Promise<{ fresh: Set<string>; targets: TargetRow[] }> {
  const rows = await storeAndReadTargets.run(db, [
    userId,
    textArray(events.map((event) => event.id)),
    textArray(events.map((event) => event.reviewId)),
    textArray(events.map((event) => event.type)),
    at.toISOString(),
    ...keyArrays(keys),
  ]);
  return { fresh: new Set(rows[0]?.fresh_ids ?? []), targets: rows };
}

/**
 * Records reviews the learner just met, exactly as the feed used to on delivery, in ONE statement: each unit still
 * at that review and due on or before today (locked; a unit another device moved on meanwhile is re-checked under
 * the lock and left out) moves to its next review, `steps[k]` days from today (afterReview of schedule.ts in SQL;
 * none left: done), the forecast moves, the review is written (hidden: isHiddenReview of schedule.ts, and every
 * jar item post; revealed as the batch says) and today's activity counts it. A unit on 智能曲线 reads its step from
 * its own fsrs_steps: the interval if this review is graded 记得 (DEFAULT_GRADE, what an ungraded review counts as);
 * a grade re-times it afterwards. Groups emptied by earlier days are dropped on the way; a group emptied now keeps a
 * zero row until then (readers skip zeros), because one statement may not touch a row twice.
 *
 * Never relax synchronous_commit for this: an acknowledged report is a review that must survive a crash (PGlite
 * has no WAL writer, so an asynchronous commit stays in memory until the next synchronous one).
 */
const recordStatement = preparedStatement<{ unit_id: string; next_due_day: string | null }>(
  'review_events_record',
  `WITH met AS (
     SELECT * FROM unnest($3::text[], $4::integer[], $5::boolean[]) AS k(unit_id, review_index, revealed)
   ), due AS (
     SELECT u.id, u.kind, u.curve_id, u.next_review, u.due_day, u.held_due_day, met.revealed,
            CASE WHEN u.fsrs_steps IS NULL THEN (c.steps ->> u.next_review)::integer
                 ELSE coalesce(u.fsrs_steps ->> (u.next_review - u.fsrs_from), u.fsrs_steps ->> -1)::integer END AS step
     FROM review_units u JOIN met ON met.unit_id = u.id AND met.review_index = u.next_review
       JOIN curves c ON c.id = u.curve_id
     WHERE u.user_id = $1 AND u.due_day IS NOT NULL AND u.due_day <= $2::date
     -- Locked in one order (and the forecast groups below too), so two devices' batches wait, never deadlock.
     ORDER BY u.id
     FOR UPDATE OF u
   ), progress AS (
     UPDATE review_units AS u
     SET next_review = due.next_review + 1, due_day = $2::date + due.step, last_review_day = $2::date
     FROM due WHERE u.id = ANY(ARRAY(SELECT id FROM due)) AND u.id = due.id
   ), moves AS (
     SELECT due_day, curve_id, next_review, -1 AS delta FROM due
     UNION ALL
     SELECT $2::date + step, curve_id, next_review + 1, 1 FROM due WHERE step IS NOT NULL
   ), forecast AS (
     INSERT INTO review_forecast (user_id, due_day, curve_id, next_review, units)
     SELECT $1, due_day, curve_id, next_review, sum(delta) FROM moves
     GROUP BY due_day, curve_id, next_review HAVING sum(delta) <> 0
     ORDER BY due_day, curve_id, next_review
     ON CONFLICT (user_id, due_day, curve_id, next_review) DO UPDATE SET units = review_forecast.units + excluded.units
   ), recorded AS (
     INSERT INTO reviews (user_id, unit_id, review_index, day, curve_id, hidden, revealed)
     SELECT $1, id, next_review, $2::date, curve_id, kind = 'JAR_ITEM' OR (kind = 'MEMO' AND next_review > 0),
            revealed AND (kind = 'JAR_ITEM' OR (kind = 'MEMO' AND next_review > 0))
     FROM due
     ON CONFLICT (user_id, unit_id, review_index) DO NOTHING
   ), activity AS (
     INSERT INTO review_activity (user_id, day, count)
     SELECT $1, $2::date, count(*) FROM due HAVING count(*) > 0
     ON CONFLICT (user_id, day) DO UPDATE SET count = review_activity.count + excluded.count
   ), emptied AS (
     -- Only days before today: this statement decrements groups that still hold units and increments future days,
     -- so no row is both deleted and updated here.
     DELETE FROM review_forecast WHERE user_id = $1 AND due_day < $2::date AND units <= 0
   )
   -- The unit's next due day as readStates would read it after this statement (progress sets due_day so).
   SELECT id AS unit_id, coalesce(($2::date + step)::text, held_due_day::text) AS next_due_day FROM due`,
  ['text', 'date', 'text[]', 'integer[]', 'boolean[]'],
);

/**
 * Records the met reviews; answers the units it recorded (one met meanwhile elsewhere is left out), each with its
 * next due day, so a batch that only recorded can answer without reading its reviews back.
 */
export async function recordMetReviews(
  db: Database,
  userId: string,
  today: string,
  met: ReadonlyArray<ReviewKey & { revealed: boolean }>,
): Promise<Map<string, string | null>> {
  if (met.length === 0) return new Map();
  const rows = await recordStatement.run(db, [userId, today, ...keyArrays(met), `{${met.map((key) => key.revealed).join(',')}}`]);
  return new Map(rows.map((row) => [row.unit_id, row.next_due_day]));
}

const revealMany = preparedStatement<{ updated: number }>(
  'review_events_reveal',
  `UPDATE reviews r SET revealed = true
   FROM unnest($2::text[], $3::integer[]) AS k(unit_id, review_index)
   WHERE r.user_id = $1 AND r.unit_id = k.unit_id AND r.review_index = k.review_index AND r.hidden AND NOT r.revealed
   RETURNING 1 AS updated`,
  ['text', 'text[]', 'integer[]'],
);

/** 查看 on reviews recorded before this batch (idempotent). */
export async function revealReviews(db: Database, userId: string, keys: readonly ReviewKey[]): Promise<void> {
  if (keys.length > 0) await revealMany.run(db, [userId, ...keyArrays(keys)]);
}

const gradeMany = preparedStatement<{ updated: number }>(
  'review_events_grade',
  `UPDATE reviews r SET grade = k.grade, source = k.source, revealed = true, graded_at = $6::timestamptz
   FROM unnest($2::text[], $3::integer[], $4::text[], $5::text[]) AS k(unit_id, review_index, grade, source)
   WHERE r.user_id = $1 AND r.unit_id = k.unit_id AND r.review_index = k.review_index
   RETURNING 1 AS updated`,
  ['text', 'text[]', 'integer[]', 'text[]', 'text[]', 'text'],
);

/** Grades that re-time nothing (fixed curves, or not the unit's latest review), in one statement. */
export async function writeGrades(
  db: Database,
  userId: string,
  grades: ReadonlyArray<ReviewKey & { grade: Grade; source: GradeSource }>,
  at: Date,
): Promise<void> {
  if (grades.length === 0) return;
  await gradeMany.run(db, [
    userId,
    ...keyArrays(grades),
    textArray(grades.map((grade) => grade.grade)),
    textArray(grades.map((grade) => grade.source)),
    at.toISOString(),
  ]);
}

/** A review's state as the API answers it (ReviewState), with its unit's next due day. */
export interface StateRow {
  unit_id: string;
  review_index: number;
  day: string;
  revealed: boolean;
  grade: Grade | null;
  source: GradeSource | null;
  next_due_day: string | null;
}

const readStates = preparedStatement<StateRow>(
  'review_events_states',
  `SELECT r.unit_id, r.review_index, r.day::text AS day, r.revealed, r.grade, r.source,
     coalesce(u.due_day, u.held_due_day)::text AS next_due_day
   FROM unnest($2::text[], $3::integer[]) AS k(unit_id, review_index)
     JOIN reviews r ON r.user_id = $1 AND r.unit_id = k.unit_id AND r.review_index = k.review_index
     LEFT JOIN review_units u ON u.id = r.unit_id AND u.user_id = $1`,
  ['text', 'text[]', 'integer[]'],
);

export async function readReviewStates(db: Database, userId: string, keys: readonly ReviewKey[]): Promise<StateRow[]> {
  if (keys.length === 0) return [];
  return readStates.run(db, [userId, ...keyArrays(keys)]);
}

/** Every statement a batch may run, prepared before its transaction opens (src/db/prepared.ts). */
export const EVENT_STATEMENTS: ReadonlyArray<PreparedStatement<unknown>> = [
  storeAndReadTargets,
  storedEvents,
  recordStatement,
  revealMany,
  gradeMany,
  readStates,
  gradeStatement,
] as ReadonlyArray<PreparedStatement<unknown>>;
