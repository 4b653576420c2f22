import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createEmptyCard, fsrs, Rating, type Card } from 'ts-fsrs';
import type { Grade } from '@memory/contracts';
import { addDays, daysBetween } from '../../src/calendar';
import { replayHistory, reviewTime, smartSchedule, type GradedReview } from '../../src/domain/fsrs';
import { dailyForecast } from '../../src/modules/timeline/schedule';

const RATING: Record<Grade, Rating.Again | Rating.Hard | Rating.Good | Rating.Easy> = {
  AGAIN: Rating.Again,
  HARD: Rating.Hard,
  GOOD: Rating.Good,
  EASY: Rating.Easy,
};

/** The library's own output: a card reviewed with next(), one review after another, at noon of each day. */
function libraryCard(reviews: ReadonlyArray<{ day: string; grade: Grade }>, retention: number): Card {
  const scheduler = fsrs({ request_retention: retention, enable_short_term: false, enable_fuzz: false });
  let card = createEmptyCard(reviewTime(reviews[0]!.day));
  for (const review of reviews) card = scheduler.next(card, reviewTime(review.day), RATING[review.grade]).card;
  return card;
}

/** A seeded grade sequence: each review on its due day, grades from a fixed pattern. */
function seededHistory(grades: readonly Grade[], retention: number): GradedReview[] {
  const history: GradedReview[] = [{ day: '2026-03-02', grade: null }];
  for (const grade of grades) {
    const card = replayHistory(history, retention)!;
    history.push({ day: card.due.toISOString().slice(0, 10), grade });
  }
  return history;
}

describe('智能曲线: FSRS schedules through ts-fsrs', () => {
  const grades: Grade[] = ['GOOD', 'AGAIN', 'HARD', 'GOOD', 'EASY', 'AGAIN', 'GOOD', 'GOOD'];

  it('replays a seeded grade sequence exactly as the library reviews it one by one (review 0 as 记得)', () => {
    for (const retention of [80, 90, 97]) {
      const history = seededHistory(grades, retention);
      const ours = replayHistory(history, retention)!;
      const theirs = libraryCard(
        history.map((review, index) => ({ day: review.day, grade: index === 0 ? 'GOOD' : (review.grade ?? 'GOOD') })),
        retention / 100,
      );
      assert.equal(ours.due.toISOString(), theirs.due.toISOString());
      assert.equal(ours.stability, theirs.stability);
      assert.equal(ours.difficulty, theirs.difficulty);
      assert.equal(ours.lapses, 2);
    }
  });

  it('schedules whole days, at least one, and more often for a higher desired retention', () => {
    const history = seededHistory(grades, 90);
    for (let n = 1; n <= history.length; n += 1) {
      const { dueDay } = smartSchedule(history.slice(0, n), 90, '2026-03-02');
      assert.ok(dueDay && daysBetween(history[n - 1]!.day, dueDay) >= 1);
    }
    const twoReviews: GradedReview[] = [{ day: '2026-03-02', grade: null }, { day: '2026-03-05', grade: 'GOOD' }];
    const at = (retention: number) => daysBetween('2026-03-05', smartSchedule(twoReviews, retention, '2026-03-02').dueDay!);
    assert.ok(at(80) > at(90) && at(90) > at(97), `${at(80)} ${at(90)} ${at(97)}`);
  });

  it('an ungraded review counts as 记得 (the end-of-day default)', () => {
    const graded = smartSchedule([{ day: '2026-03-02', grade: null }, { day: '2026-03-05', grade: 'GOOD' }], 90, '2026-03-02');
    const ungraded = smartSchedule([{ day: '2026-03-02', grade: null }, { day: '2026-03-05', grade: null }], 90, '2026-03-02');
    assert.deepEqual(ungraded, graded);
  });

  it("precomputes the feed's steps: each is what grading 记得 on the due day gives", () => {
    const history: GradedReview[] = [{ day: '2026-03-02', grade: null }, { day: '2026-03-05', grade: 'HARD' }];
    const plan = smartSchedule(history, 90, '2026-03-02');
    let day = plan.dueDay!;
    const walked = [...history];
    for (const step of plan.steps.slice(0, 5)) {
      walked.push({ day, grade: 'GOOD' });
      const next = smartSchedule(walked, 90, '2026-03-02').dueDay!;
      assert.equal(daysBetween(day, next), step);
      day = next;
    }
  });

  it('a new unit keeps its first-exposure day and starts its steps from a new card', () => {
    const plan = smartSchedule([], 90, '2026-03-02');
    assert.equal(plan.dueDay, null);
    assert.equal(addDays('2026-03-02', plan.steps[0]!), smartSchedule([{ day: '2026-03-02', grade: null }], 90, '2026-03-02').dueDay);
  });
});

describe('retention forecast: reviews per day for 30 days', () => {
  it('walks fixed-curve steps, counts overdue today, and only the pending review of 智能曲线', () => {
    const today = '2026-03-02';
    const counts = dailyForecast(
      [
        { steps: [1, 2, 3], nextReview: 1, dueDay: '2026-02-27', units: 2 }, // overdue: today, +2, +5
        { steps: [], nextReview: 4, dueDay: '2026-03-04', units: 3 }, // 智能曲线: day 2 only
        { steps: [7, 7, 7], nextReview: 0, dueDay: '2026-03-20', units: 1 }, // day 18, 25, (32 is past)
      ],
      today,
      30,
    );
    const expected = Array.from({ length: 30 }, () => 0);
    expected[0] = 2;
    expected[2] = 2 + 3;
    expected[5] = 2;
    expected[18] = 1;
    expected[25] = 1;
    assert.deepEqual(counts, expected);
  });
});
