import type * as OptimizerBinding from '@open-spaced-repetition/binding';
import type { FSRSBindingItem } from '@open-spaced-repetition/binding';
import { FSRS_MIN_REVIEWS, type FsrsDecision } from '@memory/contracts';
import { DEFAULT_WEIGHTS } from '../../domain/fsrs';
import type { TrainingSequence } from './items';

/**
 * Fitting and judging a learner's parameters (README.md beside this file). The optimizer is fsrs-rs through
 * @open-spaced-repetition/binding (native, its training runs off the event loop); day granularity, no short-term
 * (same-day) parameters, like the scheduler.
 */

/** Time-ordered splits: fold i trains on everything before its test block (sklearn's TimeSeriesSplit, 5 folds). */
export const EVALUATION_FOLDS = 5;

export interface Figures {
  logLoss: number;
  rmseBins: number;
}

export interface FitOutcome {
  reviewsCounted: number;
  decision: FsrsDecision;
  /** Fitted on the whole history; null when not fitted (too few reviews). */
  weights: number[] | null;
  defaults: Figures | null;
  fitted: Figures | null;
  fitMs: number;
  evaluationMs: number;
}

/**
 * The optimizer, loaded on the first fit: it is a native addon (one prebuilt binary per platform), so a machine
 * without one fails its fits (FAILED, 优化失败) instead of failing to start the server.
 */
type Binding = typeof OptimizerBinding;
let binding: Promise<Binding> | null = null;
const optimizer = (): Promise<Binding> => (binding ??= import('@open-spaced-repetition/binding'));

/** Lets queued requests run between the synchronous parts (building items, evaluating a fold). */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Items built per slice of the event loop (each one is native objects: ~15 µs a review). */
const ITEMS_PER_SLICE = 2000;

async function toItems(sequences: readonly TrainingSequence[]): Promise<FSRSBindingItem[]> {
  const { FSRSBindingItem, FSRSBindingReview } = await optimizer();
  const items: FSRSBindingItem[] = [];
  for (let i = 0; i < sequences.length; i += 1) {
    items.push(new FSRSBindingItem(sequences[i]!.reviews.map(([rating, delta]) => new FSRSBindingReview(rating, delta))));
    if (i % ITEMS_PER_SLICE === ITEMS_PER_SLICE - 1) await yieldToRequests();
  }
  return items;
}

async function fit(items: FSRSBindingItem[]): Promise<number[]> {
  const { computeParameters } = await optimizer();
  try {
    const weights = await computeParameters(items, { enableShortTerm: false });
    return weights.length === DEFAULT_WEIGHTS.length && weights.every(Number.isFinite) ? weights : [...DEFAULT_WEIGHTS];
  } catch {
    // fsrs-rs refuses a training set it cannot learn from (too few long-term reviews): the defaults stand for it.
    return [...DEFAULT_WEIGHTS];
  }
}

/**
 * Held-out figures of the defaults and of parameters fitted on the past only, on the same time-ordered splits: the
 * items are ordered by their labelled review's day; fold i tests block i + 1 of EVALUATION_FOLDS + 1 equal blocks
 * after training on blocks 0..i. Figures are aggregated over the folds weighted by test size (log loss: the mean;
 * RMSE(bins): the root of the weighted mean square).
 *
 * Why not the binding's evaluateWithTimeSeriesSplits: it answers the fitted figures only, on splits of its own; the
 * defaults must be judged on exactly the same held-out reviews, so the splits are made here.
 */
export async function evaluateOnSplits(items: readonly FSRSBindingItem[]): Promise<{ defaults: Figures; fitted: Figures }> {
  const { FSRSBinding } = await optimizer();
  const block = Math.floor(items.length / (EVALUATION_FOLDS + 1));
  const sums = { defaultLog: 0, defaultSq: 0, fittedLog: 0, fittedSq: 0, n: 0 };
  const defaults = new FSRSBinding([...DEFAULT_WEIGHTS]);
  for (let fold = 0; fold < EVALUATION_FOLDS && block > 0; fold += 1) {
    const trainEnd = items.length - (EVALUATION_FOLDS - fold) * block;
    const train = items.slice(0, trainEnd);
    const test = items.slice(trainEnd, trainEnd + block);
    const weights = await fit(train);
    await yieldToRequests();
    let ours: Figures;
    let theirs: Figures;
    try {
      ours = new FSRSBinding(weights).evaluate(test);
      theirs = defaults.evaluate(test);
    } catch {
      continue; // a block fsrs-rs cannot score (no long-term review in it): left out for both
    }
    sums.fittedLog += ours.logLoss * test.length;
    sums.fittedSq += ours.rmseBins ** 2 * test.length;
    sums.defaultLog += theirs.logLoss * test.length;
    sums.defaultSq += theirs.rmseBins ** 2 * test.length;
    sums.n += test.length;
    await yieldToRequests();
  }
  const n = Math.max(1, sums.n);
  return {
    defaults: { logLoss: sums.defaultLog / n, rmseBins: Math.sqrt(sums.defaultSq / n) },
    fitted: { logLoss: sums.fittedLog / n, rmseBins: Math.sqrt(sums.fittedSq / n) },
  };
}

/**
 * The whole fit: too few graded reviews → NOT_ENOUGH_REVIEWS (nothing fitted); else the held-out evaluation, and the
 * parameters fitted on everything. BETTER only when the fitted figures are lower on BOTH log loss and RMSE(bins).
 */
export async function fitAndEvaluate(sequences: readonly TrainingSequence[], minReviews = FSRS_MIN_REVIEWS): Promise<FitOutcome> {
  const reviewsCounted = sequences.length;
  if (reviewsCounted < minReviews) {
    return { reviewsCounted, decision: 'NOT_ENOUGH_REVIEWS', weights: null, defaults: null, fitted: null, fitMs: 0, evaluationMs: 0 };
  }
  const items = await toItems(sequences);
  const evaluationStart = performance.now();
  const { defaults, fitted } = await evaluateOnSplits(items);
  const evaluationMs = Math.round(performance.now() - evaluationStart);
  const fitStart = performance.now();
  const weights = await fit(items);
  const fitMs = Math.round(performance.now() - fitStart);
  // A whole-history fit the optimizer refused comes back as the defaults: nothing to adopt then.
  const fittedSomething = weights.some((weight, i) => weight !== DEFAULT_WEIGHTS[i]);
  const better = fittedSomething && fitted.logLoss < defaults.logLoss && fitted.rmseBins < defaults.rmseBins;
  return { reviewsCounted, decision: better ? 'BETTER' : 'NOT_BETTER', weights, defaults, fitted, fitMs, evaluationMs };
}
