// 智能曲线's personal parameters (issue 31): /api/smart-curve/… — the status, 立即优化, the rescheduling preview,
// adopt / revert, and the calibration report of 数据趋势.
import { Type, type Static } from '@sinclair/typebox';
import { Day, Id, Nullable, StringEnum, Timestamp } from './schema-helpers';

/** Graded reviews a learner needs before parameters are fitted (Anki asks for a few hundred too). */
export const FSRS_MIN_REVIEWS = 400;
/** The weekly automatic fit: at most one a week per learner (立即优化 runs any time, one at a time). */
export const FSRS_FIT_INTERVAL_DAYS = 7;
/** Days of the before/after forecast of a rescheduling preview (today first). */
export const SMART_PREVIEW_DAYS = 30;
/** Calibration bins: predicted retention 0–10 %, 10–20 % … 90–100 %. */
export const CALIBRATION_BINS = 10;
/** Anki's convention: a review is of a mature card when the interval before it is at least this many days. */
export const MATURE_INTERVAL_DAYS = 21;

export const FSRS_FIT_TRIGGERS = ['AUTO', 'REQUEST'] as const;
export const FSRS_FIT_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
/** What a finished fit decided: BETTER (may be adopted) or why the defaults stay. */
export const FSRS_DECISIONS = ['BETTER', 'NOT_ENOUGH_REVIEWS', 'NOT_BETTER'] as const;
export type FsrsDecision = (typeof FSRS_DECISIONS)[number];

/** The sentence for each decision (the reason codes' words). */
export const FSRS_DECISION_MESSAGES: Readonly<Record<FsrsDecision, string>> = {
  BETTER: '优化后的参数预测更准，可以启用',
  NOT_ENOUGH_REVIEWS: '复习记录还不够',
  NOT_BETTER: '优化后的参数没有更准',
};

/** The module's refusals. */
export const SMART_CURVE_MESSAGES = {
  fitNotFound: '未找到该次优化',
  alreadyRunning: '已有一次优化正在进行，请稍候',
  notAdoptable: '这次优化的参数没有更准，不能启用',
  alreadyDefault: '当前已经是默认参数',
  failed: '优化失败，请稍后重试',
} as const;

/** 数据趋势's line once personal parameters are in use. */
export function personalParametersLine(errorReductionPercent: number, reviews: number): string {
  return `个性化参数已启用：预测误差降低 ${errorReductionPercent}%（${reviews} 次复习）`;
}

const Ratio = Type.Number({ minimum: 0 });

/** One fit, kept with its figures whatever it decided. */
export const FsrsFit = Type.Object({
  id: Id,
  trigger: StringEnum(FSRS_FIT_TRIGGERS),
  status: StringEnum(FSRS_FIT_STATUSES),
  requestedAt: Timestamp,
  finishedAt: Nullable(Timestamp),
  /** Graded reviews the fit counted (null until it ran). */
  reviewsCounted: Nullable(Type.Integer({ minimum: 0 })),
  decision: Nullable(StringEnum(FSRS_DECISIONS)),
  /** FSRS_DECISION_MESSAGES[decision], or the failure's sentence; null while it waits or runs. */
  reason: Nullable(Type.String()),
  /** Held-out figures on the same time-ordered splits (lower is better); null when not fitted. */
  defaultLogLoss: Nullable(Ratio),
  defaultRmse: Nullable(Ratio),
  fittedLogLoss: Nullable(Ratio),
  fittedRmse: Nullable(Ratio),
  /** How much lower the fitted RMSE(bins) is than the defaults', in percent (one decimal); null when not fitted. */
  errorReductionPercent: Nullable(Type.Number()),
  /** The fitted parameters (FSRS-6, 21 numbers); null when not fitted. */
  parameters: Nullable(Type.Array(Type.Number())),
  adoptedAt: Nullable(Timestamp),
});
export type FsrsFit = Static<typeof FsrsFit>;

/** GET /api/smart-curve/status: what 智能曲线 schedules with, and the fits. */
export const SmartCurveStatus = Type.Object({
  /** DEFAULT: FSRS-6's defaults; PERSONAL: an adopted fit's parameters. */
  source: StringEnum(['DEFAULT', 'PERSONAL'] as const),
  /** The parameters in use (21 numbers). */
  parameters: Type.Array(Type.Number()),
  /** The adopted fit (source PERSONAL), else null. */
  adopted: Nullable(FsrsFit),
  /** The latest finished (or failed) fit. */
  lastFit: Nullable(FsrsFit),
  /** A fit queued or running now (立即优化 is refused meanwhile). */
  running: Nullable(FsrsFit),
  /** The latest fit that decided BETTER and is not the adopted one: what 启用 would adopt. */
  adoptable: Nullable(FsrsFit),
  /** Graded reviews that a fit would count now, and how many it needs. */
  reviewsCounted: Type.Integer({ minimum: 0 }),
  minReviews: Type.Integer({ minimum: 0 }),
  /** The earliest day of the next automatic fit (a week after the last fit); null below minReviews. */
  nextAutomaticFit: Nullable(Day),
});
export type SmartCurveStatus = Static<typeof SmartCurveStatus>;

export const SmartCurveFits = Type.Object({ fits: Type.Array(FsrsFit) });
export type SmartCurveFits = Static<typeof SmartCurveFits>;

/** GET /api/smart-curve/reschedule-preview?fitId= (no fitId: back to the defaults). */
export const ReschedulePreviewQuery = Type.Object({ fitId: Type.Optional(Id) });
export type ReschedulePreviewQuery = Static<typeof ReschedulePreviewQuery>;

export const ReschedulePreview = Type.Object({
  /** The parameters the preview schedules with: a fit's (PERSONAL) or the defaults. */
  target: StringEnum(['DEFAULT', 'PERSONAL'] as const),
  fitId: Nullable(Id),
  /** Units on 智能曲线 whose history is replayed; how many would change day. */
  replayed: Type.Integer({ minimum: 0 }),
  moved: Type.Integer({ minimum: 0 }),
  /** Today first, SMART_PREVIEW_DAYS entries: reviews due each day on every curve (overdue on today), now and after. */
  forecast: Type.Array(Type.Object({ date: Day, before: Type.Integer(), after: Type.Integer() })),
});
export type ReschedulePreview = Static<typeof ReschedulePreview>;

export const AdoptFitBody = Type.Object({ fitId: Id });
export type AdoptFitBody = Static<typeof AdoptFitBody>;

/** POST adopt / revert: the new status and how many 智能曲线 units changed day. */
export const SmartCurveChange = Type.Object({ status: SmartCurveStatus, moved: Type.Integer({ minimum: 0 }) });
export type SmartCurveChange = Static<typeof SmartCurveChange>;

export const CalibrationBin = Type.Object({
  /** The bin's predicted-retention range [from, to) (the last one includes 1). */
  from: Ratio,
  to: Ratio,
  count: Type.Integer({ minimum: 0 }),
  /** Mean predicted retention and the share recalled of the bin's reviews; null when empty. */
  predicted: Nullable(Ratio),
  actual: Nullable(Ratio),
});
export type CalibrationBin = Static<typeof CalibrationBin>;

/** Passed of counted reviews (true retention), null rate when none. */
export const TrueRetentionCount = Type.Object({
  reviews: Type.Integer({ minimum: 0 }),
  passed: Type.Integer({ minimum: 0 }),
  rate: Nullable(Ratio),
});
export type TrueRetentionCount = Static<typeof TrueRetentionCount>;

export const CurveTrueRetention = Type.Object({
  curveId: Id,
  curveName: Type.String(),
  /** Interval before the review under / at least MATURE_INTERVAL_DAYS days. */
  young: TrueRetentionCount,
  mature: TrueRetentionCount,
  total: TrueRetentionCount,
});
export type CurveTrueRetention = Static<typeof CurveTrueRetention>;

/** GET /api/smart-curve/calibration: 数据趋势's figures. */
export const CalibrationReport = Type.Object({
  /** The parameters the predictions come from (those in use now). */
  source: StringEnum(['DEFAULT', 'PERSONAL'] as const),
  /** 智能曲线: predicted vs actual retention in CALIBRATION_BINS bins, over its graded reviews. */
  bins: Type.Array(CalibrationBin),
  reviews: Type.Integer({ minimum: 0 }),
  /** With personal parameters: the adopted fit's error reduction and reviews (personalParametersLine). */
  personal: Nullable(Type.Object({ errorReductionPercent: Type.Number(), reviews: Type.Integer({ minimum: 0 }) })),
  /** Per curve with reviews met here: true retention by Anki's convention. */
  curves: Type.Array(CurveTrueRetention),
});
export type CalibrationReport = Static<typeof CalibrationReport>;
