/**
 * Personal 智能曲线 parameters benchmark (not a test): 100 000 graded reviews generated from known parameters (the
 * tests' simulator), then the time of each part of a fit as the job runs it (src/modules/fsrs-fit/fit.ts): building
 * the training sequences, the held-out evaluation (5 time-ordered folds, each a fit on the past and both parameter
 * sets scored), the fit on the whole history; and the longest the event loop was held meanwhile (the server keeps
 * answering other requests while a fit runs); and the calibration report's replay of the same history.
 *
 *   node --import tsx bench/fsrs-fit.ts                 # BENCH_REVIEWS=100000 by default
 *
 * Targets (issue 31): fit ≤ 10 s and evaluation ≤ 10 s for 100 000 reviews on the build machine.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { calibrationBins } from '../src/modules/fsrs-fit/calibration';
import { fitAndEvaluate } from '../src/modules/fsrs-fit/fit';
import { trainingSequences, type UnitOfReviews } from '../src/modules/fsrs-fit/items';
import { simulate } from '../testing/fsrs-history';

const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 100_000);
const PER_UNIT = 10;

const generated = performance.now();
const units = simulate({ units: Math.ceil(REVIEWS / PER_UNIT), reviewsPerUnit: PER_UNIT, startDay: '2024-01-01', spreadDays: 365, seed: 42, mode: 'true' });
const sequencesStart = performance.now();
const ofReviews: UnitOfReviews[] = units.map((unit) => ({ kind: 'MEMO', enteredDay: unit.reviews[0]!.day, reviews: unit.reviews.map((review) => ({ unitId: '', ...review })) }));
const sequences = trainingSequences(ofReviews);
const sequencesMs = performance.now() - sequencesStart;

// The event loop's longest stall while the fit runs: what a request arriving meanwhile could wait.
let longestStall = 0;
let last = performance.now();
const probe = setInterval(() => {
  const now = performance.now();
  longestStall = Math.max(longestStall, now - last - 10);
  last = now;
}, 10);

const started = performance.now();
const outcome = await fitAndEvaluate(sequences);
const totalMs = performance.now() - started;
clearInterval(probe);

// 数据趋势's calibration replays the same history on a request (GET /smart-curve/calibration).
const calibrationStart = performance.now();
await calibrationBins(ofReviews, JSON.stringify(outcome.weights));
const calibrationMs = performance.now() - calibrationStart;

const f = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(`load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}; ${units.length} units generated in ${f(sequencesStart - generated)}`);
console.log(`graded reviews (labels)   ${outcome.reviewsCounted}`);
console.log(`training sequences        ${f(sequencesMs)}`);
console.log(`evaluation (5 folds)      ${f(outcome.evaluationMs)}   target ≤ 10 s`);
console.log(`fit (whole history)       ${f(outcome.fitMs)}   target ≤ 10 s`);
console.log(`fitAndEvaluate in all     ${f(totalMs)}; longest event-loop stall ${longestStall.toFixed(0)} ms`);
console.log(`calibration (on request)  ${f(calibrationMs)}`);
console.log(`decision ${outcome.decision}: log loss ${outcome.defaults?.logLoss.toFixed(4)} → ${outcome.fitted?.logLoss.toFixed(4)}, RMSE(bins) ${outcome.defaults?.rmseBins.toFixed(4)} → ${outcome.fitted?.rmseBins.toFixed(4)}`);
