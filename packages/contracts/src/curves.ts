// Memory curves: POST/GET/PUT /api/curves, GET /api/curves/page, DELETE /api/curves/{id}.
import { Type, type Static } from '@sinclair/typebox';
import {
  CURVE_DESCRIPTION_MAX_LENGTH,
  CURVE_MAX_STEPS,
  CURVE_NAME_MAX_LENGTH,
  CURVE_STEP_MAX_DAYS,
  CURVE_STEP_MIN_DAYS,
} from './limits';
import { Id, NonBlankText } from './schema-helpers';

/** steps[i] = days from review i-1 to review i (ARCHITECTURE §4). */
export const CurveSteps = Type.Array(Type.Integer({ minimum: CURVE_STEP_MIN_DAYS, maximum: CURVE_STEP_MAX_DAYS }), {
  minItems: 1,
  maxItems: CURVE_MAX_STEPS,
});

export const Curve = Type.Object({
  id: Id,
  name: Type.String(),
  description: Type.String(),
  /** Empty for the adaptive 智能曲线, which has no fixed steps. */
  steps: Type.Array(Type.Integer({ minimum: CURVE_STEP_MIN_DAYS, maximum: CURVE_STEP_MAX_DAYS }), { maxItems: CURVE_MAX_STEPS }),
  /** System curves exist for everyone and can be neither edited nor deleted. */
  system: Type.Boolean(),
  /** 智能曲线 (FSRS): each next due day comes from the unit's grades, not from steps. */
  adaptive: Type.Boolean(),
});
export type Curve = Static<typeof Curve>;

/** POST /api/curves and PUT /api/curves/{id}. */
export const CurveBody = Type.Object({
  name: NonBlankText(CURVE_NAME_MAX_LENGTH),
  description: Type.Optional(Type.String({ maxLength: CURVE_DESCRIPTION_MAX_LENGTH })),
  steps: CurveSteps,
});
export type CurveBody = Static<typeof CurveBody>;

export const SYSTEM_CURVE_IDS = [
  'EBBINGHAUS',
  'PER_DAY_LAST_A_WEEK',
  'PER_DAY_LAST_A_MONTH',
  'PER_WEEK_LAST_THREE_WEEKS',
  'SMART',
] as const;

/** 智能曲线: scheduled by FSRS (ts-fsrs) from the unit's grades and the DESIRED_RETENTION setting. */
export const SMART_CURVE_ID = 'SMART' satisfies SystemCurveId;
export type SystemCurveId = (typeof SYSTEM_CURVE_IDS)[number];

/**
 * The built-in curves (SPEC §3). Their id IS their code, so DEFAULT_CURVE can hold 'EBBINGHAUS' and every
 * database seeds the same ids. PER_DAY_LAST_A_MONTH really has thirty-two 1s although named "a month".
 */
export const SYSTEM_CURVES: readonly Curve[] = [
  {
    id: 'EBBINGHAUS',
    name: '艾宾浩斯曲线',
    description: '依据艾宾浩斯遗忘规律，间隔逐渐拉长',
    steps: [1, 2, 3, 4, 4, 7, 14],
    system: true,
    adaptive: false,
  },
  {
    id: 'PER_DAY_LAST_A_WEEK',
    name: '每天一次，持续一周',
    description: '连续七天，每天复习一次',
    steps: Array.from({ length: 7 }, () => 1),
    system: true,
    adaptive: false,
  },
  {
    id: 'PER_DAY_LAST_A_MONTH',
    name: '每天一次，持续一个月',
    description: '连续一个月，每天复习一次',
    steps: Array.from({ length: 32 }, () => 1),
    system: true,
    adaptive: false,
  },
  {
    id: 'PER_WEEK_LAST_THREE_WEEKS',
    name: '每周一次，持续三周',
    description: '连续三周，每周复习一次',
    steps: [7, 7, 7],
    system: true,
    adaptive: false,
  },
  {
    id: 'SMART',
    name: '智能曲线',
    description: '根据你每次复习的评分自动安排下次复习：记得牢的间隔拉长，忘了的很快再来',
    steps: [],
    system: true,
    adaptive: true,
  },
];

/** What a curve picker says of an adaptive curve instead of its steps. */
export const ADAPTIVE_CURVE_SUMMARY = '自适应：按每次的评分安排下次复习';

/** A run of this many equal intervals or more is said once with its count: thirty 1s do not fit on a line. */
const REPEATED_INTERVAL_RUN = 3;

/**
 * A curve's intervals as people read them: 「1、2、3、4、4、7、14 天」, and a long run of one interval counted,
 * 「1 天 ×30」 (with the others each given their unit: 「1 天、2 天 ×3、7 天」).
 */
export function intervalsText(steps: readonly number[]): string {
  const runs: Array<{ days: number; times: number }> = [];
  for (const days of steps) {
    const last = runs.at(-1);
    if (last?.days === days) last.times += 1;
    else runs.push({ days, times: 1 });
  }
  if (!runs.some((run) => run.times >= REPEATED_INTERVAL_RUN)) return `${steps.join('、')} 天`;
  return runs
    .flatMap(({ days, times }) => (times >= REPEATED_INTERVAL_RUN ? [`${days} 天 ×${times}`] : Array.from({ length: times }, () => `${days} 天`)))
    .join('、');
}

/** A curve picker's one-line summary: the steps, or that the curve adapts. */
export function curveSummary(curve: Pick<Curve, 'adaptive' | 'steps'>): string {
  return curve.adaptive ? ADAPTIVE_CURVE_SUMMARY : `间隔 ${intervalsText(curve.steps)}`;
}

/** A user's default curve is the DEFAULT_CURVE setting, else EBBINGHAUS (ARCHITECTURE §4). */
export const DEFAULT_CURVE_ID: SystemCurveId = 'EBBINGHAUS';

export function isSystemCurveId(id: string): id is SystemCurveId {
  return (SYSTEM_CURVE_IDS as readonly string[]).includes(id);
}

/** Day offsets of each review from the day a unit enters the schedule (review 0 is day 0). */
export function reviewDayOffsets(steps: readonly number[]): number[] {
  const offsets = [0];
  for (const step of steps) offsets.push((offsets[offsets.length - 1] ?? 0) + step);
  return offsets;
}
