import { DEFAULT_GRADE, type Grade } from '@memory/contracts';
import { createEmptyCard, default_w, fsrs, Rating, type Card, type FSRS, type FSRSHistory, type Grade as FsrsGrade } from 'ts-fsrs';
import { addDays, daysBetween } from '../calendar';

/**
 * 智能曲线: FSRS-6 through ts-fsrs with its default weights, or the learner's own adopted ones (fsrs_parameters,
 * src/modules/fsrs-fit), at day granularity and without same-day
 * (re)learning steps (enable_short_term false), no fuzz (a schedule must be reproducible), request_retention from
 * the DESIRED_RETENTION setting.
 *
 * A unit's FSRS history is its reviews in order: review 0 (the first exposure — a memo's first post, a jar item's
 * batch post) counts as a 记得 first learning, every later (hidden) review as its grade, or DEFAULT_GRADE when it
 * was left ungraded. An imported history (Anki's) grades its review 0 too: that grade is the first learning's. Every review happens at noon of its Shanghai day, so elapsed days are whole days.
 */

/** How many intervals ahead a unit keeps for the feed (each one assumes 记得 on time; a grade recomputes them). */
export const FSRS_STEPS_AHEAD = 12;

/** One review of a unit's history: its day and grade (null: ungraded, counts as DEFAULT_GRADE). */
export interface GradedReview {
  day: string;
  grade: Grade | null;
}

/** Where a unit on 智能曲线 stands: its pending review's due day and the feed's precomputed steps from there. */
export interface SmartSchedule {
  /** The pending review's due day; null when the unit has no review yet (its review 0 keeps the day it has). */
  dueDay: string | null;
  /** steps[i]: days from review `from + i` to the next one if it and all before it are graded 记得 on time. */
  steps: number[];
}

const RATINGS: Readonly<Record<Grade, FsrsGrade>> = {
  AGAIN: Rating.Again,
  HARD: Rating.Hard,
  GOOD: Rating.Good,
  EASY: Rating.Easy,
};

/** FSRS-6's default parameters (ts-fsrs's), what 智能曲线 schedules with until a learner adopts their own. */
export const DEFAULT_WEIGHTS: readonly number[] = Object.freeze([...default_w]);

/**
 * What a learner's 智能曲线 schedules with: the desired retention in percent (80–97) and the adopted parameters as
 * stored (fsrs_parameters.weights as JSON text, read in the same statement as the retention), null: the defaults.
 * The text is the scheduler cache's key, so a grade never parses or compares 21 numbers.
 */
export interface SmartParameters {
  retention: number;
  weights: string | null;
}

/** Schedulers by `retention|weights`: a handful of retentions × the adopted parameter sets in use, bounded. */
const schedulers = new Map<string, FSRS>();
const MAX_SCHEDULERS = 2000;

/** The scheduler for a retention and a learner's parameters (one instance per pair, kept while in use). */
export function schedulerFor(parameters: SmartParameters | number): FSRS {
  const { retention, weights } = typeof parameters === 'number' ? { retention: parameters, weights: null } : parameters;
  const key = weights === null ? String(retention) : `${retention}|${weights}`;
  let scheduler = schedulers.get(key);
  if (scheduler) {
    if (weights !== null) {
      // Least recently used last out: touch it.
      schedulers.delete(key);
      schedulers.set(key, scheduler);
    }
    return scheduler;
  }
  const w = weights === null ? undefined : parseWeights(weights);
  scheduler = fsrs({ request_retention: retention / 100, enable_short_term: false, enable_fuzz: false, ...(w ? { w } : {}) });
  if (schedulers.size >= MAX_SCHEDULERS) {
    const oldest = schedulers.keys().next().value;
    if (oldest !== undefined) schedulers.delete(oldest);
  }
  schedulers.set(key, scheduler);
  return scheduler;
}

/** Stored weights (JSON text of 21 finite numbers); anything else means the defaults. */
function parseWeights(text: string): number[] | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (Array.isArray(value) && value.length === DEFAULT_WEIGHTS.length && value.every((x) => typeof x === 'number' && Number.isFinite(x))) {
      return value as number[];
    }
  } catch {
    // fall through: defaults
  }
  return undefined;
}

/** Noon in Shanghai (04:00 UTC) of a day: the time every review of that day is taken to happen. */
export function reviewTime(day: string): Date {
  return new Date(`${day}T04:00:00.000Z`);
}

function dayOf(time: Date): string {
  return time.toISOString().slice(0, 10);
}

/**
 * A unit's FSRS history from its recorded reviews (oldest first, with their review index). A jar item's review 0 is
 * its batch post (another unit), so it is taken to have happened on the day the item entered its round.
 */
export function historyOfUnit(
  kind: 'MEMO' | 'JAR_ITEM' | 'JAR_BATCH' | null,
  enteredDay: string | null,
  delivered: ReadonlyArray<{ index: number; day: string; grade: Grade | null }>,
): GradedReview[] {
  const history = delivered.map(({ day, grade }) => ({ day, grade }));
  if (kind === 'JAR_ITEM' && delivered[0]?.index !== 0 && enteredDay) history.unshift({ day: enteredDay, grade: null });
  return history;
}

/** The card after replaying the history with ts-fsrs's reschedule (the library's own replay). */
export function replayHistory(history: readonly GradedReview[], parameters: SmartParameters | number): Card | null {
  const first = history[0];
  if (!first) return null;
  // Review 0 is ungraded here (a first exposure); only a history imported from elsewhere grades its first review,
  // and then that grade is the first learning's.
  const reviews: FSRSHistory[] = history.map((review) => ({
    rating: RATINGS[review.grade ?? DEFAULT_GRADE],
    review: reviewTime(review.day),
  }));
  const { collections } = schedulerFor(parameters).reschedule(createEmptyCard(reviewTime(first.day)), reviews, { skipManual: true });
  return collections.at(-1)?.card ?? null;
}

/**
 * The schedule of a unit on 智能曲线 after `history` (oldest first). With no history the pending review is its first
 * exposure: its day stays as is, and the steps start from a new card reviewed on `entryDay`.
 */
export function smartSchedule(history: readonly GradedReview[], parameters: SmartParameters | number, entryDay: string): SmartSchedule {
  const scheduler = schedulerFor(parameters);
  const card = replayHistory(history, parameters);
  const last = history.at(-1);
  const dueDay = card && last ? addDays(last.day, intervalOf(card, last.day)) : null;
  let current: Card = card ?? createEmptyCard<Card>(reviewTime(entryDay));
  let day = dueDay ?? entryDay;
  const steps: number[] = [];
  for (let i = 0; i < FSRS_STEPS_AHEAD; i += 1) {
    current = scheduler.next(current, reviewTime(day), Rating.Good).card;
    const step = intervalOf(current, day);
    steps.push(step);
    day = addDays(day, step);
  }
  return { dueDay, steps };
}

/** Whole days from the review on `day` to the card's due day (at least 1: no same-day learning). */
function intervalOf(card: Card, day: string): number {
  return Math.max(1, daysBetween(day, dayOf(card.due)));
}
