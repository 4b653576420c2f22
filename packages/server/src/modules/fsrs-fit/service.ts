import { randomUUID } from 'node:crypto';
import {
  FSRS_DECISION_MESSAGES,
  FSRS_FIT_INTERVAL_DAYS,
  FSRS_MIN_REVIEWS,
  MATURE_INTERVAL_DAYS,
  SMART_CURVE_MESSAGES,
  type CalibrationReport,
  type FsrsFit,
  type ReschedulePreview,
  type SmartCurveChange,
  type SmartCurveFits,
  type SmartCurveStatus,
  type TrueRetentionCount,
} from '@memory/contracts';
import { addDays } from '../../calendar';
import { dayOf, now, today as todayInChina } from '../../clock';
import type { Database } from '../../db/database';
import { DEFAULT_WEIGHTS } from '../../domain/fsrs';
import { conflict, notFound } from '../../http/errors';
import type { JobQueue } from '../../jobs/queue';
import type { TimelineService } from '../timeline/service';
import { calibrationBins } from './calibration';
import { fitAndEvaluate } from './fit';
import { trainingSequences } from './items';
import {
  adoptedParameters,
  allFits,
  claimFit,
  deleteAdoption,
  finishFit,
  fitById,
  gradedSmartReviews,
  insertFit,
  learnersDueAutomaticFit,
  lockLearner,
  recentFits,
  smartUnitsOfUser,
  trueRetentionByCurve,
  unfinishedFits,
  writeAdoption,
  type FitRow,
} from './queries';

/** data.json's `smartCurve` (下载我的数据). */
export interface SmartCurveExport {
  parameters: { fitId: string; parameters: number[]; adoptedAt: string } | null;
  fits: FsrsFit[];
}

/** 智能曲线's personal parameters (README.md in this folder). */
export interface FsrsFitService {
  status(userId: string): Promise<SmartCurveStatus>;
  fits(userId: string): Promise<SmartCurveFits>;
  /** 下载我的数据: the parameters in use (null: the defaults) and every fit with its figures, oldest first. */
  exportData(userId: string): Promise<SmartCurveExport>;
  /** 立即优化: queues a fit now (any time, one at a time per learner: 409 while one is queued or running). */
  optimize(userId: string): Promise<FsrsFit>;
  /** The rescheduling adopting `fitId` (absent: going back to the defaults) would bring; writes nothing. */
  preview(userId: string, fitId: string | undefined): Promise<ReschedulePreview>;
  /** 启用: the fit's parameters schedule 智能曲线 from now on, its units rescheduled (one transaction). */
  adopt(userId: string, fitId: string): Promise<SmartCurveChange>;
  /** 恢复默认参数: the defaults again, the units rescheduled with them. */
  revert(userId: string): Promise<SmartCurveChange>;
  calibration(userId: string): Promise<CalibrationReport>;
  /** The weekly sweep: queues an automatic fit for learners due one; answers how many. */
  queueAutomaticFits(): Promise<number>;
  /** Runs one fit (the queue's handler; tests call it to run a fit in place). */
  runFit(fitId: string): Promise<void>;
  /** At start: fits a stopped server left queued or running are queued again (one process: PGlite). */
  resumeInterrupted(): Promise<void>;
}

const FSRS_FIT_QUEUE = 'fsrs-fit';
/** Learners queued per sweep: the rest wait for the next one. */
const SWEEP_LIMIT = 50;
/** Fits listed by GET /smart-curve/fits. */
const FITS_LISTED = 20;

interface FsrsFitDependencies {
  queue: JobQueue;
  timeline: Pick<TimelineService, 'previewSmartReschedule' | 'rescheduleSmart'>;
  /** PGlite: one process, so a fit left RUNNING at start died with it. */
  singleProcess: boolean;
  log: (error: unknown) => void;
}

function toFit(row: FitRow): FsrsFit {
  const fitted = row.fittedRmse !== null && row.defaultRmse !== null && row.defaultRmse > 0;
  return {
    id: row.id,
    trigger: row.trigger,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    reviewsCounted: row.reviewsCounted,
    decision: row.decision,
    reason: row.decision ? FSRS_DECISION_MESSAGES[row.decision] : row.status === 'FAILED' ? SMART_CURVE_MESSAGES.failed : null,
    defaultLogLoss: row.defaultLogLoss,
    defaultRmse: row.defaultRmse,
    fittedLogLoss: row.fittedLogLoss,
    fittedRmse: row.fittedRmse,
    errorReductionPercent: fitted ? Math.round(((row.defaultRmse! - row.fittedRmse!) / row.defaultRmse!) * 1000) / 10 : null,
    parameters: row.weights,
    adoptedAt: row.adoptedAt?.toISOString() ?? null,
  };
}

function retentionCount(reviews: number, passed: number): TrueRetentionCount {
  return { reviews, passed, rate: reviews > 0 ? passed / reviews : null };
}

export function createFsrsFitService(db: Database, deps: FsrsFitDependencies): FsrsFitService {
  const { queue, timeline } = deps;

  async function queueFit(userId: string, trigger: 'AUTO' | 'REQUEST'): Promise<FitRow | null> {
    const row = await insertFit(db, { id: randomUUID(), userId, trigger, at: now() });
    if (!row) return null;
    try {
      await queue.send(FSRS_FIT_QUEUE, { fitId: row.id });
    } catch (error) {
      // Never queued: it must not hold the learner's one place in line.
      await finishFit(db, row.id, { status: 'FAILED', finishedAt: now() });
      throw error;
    }
    return row;
  }

  async function status(userId: string, tx: Database = db): Promise<SmartCurveStatus> {
    const adopted = await adoptedParameters(tx, userId);
    const fits = await recentFits(tx, userId, FITS_LISTED);
    const reviewsCounted = await gradedSmartReviews(tx, userId);
    const running = fits.find((fit) => fit.status === 'QUEUED' || fit.status === 'RUNNING') ?? null;
    const lastFit = fits.find((fit) => fit.status === 'DONE' || fit.status === 'FAILED') ?? null;
    const adoptable = fits.find((fit) => fit.decision === 'BETTER' && fit.id !== adopted?.fitId && fit.adoptedAt === null) ?? null;
    const adoptedFit = adopted ? ((await fitById(tx, userId, adopted.fitId)) ?? null) : null;
    const today = todayInChina();
    const latest = fits[0];
    const nextDay = latest ? addDays(dayOf(latest.requestedAt), FSRS_FIT_INTERVAL_DAYS) : today;
    return {
      source: adopted ? 'PERSONAL' : 'DEFAULT',
      parameters: adopted ? adopted.weights : [...DEFAULT_WEIGHTS],
      adopted: adoptedFit ? toFit(adoptedFit) : null,
      lastFit: lastFit ? toFit(lastFit) : null,
      running: running ? toFit(running) : null,
      adoptable: adoptable ? toFit(adoptable) : null,
      reviewsCounted,
      minReviews: FSRS_MIN_REVIEWS,
      nextAutomaticFit: reviewsCounted >= FSRS_MIN_REVIEWS ? (nextDay > today ? nextDay : today) : null,
    };
  }

  /** The caller's fit that may be adopted: another user's or unknown → 404; not BETTER → 409 naming fitId. */
  async function adoptableFit(tx: Database, userId: string, fitId: string): Promise<FitRow & { weights: number[] }> {
    const fit = await fitById(tx, userId, fitId);
    if (!fit) throw notFound(SMART_CURVE_MESSAGES.fitNotFound);
    if (fit.status !== 'DONE' || fit.decision !== 'BETTER' || !fit.weights) {
      throw conflict(SMART_CURVE_MESSAGES.notAdoptable, { fitId: SMART_CURVE_MESSAGES.notAdoptable });
    }
    return fit as FitRow & { weights: number[] };
  }

  const service: FsrsFitService = {
    status: (userId) => status(userId),

    async fits(userId) {
      return { fits: (await recentFits(db, userId, FITS_LISTED)).map(toFit) };
    },

    async exportData(userId) {
      const [adopted, fits] = await Promise.all([adoptedParameters(db, userId), allFits(db, userId)]);
      return {
        parameters: adopted ? { fitId: adopted.fitId, parameters: adopted.weights, adoptedAt: adopted.adoptedAt.toISOString() } : null,
        fits: fits.map(toFit),
      };
    },

    async optimize(userId) {
      const row = await queueFit(userId, 'REQUEST');
      if (!row) throw conflict(SMART_CURVE_MESSAGES.alreadyRunning);
      return toFit(row);
    },

    async preview(userId, fitId) {
      const today = todayInChina();
      const weights = fitId === undefined ? null : JSON.stringify((await adoptableFit(db, userId, fitId)).weights);
      const plan = await timeline.previewSmartReschedule(userId, weights, today);
      return {
        target: weights === null ? 'DEFAULT' : 'PERSONAL',
        fitId: fitId ?? null,
        replayed: plan.replayed,
        moved: plan.moves.filter((move) => move.to !== move.from).length,
        forecast: plan.forecast,
      };
    },

    async adopt(userId, fitId) {
      return db.transaction(async (tx) => {
        await lockLearner(tx, userId);
        const fit = await adoptableFit(tx, userId, fitId);
        await writeAdoption(tx, userId, fit, now());
        const { moved } = await timeline.rescheduleSmart(tx, userId, JSON.stringify(fit.weights), todayInChina());
        return { status: await status(userId, tx), moved };
      });
    },

    async revert(userId) {
      return db.transaction(async (tx) => {
        await lockLearner(tx, userId);
        // Already on the defaults: nothing to undo (answered as done, so a repeated click is harmless).
        const removed = await deleteAdoption(tx, userId);
        const moved = removed ? (await timeline.rescheduleSmart(tx, userId, null, todayInChina())).moved : 0;
        return { status: await status(userId, tx), moved };
      });
    },

    async calibration(userId) {
      const today = todayInChina();
      const adopted = await adoptedParameters(db, userId);
      const { bins, reviews } = await calibrationBins(await smartUnitsOfUser(db, userId), adopted ? JSON.stringify(adopted.weights) : null);
      const adoptedFit = adopted ? await fitById(db, userId, adopted.fitId) : null;
      const figures = adoptedFit ? toFit(adoptedFit) : null;
      const rows = await trueRetentionByCurve(db, userId, today, MATURE_INTERVAL_DAYS);
      return {
        source: adopted ? 'PERSONAL' : 'DEFAULT',
        bins,
        reviews,
        personal:
          figures && figures.errorReductionPercent !== null
            ? { errorReductionPercent: figures.errorReductionPercent, reviews: figures.reviewsCounted ?? 0 }
            : null,
        curves: rows.map((row) => ({
          curveId: row.curve_id,
          curveName: row.curve_name,
          young: retentionCount(row.young, row.young_passed),
          mature: retentionCount(row.mature, row.mature_passed),
          total: retentionCount(row.young + row.mature, row.young_passed + row.mature_passed),
        })),
      };
    },

    async queueAutomaticFits() {
      const at = now();
      const since = addDays(todayInChina(), -FSRS_FIT_INTERVAL_DAYS);
      const learners = await learnersDueAutomaticFit(db, since, new Date(at.getTime() - FSRS_FIT_INTERVAL_DAYS * 86_400_000), SWEEP_LIMIT);
      let queued = 0;
      for (const userId of learners) if (await queueFit(userId, 'AUTO')) queued += 1;
      return queued;
    },

    async runFit(fitId) {
      const fit = await claimFit(db, fitId);
      if (!fit) return; // finished already (a job run twice)
      try {
        const outcome = await fitAndEvaluate(trainingSequences(await smartUnitsOfUser(db, fit.userId)));
        await finishFit(db, fitId, {
          status: 'DONE',
          finishedAt: now(),
          reviewsCounted: outcome.reviewsCounted,
          decision: outcome.decision,
          weights: outcome.weights,
          defaultLogLoss: outcome.defaults?.logLoss ?? null,
          defaultRmse: outcome.defaults?.rmseBins ?? null,
          fittedLogLoss: outcome.fitted?.logLoss ?? null,
          fittedRmse: outcome.fitted?.rmseBins ?? null,
          fitMs: outcome.fitMs,
          evaluationMs: outcome.evaluationMs,
        });
      } catch (error) {
        deps.log(error);
        await finishFit(db, fitId, { status: 'FAILED', finishedAt: now() });
      }
    },

    async resumeInterrupted() {
      if (!deps.singleProcess) return; // on PostgreSQL pg-boss hands an expired job to another runner
      const ids = await unfinishedFits(db);
      if (ids.length === 0) return;
      await queue.start();
      for (const fitId of ids) await queue.send(FSRS_FIT_QUEUE, { fitId });
    },
  };

  queue.work<{ fitId: string }>(FSRS_FIT_QUEUE, (data) => service.runFit(data.fitId));
  return service;
}
