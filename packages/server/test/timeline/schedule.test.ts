import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SYSTEM_CURVES } from '@memory/contracts';
import { addDays, daysBetween, endOfMonth, endOfWeek } from '../../src/calendar';
import {
  afterReview,
  enterSchedule,
  isHiddenReview,
  remainingReviews,
  reviewsUntil,
  summarise,
  type ScheduleState,
} from '../../src/modules/timeline/schedule';

const ENTRY = '2026-03-02'; // a Monday

/** Reviews a unit every day it is due (or on the day `delay` gives for a review index); returns the review days. */
function reviewDays(steps: readonly number[], entry: string, delay: (review: number) => number = () => 0): string[] {
  const days: string[] = [];
  let state: ScheduleState = enterSchedule(entry);
  while (state.dueDay !== null) {
    const day = addDays(state.dueDay, delay(state.nextReview));
    days.push(day);
    state = afterReview(steps, state, day);
  }
  return days;
}

/** Day numbers (0 = entry day) on which each review happens. */
const offsets = (days: string[], entry = ENTRY) => days.map((day) => daysBetween(entry, day));

function curve(id: string): readonly number[] {
  const found = SYSTEM_CURVES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no curve ${id}`);
  return found.steps;
}

describe('scheduling rules (ARCHITECTURE §4)', () => {
  it('EBBINGHAUS: review 0 on entry, then 1, 2, 3, 4, 4, 7, 14 days after each review, then done', () => {
    assert.deepEqual(offsets(reviewDays(curve('EBBINGHAUS'), ENTRY)), [0, 1, 3, 6, 10, 14, 21, 35]);
  });

  it('PER_DAY_LAST_A_WEEK: eight days in a row (entry + seven 1s)', () => {
    assert.deepEqual(offsets(reviewDays(curve('PER_DAY_LAST_A_WEEK'), ENTRY)), [0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('PER_DAY_LAST_A_MONTH: thirty-three days in a row (entry + thirty-two 1s)', () => {
    const days = offsets(reviewDays(curve('PER_DAY_LAST_A_MONTH'), ENTRY));
    assert.equal(days.length, 33);
    assert.deepEqual(days, Array.from({ length: 33 }, (_, day) => day));
  });

  it('PER_WEEK_LAST_THREE_WEEKS: entry day, then weekly three times', () => {
    assert.deepEqual(offsets(reviewDays(curve('PER_WEEK_LAST_THREE_WEEKS'), ENTRY)), [0, 7, 14, 21]);
  });

  it('a custom curve follows its own steps', () => {
    assert.deepEqual(offsets(reviewDays([2, 5, 30], ENTRY)), [0, 2, 7, 37]);
  });

  it('a late review pushes every later review (steps count from the actual review)', () => {
    // EBBINGHAUS, review 2 (due day 3) happens 2 days late on day 5: review 3 is 3 days after that, on day 8.
    const days = offsets(reviewDays(curve('EBBINGHAUS'), ENTRY, (review) => (review === 2 ? 2 : 0)));
    assert.deepEqual(days, [0, 1, 5, 8, 12, 16, 23, 37]);
  });

  it('review 0 is shown, every later review starts hidden', () => {
    assert.equal(isHiddenReview(0), false);
    assert.equal(isHiddenReview(1), true);
    assert.equal(isHiddenReview(7), true);
  });

  it('a curve edited shorter than the progress ends after the pending review', () => {
    const state = afterReview([1], { nextReview: 3, dueDay: ENTRY }, ENTRY);
    assert.deepEqual(state, { nextReview: 4, dueDay: null });
    assert.equal(remainingReviews([1], 3), 1);
  });

  it('projects reviews inside a window from max(due, today)', () => {
    const steps = curve('PER_DAY_LAST_A_WEEK');
    // Overdue since last week: only one review can happen today, the rest follow daily.
    assert.equal(reviewsUntil(steps, { nextReview: 2, dueDay: '2026-02-20' }, '2026-03-04', '2026-03-08'), 5);
    // Due after the window: none.
    assert.equal(reviewsUntil(steps, { nextReview: 0, dueDay: '2026-03-09' }, '2026-03-04', '2026-03-08'), 0);
    // The curve ends inside the window: only what is left.
    assert.equal(reviewsUntil(steps, { nextReview: 6, dueDay: '2026-03-04' }, '2026-03-04', '2026-03-31'), 2);
    assert.equal(reviewsUntil(steps, { nextReview: 0, dueDay: null }, '2026-03-04', '2026-03-31'), 0);
  });

  it('summarises today, this week (Monday start), this month and everything left', () => {
    const today = '2026-03-04'; // Wednesday; week ends Sunday 03-08, month 03-31
    const summary = summarise(
      [
        // 3 memos entered today on EBBINGHAUS: reviews on 03-04, 03-05, 03-07, 03-10, 03-14, 03-18, 03-25, 04-08.
        { steps: curve('EBBINGHAUS'), nextReview: 0, dueDay: today, units: 3 },
        // 2 overdue on weekly: one today, then 03-11, 03-18.
        { steps: curve('PER_WEEK_LAST_THREE_WEEKS'), nextReview: 1, dueDay: '2026-03-01', units: 2 },
        // 1 due next week on daily-for-a-week, 3 reviews left: 03-09, 03-10, 03-11.
        { steps: curve('PER_DAY_LAST_A_WEEK'), nextReview: 5, dueDay: '2026-03-09', units: 1 },
      ],
      today,
    );
    assert.deepEqual(summary, {
      todayLeft: 5,
      weekLeft: 3 * 3 + 2 * 1 + 0,
      monthLeft: 3 * 7 + 2 * 3 + 3,
      totalLeft: 3 * 8 + 2 * 3 + 3,
    });
  });
});

describe('calendar days', () => {
  it('ends weeks on Sunday and months on their last day, across a leap day', () => {
    assert.equal(endOfWeek('2026-03-02'), '2026-03-08'); // Monday
    assert.equal(endOfWeek('2026-03-08'), '2026-03-08'); // Sunday
    assert.equal(endOfWeek('2026-12-31'), '2027-01-03');
    assert.equal(endOfMonth('2028-02-10'), '2028-02-29');
    assert.equal(endOfMonth('2026-12-01'), '2026-12-31');
    assert.equal(addDays('2028-02-28', 1), '2028-02-29');
    assert.equal(daysBetween('2026-12-30', '2027-01-02'), 3);
  });
});
