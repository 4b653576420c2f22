// Grades and true retention: PUT /api/reviews/{reviewId}/reveal, PUT /api/reviews/{reviewId}/grade,
// GET /api/timeline/retention. A review is a delivered post: its id (Post.id, `<unit>.<review index>`) names it.
import { Type, type Static } from '@sinclair/typebox';
import { Day, Id, Nullable, StringEnum } from './schema-helpers';

/** How well a hidden review was recalled, worst first (FSRS's Again / Hard / Good / Easy). */
export const GRADES = ['AGAIN', 'HARD', 'GOOD', 'EASY'] as const;
export type Grade = (typeof GRADES)[number];

/** The learner's words for each grade (GLOSSARY); keys 1–4 follow this order once a review is revealed. */
export const GRADE_LABELS: Readonly<Record<Grade, string>> = { AGAIN: '忘了', HARD: '模糊', GOOD: '记得', EASY: '很熟' };

/** A hidden review left ungraded at the end of its day counts as this grade. */
export const DEFAULT_GRADE: Grade = 'GOOD';

/** Retention counts a review as recalled at 模糊 or better. */
export function isRecalled(grade: Grade): boolean {
  return grade !== 'AGAIN';
}

/** SELF: the learner pressed a grade; QUIZ: AI 考考我 graded the answer (a wrong one is AGAIN, a right one GOOD). */
export const GRADE_SOURCES = ['SELF', 'QUIZ'] as const;
export type GradeSource = (typeof GRADE_SOURCES)[number];

export const ReviewParams = Type.Object({
  reviewId: Type.String({ minLength: 3, maxLength: 80, pattern: '^[^.]+\\.[0-9]+$', description: 'Post.id of a delivered review' }),
});
export type ReviewParams = Static<typeof ReviewParams>;

/** PUT /api/reviews/{reviewId}/grade. A SELF grade needs the review revealed first (查看); a QUIZ grade reveals it. */
export const GradeBody = Type.Object({
  grade: StringEnum(GRADES),
  source: Type.Optional(StringEnum(GRADE_SOURCES, { default: 'SELF' })),
});
export type GradeBody = Static<typeof GradeBody>;

/** The review after reveal or grade. `nextDueDay` is the unit's next due day now (null once its curve is done). */
export const ReviewState = Type.Object({
  reviewId: Id,
  /** The day the review was delivered (Asia/Shanghai); a grade can be set or changed only on that day. */
  day: Day,
  revealed: Type.Boolean(),
  grade: Nullable(StringEnum(GRADES)),
  source: Nullable(StringEnum(GRADE_SOURCES)),
  nextDueDay: Nullable(Day),
});
export type ReviewState = Static<typeof ReviewState>;

/**
 * POST /api/reviews/events: what the learner did with a post, reported in batches (ARCHITECTURE §4: reviewed means
 * met). Each event has a client-generated id; a repeated or replayed id counts once.
 * - seen: a visible post was on screen ≥ 1 s (a hidden post is never reviewed by being seen);
 * - revealed: 查看 on a hidden post;
 * - graded: a SELF grade (`grade` required; the post must be revealed, in this batch or before);
 * - quizzed: AI 考考我's verdict (`grade` required; reveals the post too).
 */
export const REVIEW_EVENT_TYPES = ['seen', 'revealed', 'graded', 'quizzed'] as const;
export type ReviewEventType = (typeof REVIEW_EVENT_TYPES)[number];

export const MAX_REVIEW_EVENTS = 100;

export const ReviewEvent = Type.Object({
  id: Type.String({ format: 'uuid', description: 'client-generated; the same id twice is one event' }),
  reviewId: ReviewParams.properties.reviewId,
  type: StringEnum(REVIEW_EVENT_TYPES),
  grade: Type.Optional(StringEnum(GRADES)),
});
export type ReviewEvent = Static<typeof ReviewEvent>;

export const ReviewEventsBody = Type.Object({
  events: Type.Array(ReviewEvent, { minItems: 1, maxItems: MAX_REVIEW_EVENTS }),
});
export type ReviewEventsBody = Static<typeof ReviewEventsBody>;

/** One result per event, in order: `duplicate` when its id was recorded before (nothing changed again). */
export const ReviewEventsResponse = Type.Object({
  results: Type.Array(
    Type.Object({ id: Type.String(), status: StringEnum(['recorded', 'duplicate'] as const), review: ReviewState }),
  ),
});
export type ReviewEventsResponse = Static<typeof ReviewEventsResponse>;

/** Graded hidden reviews in a period, and how many of them were recalled (模糊 or better). */
export const RetentionCount = Type.Object({
  graded: Type.Integer({ minimum: 0 }),
  recalled: Type.Integer({ minimum: 0 }),
});
export type RetentionCount = Static<typeof RetentionCount>;

export const CurveRetention = Type.Object({
  curveId: Id,
  curveName: Type.String(),
  /** This week (Monday start), this month, all time — in Asia/Shanghai days. */
  week: RetentionCount,
  month: RetentionCount,
  allTime: RetentionCount,
  /** Retention under 80% over 30+ graded reviews in the last 30 days on a fixed curve: suggest 智能曲线. */
  suggestSmartCurve: Type.Boolean(),
});
export type CurveRetention = Static<typeof CurveRetention>;

/** GET /api/timeline/retention: per curve with graded reviews, and reviews due on each of the next 30 days. */
export const RetentionReport = Type.Object({
  curves: Type.Array(CurveRetention),
  /** Today first, 30 entries; memo and jar reviews alike, as scheduled now (智能曲线: the pending review only). */
  forecast: Type.Array(Type.Object({ date: Day, count: Type.Integer({ minimum: 0 }) })),
});
export type RetentionReport = Static<typeof RetentionReport>;

/** Refusals of PUT /api/reviews/{reviewId}/reveal and /grade (`fields` names reviewId or grade). */
export const REVIEW_MESSAGES = {
  notFound: '未找到这次复习',
  notHidden: '只有需要回忆的复习可以评分，首次展示和批次帖子不评分',
  notRevealed: '请先查看答案再评分',
  otherDay: '只能在复习当天评分或修改评分',
  busy: '这条复习刚刚有了变化，请重试',
  notDue: '这条复习今天不在待复习中，可能已在其他设备完成或已放弃',
  seenHidden: '需要回忆的复习要查看答案后才算复习，不能只凭浏览记录',
  gradeMissing: '评分事件需要给出评分（忘了 / 模糊 / 记得 / 很熟）',
} as const;

export const RETENTION_SUGGESTION_THRESHOLD = 0.8;
export const RETENTION_SUGGESTION_MIN_REVIEWS = 30;
export const RETENTION_FORECAST_DAYS = 30;

/** recalled / graded, or null when nothing was graded (shown as —, never as 0%). */
export function retentionRate(count: RetentionCount): number | null {
  return count.graded === 0 ? null : count.recalled / count.graded;
}

/** 智能曲线's desired retention, in percent: the DESIRED_RETENTION setting (higher means more reviews). */
export const DESIRED_RETENTION_DEFAULT = 90;
export const DESIRED_RETENTION_MIN = 80;
export const DESIRED_RETENTION_MAX = 97;

/** The form's and the API's words for a value outside the range. */
export const DESIRED_RETENTION_MESSAGE = `目标记忆率应为 ${DESIRED_RETENTION_MIN}% 到 ${DESIRED_RETENTION_MAX}% 之间的整数`;

export function isValidDesiredRetention(value: number): boolean {
  return Number.isInteger(value) && value >= DESIRED_RETENTION_MIN && value <= DESIRED_RETENTION_MAX;
}

/** Reading the stored setting: anything invalid falls back to 90. */
export function readDesiredRetention(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') return DESIRED_RETENTION_DEFAULT;
  const percent = typeof value === 'number' ? value : Number(value);
  return isValidDesiredRetention(percent) ? percent : DESIRED_RETENTION_DEFAULT;
}
