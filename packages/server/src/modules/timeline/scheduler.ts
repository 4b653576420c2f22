import type { Database } from '../../db/database';
import { applyForecastChanges, deleteUnit, insertUnit } from './queries';
import { enterSchedule } from './schedule';

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
