import { DEFAULT_GRADE, type Grade } from '@memory/contracts';
import { daysBetween } from '../../calendar';

/**
 * A learner's FSRS training data (README.md beside this file): one labelled sequence per graded review of a unit on
 * 智能曲线, its whole history up to and including that review. Pure: the rows come from queries.ts.
 */

/** FSRS's ratings: 忘了 1, 模糊 2, 记得 3, 简单 4. */
export const RATING: Readonly<Record<Grade, number>> = { AGAIN: 1, HARD: 2, GOOD: 3, EASY: 4 };

/** One recorded review of a unit, with what the history rules need to know about its unit. */
export interface UnitReview {
  unitId: string;
  index: number;
  day: string;
  grade: Grade | null;
}

export interface UnitOfReviews {
  /** null: the unit row is gone (an abandoned memo, a finished jar round); its reviews stay. */
  kind: 'MEMO' | 'JAR_ITEM' | 'JAR_BATCH' | null;
  enteredDay: string | null;
  reviews: readonly UnitReview[];
}

/** One training example: the day of its last (labelled) review and the history as [rating, days since previous]. */
export interface TrainingSequence {
  day: string;
  reviews: Array<[rating: number, deltaT: number]>;
}

/**
 * The labelled sequences of these units, oldest label first (ties: input order).
 * - A unit's history is replayed as the scheduler replays it (src/domain/fsrs.ts): its first review is the first
 *   learning, rated 记得 unless it carries an imported grade; a jar item whose first recorded review is not its
 *   review 0 starts on the day it entered its round; ungraded later reviews are 记得 (DEFAULT_GRADE) in the history.
 * - Only graded reviews after the first are labels (Anki's convention: an answer is what the model learns from).
 *   An ungraded review counts as 记得 for scheduling, but it was never answered, so it predicts nothing.
 * - A unit whose row is gone and whose first recorded review is not review 0 (a finished jar round) is left out:
 *   the day its first learning happened is not known.
 */
export function trainingSequences(units: Iterable<UnitOfReviews>): TrainingSequence[] {
  const sequences: TrainingSequence[] = [];
  for (const unit of units) {
    const history = ratedHistory(unit);
    if (!history) continue;
    const rated: Array<[number, number]> = [];
    for (const review of history) {
      rated.push([review.rating, review.deltaT]);
      if (review.label) sequences.push({ day: review.day, reviews: rated.slice() });
    }
  }
  // Stable: same-day labels keep the input's order.
  return sequences.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

/** A unit's history as the model sees it (the rules above); null when it cannot be known. */
export function ratedHistory(unit: UnitOfReviews): Array<{ day: string; rating: number; deltaT: number; label: boolean }> | null {
  const reviews = unit.reviews;
  const first = reviews[0];
  if (!first) return null;
  const history: Array<{ day: string; grade: Grade | null; label: boolean }> = reviews.map((review) => ({
    day: review.day,
    grade: review.grade,
    label: review.index > 0 && review.grade !== null,
  }));
  if (first.index !== 0) {
    if (unit.kind !== 'JAR_ITEM' || !unit.enteredDay) return null;
    history.unshift({ day: unit.enteredDay, grade: null, label: false });
  }
  return history.map((review, i) => ({
    day: review.day,
    rating: RATING[review.grade ?? DEFAULT_GRADE],
    deltaT: i === 0 ? 0 : Math.max(0, daysBetween(history[i - 1]!.day, review.day)),
    label: i > 0 && review.label,
  }));
}

/**
 * Groups rows (ordered by unit, then review index) into units; `unitOf` tells each unit's kind and entry day.
 */
export function groupByUnit(
  rows: ReadonlyArray<UnitReview & { kind: UnitOfReviews['kind']; enteredDay: string | null }>,
): UnitOfReviews[] {
  const units: UnitOfReviews[] = [];
  let current: (UnitOfReviews & { id: string; reviews: UnitReview[] }) | null = null;
  for (const row of rows) {
    if (!current || current.id !== row.unitId) {
      current = { id: row.unitId, kind: row.kind, enteredDay: row.enteredDay, reviews: [] };
      units.push(current);
    }
    current.reviews.push({ unitId: row.unitId, index: row.index, day: row.day, grade: row.grade });
  }
  return units;
}
