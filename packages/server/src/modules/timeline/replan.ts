import { sql } from 'drizzle-orm';
import type { Grade } from '@memory/contracts';
import { addDays, daysBetween } from '../../calendar';
import type { Database } from '../../db/database';
import { historyOfUnit, smartSchedule, type SmartParameters } from '../../domain/fsrs';
import { storedSmartParameters } from './grade-queries';
import { applyForecastChanges, textArray, type ForecastChange } from './queries';

/**
 * Rescheduling 智能曲线 after the learner's parameters change (adopting a fit, going back to the defaults).
 *
 * Every unit on 智能曲线 that is still scheduled has its whole recorded history replayed with the new parameters
 * (smartSchedule, the same replay a grade uses), so no history is lost and the feed's precomputed steps follow the
 * new parameters. Its pending review's due day moves to the replayed one, spread:
 * - a unit already due (due day today or earlier) keeps its day: it is in today's feed, moving it would surprise;
 * - otherwise the new day is chosen within the fuzz of the computed one (±5 % of the interval from the last review,
 *   at least ±1 day for intervals of 3 days and more, FSRS's own fuzz sizes rounded), never before tomorrow;
 * - a unit whose computed day has already passed (the new parameters give a shorter interval than it has waited)
 *   is due again, but not all tomorrow: those are spread over the next OVERDUE_SPREAD_DAYS days;
 * - within its window each unit takes the day with the fewest reviews so far (the forecast of every unit that does
 *   not move, plus the units placed before it; ties: the day nearest the computed one), units placed in order of
 *   computed day. So no day gets more than its share: a day is only chosen over another of the window when it has
 *   fewer reviews.
 * Units on other curves never change. A paused jar's unit moves its held due day (no forecast row).
 */

/** Overdue-by-the-new-parameters units are spread over this many days from tomorrow. */
export const OVERDUE_SPREAD_DAYS = 7;
/** How many days the before/after forecast covers (today first). */
export const PREVIEW_DAYS = 30;

export interface SmartMove {
  unitId: string;
  curveId: string;
  nextReview: number;
  held: boolean;
  /** The current due day (or held due day). */
  from: string;
  /** The new (spread) due day. */
  to: string;
  /** The day the new parameters compute, before spreading. */
  computed: string;
  steps: number[];
}

export interface SmartReplan {
  moves: SmartMove[];
  /** Units on 智能曲线 whose history was replayed. */
  replayed: number;
  /** Today first, PREVIEW_DAYS entries: reviews due each day (overdue counted today), all curves, before and after. */
  forecast: Array<{ date: string; before: number; after: number }>;
}

interface SmartUnitRow {
  id: string;
  kind: 'MEMO' | 'JAR_ITEM' | 'JAR_BATCH';
  curve_id: string;
  next_review: number;
  due_day: string | null;
  held_due_day: string | null;
  entered_day: string;
  history: Array<{ index: number; day: string; grade: Grade | null }> | string | null;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The learner's scheduled units on 智能曲线 with their recorded reviews; `lock`: for the adopting transaction. */
async function smartUnits(db: Database, userId: string, lock: boolean): Promise<SmartUnitRow[]> {
  const units = rowsOf<Omit<SmartUnitRow, 'history'>>(
    await db.execute(sql`
      SELECT id, kind, curve_id, next_review, due_day::text AS due_day, held_due_day::text AS held_due_day, entered_day::text AS entered_day
      FROM review_units
      WHERE user_id = ${userId} AND fsrs_steps IS NOT NULL AND (due_day IS NOT NULL OR held_due_day IS NOT NULL)
      ORDER BY id ${lock ? sql`FOR UPDATE` : sql``}`),
  );
  if (units.length === 0) return [];
  const histories = new Map<string, Array<{ index: number; day: string; grade: Grade | null }>>();
  const reviews = rowsOf<{ unit_id: string; review_index: number; day: string; grade: Grade | null }>(
    await db.execute(sql`
      SELECT unit_id, review_index, day::text AS day, grade FROM reviews
      WHERE user_id = ${userId} AND unit_id = ANY(${textArray(units.map((unit) => unit.id))}::text[])
      ORDER BY unit_id, review_index`),
  );
  for (const review of reviews) {
    const list = histories.get(review.unit_id) ?? [];
    list.push({ index: review.review_index, day: review.day, grade: review.grade });
    histories.set(review.unit_id, list);
  }
  return units.map((unit) => ({ ...unit, history: histories.get(unit.id) ?? [] }));
}

/** Reviews due per day from today (overdue on today) for PREVIEW_DAYS days, every curve: review_forecast. */
async function forecastBefore(db: Database, userId: string, today: string): Promise<Map<string, number>> {
  const last = addDays(today, PREVIEW_DAYS - 1);
  const rows = rowsOf<{ day: string; units: number }>(
    await db.execute(sql`
      SELECT greatest(due_day, ${today}::date)::text AS day, sum(units)::integer AS units FROM review_forecast
      WHERE user_id = ${userId} AND due_day <= ${last}::date AND units > 0
      GROUP BY 1`),
  );
  return new Map(rows.map((row) => [row.day, row.units]));
}

/** The fuzz of an interval in days: FSRS's sizes (15 % to 7 days, 10 % to 20, 5 % beyond), none under 3 days. */
export function fuzzDays(interval: number): number {
  if (interval < 3) return 0;
  const factor = interval < 7 ? 0.15 : interval < 20 ? 0.1 : 0.05;
  return Math.max(1, Math.round(interval * factor));
}

/**
 * Spreads the moving units (pure): each one's window from its computed day and last review, the least loaded day
 * of it, given `load` (the reviews already due per day). Answers the chosen day per unit, in the input's order.
 */
export function spreadDueDays(
  units: ReadonlyArray<{ computed: string; lastReview: string }>,
  today: string,
  load: Map<string, number>,
): string[] {
  const tomorrow = addDays(today, 1);
  const order = units.map((_, index) => index).sort((a, b) => (units[a]!.computed < units[b]!.computed ? -1 : units[a]!.computed > units[b]!.computed ? 1 : a - b));
  const chosen: string[] = new Array<string>(units.length);
  for (const index of order) {
    const { computed, lastReview } = units[index]!;
    let first: string;
    let last: string;
    if (computed <= today) {
      first = tomorrow;
      last = addDays(tomorrow, OVERDUE_SPREAD_DAYS - 1);
    } else {
      const fuzz = fuzzDays(daysBetween(lastReview, computed));
      first = addDays(computed, -fuzz) < tomorrow ? tomorrow : addDays(computed, -fuzz);
      last = addDays(computed, fuzz) < first ? first : addDays(computed, fuzz);
    }
    const target = computed < first ? first : computed;
    let best = first;
    let bestLoad = Number.POSITIVE_INFINITY;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (let day = first; day <= last; day = addDays(day, 1)) {
      const dayLoad = load.get(day) ?? 0;
      const distance = Math.abs(daysBetween(target, day));
      if (dayLoad < bestLoad || (dayLoad === bestLoad && distance < bestDistance)) {
        best = day;
        bestLoad = dayLoad;
        bestDistance = distance;
      }
    }
    chosen[index] = best;
    load.set(best, (load.get(best) ?? 0) + 1);
  }
  return chosen;
}

/**
 * The rescheduling `parameters` would bring (nothing written): every scheduled 智能曲线 unit replayed, the moves
 * spread, and the 30-day forecast before and after. `weights`: the parameters' JSON text, null: the defaults.
 */
export async function planSmartReschedule(db: Database, userId: string, weights: string | null, today: string, lock = false): Promise<SmartReplan> {
  const current = await storedSmartParameters(db, userId);
  const parameters: SmartParameters = { retention: current.retention, weights };
  const units = await smartUnits(db, userId, lock);
  const before = await forecastBefore(db, userId, today);

  const planned: Array<{ unit: SmartUnitRow; from: string; held: boolean; fixed: boolean; computed: string; lastReview: string; steps: number[] }> = [];
  for (const unit of units) {
    const history = typeof unit.history === 'string' ? JSON.parse(unit.history) : (unit.history ?? []);
    const replay = historyOfUnit(unit.kind, unit.entered_day, history);
    const from = (unit.due_day ?? unit.held_due_day)!;
    const plan = smartSchedule(replay, parameters, from);
    const lastReview = replay.at(-1)?.day;
    // No review yet (its first exposure pending), or already due today: its day stays, its steps follow.
    const fixed = plan.dueDay === null || lastReview === undefined || (unit.due_day !== null && unit.due_day <= today);
    const computed = fixed ? from : plan.dueDay!;
    planned.push({ unit, from, held: unit.due_day === null, fixed, computed, lastReview: lastReview ?? from, steps: plan.steps });
  }

  // The load every day already has from what does not move (moving units leave their old day first).
  const load = new Map(before);
  const moving = planned.filter((entry) => !entry.fixed);
  for (const entry of moving) {
    if (!entry.held) load.set(entry.from, (load.get(entry.from) ?? 0) - 1);
  }
  const spread = spreadDueDays(moving, today, load);
  const targets = new Map(moving.map((entry, index) => [entry.unit.id, spread[index]!]));

  const moves: SmartMove[] = planned.map((entry) => ({
    unitId: entry.unit.id,
    curveId: entry.unit.curve_id,
    nextReview: entry.unit.next_review,
    held: entry.held,
    from: entry.from,
    to: targets.get(entry.unit.id) ?? entry.from,
    computed: entry.computed,
    steps: entry.steps,
  }));

  const after = new Map(before);
  for (const move of moves) {
    if (move.held || move.to === move.from) continue;
    const old = move.from < today ? today : move.from;
    after.set(old, (after.get(old) ?? 0) - 1);
    after.set(move.to, (after.get(move.to) ?? 0) + 1);
  }
  const forecast = Array.from({ length: PREVIEW_DAYS }, (_, i) => {
    const date = addDays(today, i);
    return { date, before: before.get(date) ?? 0, after: after.get(date) ?? 0 };
  });
  return { moves, replayed: units.length, forecast };
}

/**
 * Writes a plan made in this transaction (with `lock`): each unit's new due day (or held due day), its steps from
 * its pending review, and the forecast move. Answers how many units changed day.
 */
export async function applySmartReschedule(tx: Database, userId: string, plan: SmartReplan): Promise<number> {
  if (plan.moves.length === 0) return 0;
  const moves = plan.moves;
  await tx.execute(sql`
    UPDATE review_units u SET
      due_day = CASE WHEN u.due_day IS NULL THEN NULL ELSE m.to_day END,
      held_due_day = CASE WHEN u.held_due_day IS NULL THEN NULL ELSE m.to_day END,
      fsrs_steps = m.steps::jsonb,
      fsrs_from = u.next_review
    FROM unnest(${textArray(moves.map((move) => move.unitId))}::text[], ${textArray(moves.map((move) => move.to))}::date[],
                ${textArray(moves.map((move) => JSON.stringify(move.steps)))}::text[]) AS m(id, to_day, steps)
    WHERE u.id = m.id AND u.user_id = ${userId}`);
  const changes: ForecastChange[] = [];
  let moved = 0;
  for (const move of moves) {
    if (move.to === move.from) continue;
    moved += 1;
    if (move.held) continue;
    changes.push({ dueDay: move.from, curveId: move.curveId, nextReview: move.nextReview, delta: -1 });
    changes.push({ dueDay: move.to, curveId: move.curveId, nextReview: move.nextReview, delta: 1 });
  }
  await applyForecastChanges(tx, userId, changes);
  return moved;
}
