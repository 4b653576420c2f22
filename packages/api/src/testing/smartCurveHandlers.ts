// MSW handlers for 智能曲线's personal parameters (/smart-curve/**): the status in FakeState.smartCurve, a 立即优化
// that runs for a few status polls and then decides as the test or story chose, adopt / revert, the calibration.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import {
  FSRS_DECISION_MESSAGES,
  FSRS_MIN_REVIEWS,
  SMART_CURVE_MESSAGES,
  SMART_PREVIEW_DAYS,
  addDays,
  type CalibrationReport,
  type FsrsDecision,
  type FsrsFit,
  type ReschedulePreview,
  type SmartCurveStatus,
} from '@memory/contracts';
import { conflict, notFound } from './errors';

const API = '*/api';
const ok = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });

/** FSRS-6's default parameters (ts-fsrs default_w), as the server reports them. */
export const FAKE_DEFAULT_PARAMETERS: readonly number[] = [
  0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796, 1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729,
  0.5425, 0.0912, 0.0658, 0.1542,
];

export interface FakeSmartCurve {
  status: SmartCurveStatus;
  calibration: CalibrationReport;
  /** What the next 立即优化 decides once it has run (below FSRS_MIN_REVIEWS it is always NOT_ENOUGH_REVIEWS). */
  nextDecision: FsrsDecision;
  /** Status polls a fit stays RUNNING before it decides. */
  runningPolls: number;
  /** What a preview / adopt / revert moves. */
  moved: number;
  /** Every adopt and revert, in order. */
  changes: Array<{ kind: 'adopt'; fitId: string } | { kind: 'revert' }>;
}

/** A finished fit with figures; `decision` BETTER gives a fit 12.5 % more accurate. */
export function createFakeFit(overrides: Partial<FsrsFit> = {}): FsrsFit {
  const decision = overrides.decision ?? 'BETTER';
  const fitted = decision === 'BETTER' || decision === 'NOT_BETTER';
  return {
    id: 'fit-1',
    trigger: 'REQUEST',
    status: 'DONE',
    requestedAt: '2026-11-20T12:00:00.000Z',
    finishedAt: '2026-11-20T12:00:04.000Z',
    reviewsCounted: 812,
    decision,
    reason: FSRS_DECISION_MESSAGES[decision],
    defaultLogLoss: fitted ? 0.352 : null,
    defaultRmse: fitted ? 0.064 : null,
    fittedLogLoss: fitted ? (decision === 'BETTER' ? 0.331 : 0.36) : null,
    fittedRmse: fitted ? (decision === 'BETTER' ? 0.056 : 0.069) : null,
    errorReductionPercent: fitted ? (decision === 'BETTER' ? 12.5 : -7.8) : null,
    parameters: fitted ? FAKE_DEFAULT_PARAMETERS.map((value, index) => Number((value * (index % 3 === 0 ? 1.1 : 0.95)).toFixed(4))) : null,
    adoptedAt: null,
    ...overrides,
  };
}

/** Ten bins of a learner whose reviews the defaults predict a little too hopefully at the top. */
export function sampleCalibration(overrides: Partial<CalibrationReport> = {}): CalibrationReport {
  const counts = [0, 0, 2, 5, 9, 14, 31, 68, 240, 431];
  return {
    source: 'DEFAULT',
    bins: counts.map((count, index) => ({
      from: index / 10,
      to: (index + 1) / 10,
      count,
      predicted: count === 0 ? null : Number((index / 10 + 0.05).toFixed(3)),
      actual: count === 0 ? null : Number(Math.min(1, index / 10 + 0.05 - (index >= 8 ? 0.04 : -0.03)).toFixed(3)),
    })),
    reviews: counts.reduce((sum, count) => sum + count, 0),
    personal: null,
    curves: [
      {
        curveId: 'SMART',
        curveName: '智能曲线',
        young: { reviews: 420, passed: 371, rate: 0.883 },
        mature: { reviews: 380, passed: 352, rate: 0.926 },
        total: { reviews: 800, passed: 723, rate: 0.904 },
      },
      {
        curveId: 'EBBINGHAUS',
        curveName: '艾宾浩斯曲线',
        young: { reviews: 120, passed: 98, rate: 0.817 },
        mature: { reviews: 0, passed: 0, rate: null },
        total: { reviews: 120, passed: 98, rate: 0.817 },
      },
    ],
    ...overrides,
  };
}

export function createFakeSmartCurve(overrides: Partial<SmartCurveStatus> = {}, more: Partial<Omit<FakeSmartCurve, 'status'>> = {}): FakeSmartCurve {
  return {
    status: {
      source: 'DEFAULT',
      parameters: [...FAKE_DEFAULT_PARAMETERS],
      adopted: null,
      lastFit: null,
      running: null,
      adoptable: null,
      reviewsCounted: 0,
      minReviews: FSRS_MIN_REVIEWS,
      nextAutomaticFit: null,
      ...overrides,
    },
    calibration: sampleCalibration(),
    nextDecision: 'BETTER',
    runningPolls: 1,
    moved: 37,
    changes: [],
    ...more,
  };
}

function previewOf(smart: FakeSmartCurve, today: string, fitId: string | null): ReschedulePreview {
  return {
    target: fitId ? 'PERSONAL' : 'DEFAULT',
    fitId,
    replayed: 240,
    moved: smart.moved,
    forecast: Array.from({ length: SMART_PREVIEW_DAYS }, (_, day) => {
      const before = day === 1 ? 24 : 6 + ((day * 7) % 5);
      return { date: addDays(today, day), before, after: day === 1 ? 12 : before + (day % 4 === 2 ? 2 : 0) };
    }),
  };
}

export function buildSmartCurveHandlers(state: { smartCurve: FakeSmartCurve; today: string }) {
  let polls = 0;
  let nextId = 100;
  /** A running fit decides after its polls, as the job would. */
  const settle = () => {
    const smart = state.smartCurve;
    const running = smart.status.running;
    if (!running) return;
    if (polls < smart.runningPolls) {
      polls += 1;
      return;
    }
    const decision: FsrsDecision = smart.status.reviewsCounted < smart.status.minReviews ? 'NOT_ENOUGH_REVIEWS' : smart.nextDecision;
    const fit = createFakeFit({ id: running.id, requestedAt: running.requestedAt, decision, reviewsCounted: smart.status.reviewsCounted });
    smart.status = { ...smart.status, running: null, lastFit: fit, adoptable: decision === 'BETTER' ? fit : smart.status.adoptable };
  };
  const changed = (moved: number) => ok({ status: state.smartCurve.status, moved });

  return [
    http.get(`${API}/smart-curve/status`, () => {
      settle();
      return ok(state.smartCurve.status);
    }),
    http.post(`${API}/smart-curve/optimize`, () => {
      const smart = state.smartCurve;
      if (smart.status.running) return conflict(SMART_CURVE_MESSAGES.alreadyRunning);
      polls = 0;
      const fit = createFakeFit({ id: `fit-${nextId++}`, status: 'RUNNING', requestedAt: new Date().toISOString(), finishedAt: null, decision: null, reason: null, reviewsCounted: null, parameters: null, defaultLogLoss: null, defaultRmse: null, fittedLogLoss: null, fittedRmse: null, errorReductionPercent: null });
      smart.status = { ...smart.status, running: fit };
      return ok(fit, 202);
    }),
    http.get(`${API}/smart-curve/reschedule-preview`, ({ request }) => {
      const fitId = new URL(request.url).searchParams.get('fitId');
      const smart = state.smartCurve;
      if (fitId && smart.status.adoptable?.id !== fitId && smart.status.lastFit?.id !== fitId) return notFound(SMART_CURVE_MESSAGES.fitNotFound);
      if (fitId && smart.status.adoptable?.id !== fitId) return conflict(SMART_CURVE_MESSAGES.notAdoptable);
      return ok(previewOf(smart, state.today, fitId));
    }),
    http.post(`${API}/smart-curve/adopt`, async ({ request }) => {
      const { fitId } = (await request.json()) as { fitId: string };
      const smart = state.smartCurve;
      const fit = smart.status.adoptable;
      if (!fit || fit.id !== fitId) return fit ? conflict(SMART_CURVE_MESSAGES.notAdoptable) : notFound(SMART_CURVE_MESSAGES.fitNotFound);
      const adopted = { ...fit, adoptedAt: new Date().toISOString() };
      smart.status = { ...smart.status, source: 'PERSONAL', parameters: adopted.parameters ?? smart.status.parameters, adopted, adoptable: null, lastFit: smart.status.lastFit?.id === fit.id ? adopted : smart.status.lastFit };
      smart.calibration = { ...smart.calibration, source: 'PERSONAL', personal: { errorReductionPercent: adopted.errorReductionPercent ?? 0, reviews: adopted.reviewsCounted ?? 0 } };
      smart.changes.push({ kind: 'adopt', fitId });
      return changed(smart.moved);
    }),
    http.post(`${API}/smart-curve/revert`, () => {
      const smart = state.smartCurve;
      if (smart.status.source === 'DEFAULT') return changed(0);
      smart.status = { ...smart.status, source: 'DEFAULT', parameters: [...FAKE_DEFAULT_PARAMETERS], adopted: null };
      smart.calibration = { ...smart.calibration, source: 'DEFAULT', personal: null };
      smart.changes.push({ kind: 'revert' });
      return changed(smart.moved);
    }),
    http.get(`${API}/smart-curve/calibration`, () => ok(state.smartCurve.calibration)),
  ];
}
