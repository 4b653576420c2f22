import { createEmptyCard, fsrs, Rating, type Card, type Grade as FsrsGrade } from 'ts-fsrs';
import type { Grade } from '@memory/contracts';
import { addDays } from '../../src/calendar';
import { reviewTime } from '../../src/domain/fsrs';
import { seededRandom } from '../../src/random';

const GRADES: Grade[] = ['AGAIN', 'HARD', 'GOOD', 'EASY'];

/** A learner whose memory follows `truth`: much faster forgetting than FSRS's defaults (and a steeper curve). */
export const TRUE_WEIGHTS = [
  0.1, 0.35, 0.9, 4.0, 6.9, 0.6, 3.0, 0.01, 0.9, 0.1, 1.2, 1.9, 0.11, 0.29, 2.27, 0.23, 2.99, 0.52, 0.66, 0.15, 0.3,
];

export interface SimulatedUnit {
  reviews: Array<{ index: number; day: string; grade: Grade | null }>;
}

/**
 * Units reviewed on the days a scheduler with FSRS's defaults gives (as 智能曲线 would), each review's outcome drawn
 * from the true model's retrievability (mode 'true'), from the defaults' own (mode 'defaults': random grades the
 * defaults already explain, nothing for a fit to learn), or a uniformly random grade (mode 'random'). Review 0 is the
 * first exposure (ungraded), entering on a day spread over the first `spreadDays`.
 */
export function simulate(options: { units: number; reviewsPerUnit: number; startDay: string; spreadDays: number; seed: number; mode: 'true' | 'random' | 'defaults' }): SimulatedUnit[] {
  const random = seededRandom(options.seed);
  const truth = fsrs({ w: TRUE_WEIGHTS, enable_short_term: false, enable_fuzz: false });
  const scheduler = fsrs({ enable_short_term: false, enable_fuzz: false });
  const units: SimulatedUnit[] = [];
  for (let u = 0; u < options.units; u += 1) {
    let day = addDays(options.startDay, Math.floor(random() * options.spreadDays));
    let real: Card = truth.next(createEmptyCard(reviewTime(day)), reviewTime(day), Rating.Good).card;
    let planned: Card = scheduler.next(createEmptyCard(reviewTime(day)), reviewTime(day), Rating.Good).card;
    const reviews: SimulatedUnit['reviews'] = [{ index: 0, day, grade: null }];
    for (let k = 1; k <= options.reviewsPerUnit; k += 1) {
      const interval = Math.max(1, Math.round(planned.scheduled_days));
      day = addDays(day, interval);
      let grade: Grade;
      if (options.mode === 'random') {
        grade = GRADES[Math.floor(random() * 4)]!;
      } else {
        const model = options.mode === 'true' ? real : planned;
        const recalled = random() < (options.mode === 'true' ? truth : scheduler).get_retrievability(model, reviewTime(day), false);
        grade = recalled ? (random() < 0.15 ? 'HARD' : random() < 0.9 ? 'GOOD' : 'EASY') : 'AGAIN';
      }
      const rating = (GRADES.indexOf(grade) + 1) as FsrsGrade;
      real = truth.next(real, reviewTime(day), rating).card;
      planned = scheduler.next(planned, reviewTime(day), rating).card;
      reviews.push({ index: k, day, grade });
    }
    units.push({ reviews });
  }
  return units;
}
