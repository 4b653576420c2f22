// The pure rules of personal parameters: what trains (items.ts), how rescheduled days are spread (replan.ts), and
// the calibration's bins (calibration.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addDays } from '../../src/calendar';
import { calibrationBins } from '../../src/modules/fsrs-fit/calibration';
import { trainingSequences, type UnitOfReviews } from '../../src/modules/fsrs-fit/items';
import { fuzzDays, OVERDUE_SPREAD_DAYS, spreadDueDays } from '../../src/modules/timeline/replan';

const review = (index: number, day: string, grade: UnitOfReviews['reviews'][number]['grade']) => ({ unitId: 'u', index, day, grade });

describe('training sequences', () => {
  it('labels graded reviews after the first only; ungraded ones stay in the history as 记得', () => {
    const memo: UnitOfReviews = {
      kind: 'MEMO',
      enteredDay: '2026-01-01',
      reviews: [review(0, '2026-01-01', null), review(1, '2026-01-04', null), review(2, '2026-01-10', 'AGAIN'), review(3, '2026-01-11', 'EASY')],
    };
    assert.deepEqual(trainingSequences([memo]), [
      { day: '2026-01-10', reviews: [[3, 0], [3, 3], [1, 6]] },
      { day: '2026-01-11', reviews: [[3, 0], [3, 3], [1, 6], [4, 1]] },
    ]);
  });

  it('an imported first review keeps its grade; a jar item starts on its entry day; a unit gone without its review 0 is left out', () => {
    const imported: UnitOfReviews = { kind: 'JAR_ITEM', enteredDay: '2026-01-01', reviews: [review(0, '2026-01-01', 'AGAIN'), review(1, '2026-01-02', 'GOOD')] };
    const item: UnitOfReviews = { kind: 'JAR_ITEM', enteredDay: '2026-01-03', reviews: [review(1, '2026-01-06', 'HARD')] };
    const gone: UnitOfReviews = { kind: null, enteredDay: null, reviews: [review(1, '2026-01-06', 'GOOD')] };
    assert.deepEqual(trainingSequences([item, imported, gone]), [
      { day: '2026-01-02', reviews: [[1, 0], [3, 1]] },
      { day: '2026-01-06', reviews: [[3, 0], [2, 3]] },
    ]);
  });
});

describe('spreading rescheduled due days', () => {
  const today = '2026-03-02';
  const tomorrow = addDays(today, 1);

  it('units the new parameters make overdue are spread over the next days, not all tomorrow', () => {
    const units = Array.from({ length: 100 }, (_, i) => ({ computed: addDays(today, -(i % 9)), lastReview: addDays(today, -30) }));
    const days = spreadDueDays(units, today, new Map());
    const perDay = new Map<string, number>();
    for (const day of days) perDay.set(day, (perDay.get(day) ?? 0) + 1);
    for (const day of days) assert.ok(day >= tomorrow && day <= addDays(tomorrow, OVERDUE_SPREAD_DAYS - 1), day);
    assert.equal(perDay.size, OVERDUE_SPREAD_DAYS);
    assert.ok(Math.max(...perDay.values()) <= Math.ceil(100 / OVERDUE_SPREAD_DAYS), JSON.stringify([...perDay]));
  });

  it('a unit stays within the fuzz of its computed day and takes the least loaded day there', () => {
    const computed = addDays(today, 40);
    const lastReview = addDays(today, -20); // a 60-day interval: fuzz 3 days
    assert.equal(fuzzDays(60), 3);
    const load = new Map([
      [addDays(computed, -3), 9],
      [addDays(computed, -2), 9],
      [addDays(computed, -1), 9],
      [computed, 9],
      [addDays(computed, 1), 2],
      [addDays(computed, 2), 9],
      [addDays(computed, 3), 9],
    ]);
    assert.deepEqual(spreadDueDays([{ computed, lastReview }], today, load), [addDays(computed, 1)]);
    // Equal loads: the computed day itself.
    assert.deepEqual(spreadDueDays([{ computed, lastReview }], today, new Map()), [computed]);
    // A short interval has no fuzz: the computed day whatever the load.
    assert.deepEqual(spreadDueDays([{ computed: addDays(today, 2), lastReview: today }], today, new Map([[addDays(today, 2), 50]])), [addDays(today, 2)]);
  });

  it('many units computed for the same day share the days of their window', () => {
    const computed = addDays(today, 40);
    const units = Array.from({ length: 70 }, () => ({ computed, lastReview: addDays(today, -20) }));
    const perDay = new Map<string, number>();
    for (const day of spreadDueDays(units, today, new Map())) perDay.set(day, (perDay.get(day) ?? 0) + 1);
    assert.equal(perDay.size, 7); // computed ± 3
    assert.deepEqual([...perDay.values()], [10, 10, 10, 10, 10, 10, 10]);
  });
});

describe('calibration bins', () => {
  it('every label lands in one of 10 bins, with its prediction and outcome', async () => {
    const units: UnitOfReviews[] = [
      { kind: 'MEMO', enteredDay: '2026-01-01', reviews: [review(0, '2026-01-01', null), review(1, '2026-01-04', 'GOOD'), review(2, '2026-03-01', 'AGAIN')] },
      { kind: 'MEMO', enteredDay: '2026-01-01', reviews: [review(0, '2026-01-01', null), review(1, '2026-01-02', null), review(2, '2026-01-05', 'HARD')] },
    ];
    const { bins, reviews } = await calibrationBins(units, null);
    assert.equal(reviews, 3);
    assert.equal(bins.length, 10);
    assert.equal(bins.reduce((sum, bin) => sum + bin.count, 0), 3);
    for (const bin of bins) {
      if (bin.count === 0) assert.equal(bin.predicted, null);
      else assert.ok(bin.predicted! >= bin.from && bin.predicted! <= bin.to);
    }
    // The 56-day gap after one review is predicted low and was forgotten; the 3-day ones high and recalled.
    const low = bins.find((bin) => bin.count > 0 && bin.to <= 0.8)!;
    assert.equal(low.actual, 0);
    assert.equal(bins.filter((bin) => bin.count > 0 && bin.from >= 0.8).reduce((sum, bin) => sum + bin.count * bin.actual!, 0), 2);
  });
});
