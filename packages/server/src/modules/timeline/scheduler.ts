import { SMART_CURVE_ID } from '@memory/contracts';
import { daysBetween as daysBetweenDays } from '../../calendar';
import type { Database } from '../../db/database';
import { historyOfUnit, smartSchedule } from '../../domain/fsrs';
import { enterItemsWithHistory } from './imported-history';
import { historiesOf, storedSmartParameters } from './grade-queries';
import { applyForecastChanges, deleteUnit, insertUnit, stepsOfCurves, type UnitRow } from './queries';
import { enterSchedule } from './schedule';
import type { ReviewSchedule } from './service';

/**
 * Putting units on and taking them off their curve. Called inside the transaction that creates or abandons the
 * memo, so review_units and review_forecast never disagree with the memo.
 */
export async function scheduleMemo(tx: Database, memo: { id: string; userId: string; curveId: string }, day: string): Promise<void> {
  const state = enterSchedule(day);
  await insertUnit(tx, {
    id: memo.id,
    userId: memo.userId,
    kind: 'MEMO',
    memoId: memo.id,
    curveId: memo.curveId,
    nextReview: state.nextReview,
    dueDay: state.dueDay,
    enteredDay: day,
    ...(memo.curveId === SMART_CURVE_ID ? await smartFields(tx, memo.userId, [], day, 0) : {}),
  });
  await applyForecastChanges(tx, memo.userId, [{ dueDay: day, curveId: memo.curveId, nextReview: state.nextReview, delta: 1 }]);
}

/** Abandon: the unit leaves every future feed and every remaining count. */
export async function unscheduleMemo(tx: Database, userId: string, memoId: string): Promise<void> {
  const removed = await deleteUnit(tx, userId, memoId);
  if (removed?.dueDay) {
    await applyForecastChanges(tx, userId, [
      { dueDay: removed.dueDay, curveId: removed.curveId, nextReview: removed.nextReview, delta: -1 },
    ]);
  }
}

/** The fsrs_steps / fsrs_from of a unit on 智能曲线 (src/domain/fsrs.ts) whose next review is `from`. */
async function smartFields(tx: Database, userId: string, history: Parameters<typeof smartSchedule>[0], day: string, from: number) {
  const parameters = await storedSmartParameters(tx, userId);
  return { fsrsSteps: smartSchedule(history, parameters, day).steps, fsrsFrom: from };
}

/**
 * A jar item entering 智能曲线 on `day` (its review 0, the batch post, that day): its review 1's due day and the
 * feed's steps from there. `firstStep` is also the jar's batch rhythm on 智能曲线 (src/modules/jars/scheduler.ts).
 */
export async function smartItemEntry(tx: Database, userId: string, day: string): Promise<{ dueDay: string; fsrsSteps: number[]; fsrsFrom: number; firstStep: number }> {
  const parameters = await storedSmartParameters(tx, userId);
  const plan = smartSchedule([{ day, grade: null }], parameters, day);
  const dueDay = plan.dueDay ?? day;
  return { dueDay, fsrsSteps: plan.steps, fsrsFrom: 1, firstStep: Math.max(1, daysBetweenDays(day, dueDay)) };
}

/**
 * Units moving onto 智能曲线 keep their history: each one's delivered reviews (grades, ungraded as 记得) are replayed
 * with ts-fsrs's reschedule, giving its pending review's due day (from its last review) and the feed's steps.
 * A unit with no review yet keeps its due day. Answers the new values per unit id.
 */
export async function smartScheduleOf(
  tx: Database,
  userId: string,
  units: readonly UnitRow[],
): Promise<Map<string, { dueDay: string | null; fsrsSteps: number[]; fsrsFrom: number }>> {
  const parameters = await storedSmartParameters(tx, userId);
  const histories = await historiesOf(tx, userId, units.map((unit) => unit.id));
  const plans = new Map<string, { dueDay: string | null; fsrsSteps: number[]; fsrsFrom: number }>();
  for (const unit of units) {
    const history = historyOfUnit(unit.kind, unit.enteredDay, histories.get(unit.id) ?? []);
    const plan = smartSchedule(history, parameters, unit.dueDay ?? unit.heldDueDay ?? unit.enteredDay);
    plans.set(unit.id, { dueDay: plan.dueDay, fsrsSteps: plan.steps, fsrsFrom: unit.nextReview });
  }
  return plans;
}

/** The timeline's part of other modules' transactions (TimelineService); the demo seed, not a module, uses it as is. */
export const reviewSchedule: ReviewSchedule = {
  scheduleMemo,
  unscheduleMemo,
  applyForecastChanges,
  stepsOfCurves,
  smartItemEntry,
  smartScheduleOf,
  enterItemsWithHistory,
};
