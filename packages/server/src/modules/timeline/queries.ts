import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { MAX_PAGE_SIZE } from '@memory/contracts';
import type { Database } from '../../db/database';
import { preparedStatement, type PreparedStatement } from '../../db/prepared';
import { curves } from '../../db/schema/curves';
import { reviewActivity, reviewForecast, reviewUnits } from '../../db/schema/reviews';

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

/**
 * A due review: what its post shows. `nextReview` is the review this post is (not yet met). Memo units carry memoId
 * (+ aiExplained, tags); jar units jarId and jarName, item units itemId, batch units the batch's items.
 */
export interface FeedUnit {
  id: string;
  kind: 'MEMO' | 'JAR_ITEM' | 'JAR_BATCH';
  memoId: string | null;
  jarId: string | null;
  jarItemId: string | null;
  jarName: string | null;
  nextReview: number;
  content: string;
  /** A jar item's 正面 (null: none, and for memos and batches). */
  front: string | null;
  aiExplained: string | null;
  tags: string[];
  attachmentCount: number;
  batchItems: Array<{ id: string; content: string; front: string | null }> | null;
}

interface FeedRow {
  remaining: number;
  batch_due: boolean;
  id: string | null;
  kind: FeedUnit['kind'];
  memo_id: string | null;
  jar_id: string | null;
  jar_item_id: string | null;
  jar_name: string | null;
  next_review: number;
  content: string | null;
  front: string | null;
  ai_explained: string | null;
  /** json: parsed by the driver (a string where a driver leaves json as text). */
  tags: string[] | string | null;
  attachment_count: number;
  batch_items: Array<{ id: string; content: string; front: string | null }> | string | null;
}

/** A PostgreSQL text[] literal ('{"a","b"}'): array parameters travel as text through every driver path. */
export function textArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

/**
 * How many of the held posts are still due: they are neither on the page nor in `remaining`. A statement of its own,
 * run only when the screen holds posts: inside the page statement, the planner's guess of ten index probes for an
 * array it cannot see made the reusable plan look dearer than planning afresh, so every page was planned again.
 */
const heldStillDue = preparedStatement<{ count: number }>(
  'timeline_held_still_due',
  `SELECT count(*)::integer AS count FROM review_units h
   WHERE h.id = ANY($3::text[]) AND h.user_id = $1 AND h.due_day <= $2::date
     AND h.id || '.' || h.next_review = ANY($4::text[])`,
  ['text', 'date', 'text[]', 'text[]'],
);

/**
 * Reads the next `size` posts of today's feed in ONE statement (the feed's hot path; a second one counts the held
 * posts still due when there are any, run beside it) and writes nothing
 * (ARCHITECTURE §4 Timeline: a review is recorded when the learner meets it, by POST /reviews/events): units due on
 * or before today, oldest due first, a range scan of review_units_feed_idx that skips the posts the screen already
 * holds (`held`, post ids `<unit>.<review>`; a filter on the scan, so the page stays one index range). A unit met
 * today is due again on a later day (every step is at least a day), so "due on or before today" is exactly "due
 * and not yet reviewed today". Memo units, jar items and jar batch posts share the scan; their contents are looked
 * up for the page's rows only. Returns `remaining` (due beyond this page and the held posts) on every row.
 *
 * Prepared: each database session parses and plans it once per page size and then reuses the plan
 * (src/db/prepared.ts).
 *
 * `batchDue` says whether one of the user's running jars has a batch to introduce today or earlier (a probe of
 * jars_next_batch_idx); the caller then introduces it (src/modules/jars), which happens at most once per jar per day.
 * With nothing due the result is one row whose id is null, carrying `remaining`.
 */
export async function readFeedPage(
  db: Database,
  userId: string,
  today: string,
  size: number,
  held: readonly string[],
): Promise<{ units: FeedUnit[]; remaining: number; batchDue: boolean }> {
  const heldUnits = held.map((postId) => postId.slice(0, Math.max(0, postId.lastIndexOf('.'))));
  const [rows, heldDue] = await Promise.all([
    feedStatement(size).run(db, [userId, today, textArray(held)]),
    held.length > 0 ? heldStillDue.run(db, [userId, today, textArray(heldUnits), textArray(held)]) : [],
  ]);
  const units: FeedUnit[] = [];
  for (const row of rows) {
    if (row.id === null) continue;
    units.push({
      id: row.id,
      kind: row.kind,
      memoId: row.memo_id,
      jarId: row.jar_id,
      jarItemId: row.jar_item_id,
      jarName: row.jar_name,
      nextReview: row.next_review,
      content: row.content ?? '',
      front: row.front ?? null,
      aiExplained: row.ai_explained,
      tags: (typeof row.tags === 'string' ? JSON.parse(row.tags) : row.tags) ?? [],
      attachmentCount: row.attachment_count,
      batchItems: typeof row.batch_items === 'string' ? JSON.parse(row.batch_items) : row.batch_items,
    });
  }
  const first = rows[0];
  const remaining = Number(first?.remaining ?? 0) - (heldDue[0]?.count ?? 0);
  return { units, remaining: Math.max(0, remaining), batchDue: first?.batch_due === true };
}

/** The feed page statement for pages of `size` (an integer 1..MAX_PAGE_SIZE, checked by the route's schema). */
export function feedPageSql(size: number): string {
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) throw new Error(`bad feed page size ${size}`);
  return `
  WITH due AS (
    SELECT u.id, u.seq, u.kind, u.memo_id, u.jar_id, u.jar_item_id, u.batch_no, u.next_review, u.due_day
    FROM review_units u
    WHERE u.user_id = $1 AND u.due_day IS NOT NULL AND u.due_day <= $2::date
      AND u.id || '.' || u.next_review <> ALL($3::text[])
    ORDER BY u.due_day, u.seq
    -- The LIMIT is a literal in the text: a generic plan sized for any page would not keep the range scan.
    LIMIT ${size}
  ), counts AS (
    SELECT
      -- The forecast holds exactly the scheduled units per due day; the held posts still due are looked up by key.
      (SELECT coalesce(sum(units), 0) FROM review_forecast WHERE user_id = $1 AND due_day <= $2::date)::integer
        - (SELECT count(*) FROM due)::integer AS remaining,
      EXISTS (SELECT 1 FROM jars WHERE user_id = $1 AND status = 'IN_PROGRESS' AND next_batch_day IS NOT NULL
                AND next_batch_day <= $2::date) AS batch_due
  )
  SELECT s.remaining, s.batch_due, d.id, d.kind, d.memo_id, d.jar_id, d.jar_item_id, d.next_review,
    coalesce(m.content, i.content) AS content, i.front, m.ai_explained,
    -- By primary key per row: a join would read every jar of the user on each page.
    (SELECT j.name FROM jars j WHERE j.id = d.jar_id) AS jar_name,
    -- A scalar lookup per link rather than a join: with few tags the planner would hash the whole tag table per row.
    -- JSON, not text[]: the driver parses an array literal character by character in JavaScript (~0.1 ms a page),
    -- JSON with JSON.parse.
    (SELECT coalesce(json_agg((SELECT t.name FROM memo_tags t WHERE t.id = l.tag_id) ORDER BY l.position), '[]'::json)
      FROM memo_tag_links l WHERE l.memo_id = d.memo_id) AS tags,
    ((SELECT count(*) FROM attachments a WHERE a.memo_id = d.memo_id AND a.status = 'UPLOADED')
      + (SELECT count(*) FROM attachments a WHERE a.jar_item_id = d.jar_item_id AND a.status = 'UPLOADED'))::integer
      AS attachment_count,
    (SELECT json_agg(json_build_object('id', b.id, 'content', b.content, 'front', b.front) ORDER BY b.position)
      FROM jar_items b WHERE d.kind = 'JAR_BATCH' AND b.jar_id = d.jar_id AND b.batch_no = d.batch_no
        AND b.status = 'ACTIVE') AS batch_items
  FROM counts s LEFT JOIN due d ON true
    LEFT JOIN memos m ON m.id = d.memo_id
    LEFT JOIN jar_items i ON i.id = d.jar_item_id
  ORDER BY d.due_day, d.seq`;
}

/** One prepared statement per page size in use (the app asks for 10; at most MAX_PAGE_SIZE of them). */
const feedStatements = new Map<number, PreparedStatement<FeedRow>>();

function feedStatement(size: number): PreparedStatement<FeedRow> {
  let statement = feedStatements.get(size);
  if (!statement) {
    statement = preparedStatement<FeedRow>(`timeline_feed_${size}`, feedPageSql(size), ['text', 'date', 'text[]']);
    feedStatements.set(size, statement);
  }
  return statement;
}

/** A forecast group as the summary and the 30-day forecast read it: units sharing curve, pending review and due day. */
export interface ForecastGroupRow {
  dueDay: string;
  curveId: string;
  nextReview: number;
  units: number;
  /** The curve's steps (deleted curves included: memos on one still review with it); [] for 智能曲线. */
  steps: number[];
}

/**
 * The user's forecast groups with their curves' steps, in one prepared statement (GET /timeline/summary and the
 * retention report's forecast run it on every visit): overdue days count as today and days after `lastDay` as the
 * day after it (the callers only need those for the total), which keeps the rows few.
 */
const forecastGroupsStatement = preparedStatement<{ due_day: string; curve_id: string; next_review: number; units: number; steps: number[] | null }>(
  'timeline_forecast_groups',
  `SELECT f.due_day, f.curve_id, f.next_review, f.units, c.steps
   FROM (
     SELECT least(greatest(due_day, $2::date), $3::date + 1)::text AS due_day, curve_id, next_review, sum(units)::integer AS units
     FROM review_forecast WHERE user_id = $1 AND units > 0
     GROUP BY 1, 2, 3
   ) f
   LEFT JOIN curves c ON c.id = f.curve_id`,
  ['text', 'date', 'date'],
);

export async function forecastGroups(db: Database, userId: string, today: string, lastDay: string): Promise<ForecastGroupRow[]> {
  const rows = await forecastGroupsStatement.run(db, [userId, today, lastDay]);
  // One literal per row (no `{ ...row }`): see toPost in service.ts on what a spread costs on this Node.
  return rows.map((row) => ({ dueDay: row.due_day, curveId: row.curve_id, nextReview: row.next_review, units: row.units, steps: row.steps ?? [] }));
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
