import {
  REVIEW_MESSAGES,
  RETENTION_FORECAST_DAYS,
  RETENTION_SUGGESTION_MIN_REVIEWS,
  RETENTION_SUGGESTION_THRESHOLD,
  SMART_CURVE_ID,
  readDesiredRetention,
  retentionRate,
  type CurveRetention,
  type GradeBody,
  type RetentionReport,
  type ReviewState,
} from '@memory/contracts';
import { addDays, daysFrom, endOfWeek } from '../../calendar';
import { now, today as todayInChina } from '../../clock';
import type { Database } from '../../db/database';
import { badField, conflict, notFound } from '../../http/errors';
import { smartSchedule, type GradedReview } from './fsrs';
import { findReview, historyOf, markRevealed, retentionByCurve, writeGrade, type ReviewRow, type RetentionRow } from './grade-queries';
import { foldedForecast, stepsOfCurves } from './queries';
import { dailyForecast } from './schedule';

/** Grades on delivered reviews and what they tell (issue 16). */
export interface GradingService {
  /** 查看 on a hidden review (idempotent). */
  reveal(userId: string, reviewId: string): Promise<ReviewState>;
  /** A grade: set or changed on the delivery day; on 智能曲线 it re-times the unit's next review. */
  grade(userId: string, reviewId: string, body: GradeBody): Promise<ReviewState>;
  retention(userId: string): Promise<RetentionReport>;
}

/** review_index is a PostgreSQL integer. */
const MAX_REVIEW_INDEX = 2_147_483_647;

/** How often a grade is tried again when the unit moved on between reading and writing (another tab's fetch). */
const GRADE_ATTEMPTS = 3;

export function createGradingService(db: Database): GradingService {
  return {
    async reveal(userId, reviewId) {
      const { unitId, reviewIndex } = parseReviewId(reviewId);
      const row = await findReview(db, userId, unitId, reviewIndex);
      if (!row) throw notFound(REVIEW_MESSAGES.notFound);
      if (!row.hidden) throw badField('reviewId', REVIEW_MESSAGES.notHidden);
      if (!row.revealed) await markRevealed(db, userId, unitId, reviewIndex);
      return stateOf(reviewId, { ...row, revealed: true }, nextDueOf(row));
    },

    async grade(userId, reviewId, body) {
      const { unitId, reviewIndex } = parseReviewId(reviewId);
      const source = body.source ?? 'SELF';
      for (let attempt = 0; attempt < GRADE_ATTEMPTS; attempt += 1) {
        const row = await findReview(db, userId, unitId, reviewIndex);
        if (!row) throw notFound(REVIEW_MESSAGES.notFound);
        if (!row.hidden) throw badField('reviewId', REVIEW_MESSAGES.notHidden);
        const today = todayInChina();
        if (row.day !== today) throw conflict(REVIEW_MESSAGES.otherDay, { reviewId: REVIEW_MESSAGES.otherDay });
        if (source === 'SELF' && !row.revealed) throw badField('grade', REVIEW_MESSAGES.notRevealed);
        // The same grade again changes nothing (a repeated request, a double click).
        if (row.grade === body.grade && row.source === source) return stateOf(reviewId, row, nextDueOf(row));

        // 智能曲线: replay the unit's history with this grade in place of the old one, so a grade changed the same
        // day reschedules from the same state before this review (once, not on top of the first grade).
        const latest = row.unit_next_review === reviewIndex + 1;
        const reschedule = row.smart && latest;
        const plan = reschedule
          ? smartSchedule(
              unitHistory(row, historyOf(row).map((review) => (review.index === reviewIndex ? { ...review, grade: body.grade } : review))),
              readDesiredRetention(row.retention),
              today,
            )
          : null;
        const written = await writeGrade(db, {
          userId,
          unitId,
          reviewIndex,
          grade: body.grade,
          source,
          reschedule,
          dueDay: plan?.dueDay ?? today,
          steps: plan?.steps ?? [],
          gradedAt: now(),
        });
        if (!written.written) continue;
        const nextDueDay = reschedule ? written.nextDueDay : nextDueOf(row);
        return stateOf(reviewId, { ...row, revealed: true, grade: body.grade, source }, nextDueDay);
      }
      throw conflict(REVIEW_MESSAGES.busy);
    },

    async retention(userId) {
      const today = todayInChina();
      const rows = await retentionByCurve(db, userId, today, {
        week: addDays(endOfWeek(today), -6),
        month: `${today.slice(0, 8)}01`,
        recent: addDays(today, -(RETENTION_FORECAST_DAYS - 1)),
      });
      const lastDay = addDays(today, RETENTION_FORECAST_DAYS - 1);
      const groups = await foldedForecast(db, userId, today, lastDay);
      const steps = await stepsOfCurves(db, [...new Set(groups.map((group) => group.curveId))]);
      const counts = dailyForecast(
        groups.map((group) => ({ ...group, steps: steps.get(group.curveId) ?? [] })),
        today,
        RETENTION_FORECAST_DAYS,
      );
      return {
        curves: rows.map(toCurveRetention),
        forecast: daysFrom(today, lastDay).map((date, index) => ({ date, count: counts[index] ?? 0 })),
      };
    },
  };
}

/** `<unit id>.<review index>` (Post.id); the route's pattern has checked the shape. */
function parseReviewId(reviewId: string): { unitId: string; reviewIndex: number } {
  const dot = reviewId.lastIndexOf('.');
  const reviewIndex = Number(reviewId.slice(dot + 1));
  if (dot <= 0 || !Number.isSafeInteger(reviewIndex)) throw badField('reviewId', REVIEW_MESSAGES.notFound);
  // Past the column's integer range no review exists (and the database would refuse the value).
  if (reviewIndex > MAX_REVIEW_INDEX) throw notFound(REVIEW_MESSAGES.notFound);
  return { unitId: reviewId.slice(0, dot), reviewIndex };
}

/**
 * A unit's FSRS history from its delivered reviews. A jar item's review 0 is its batch post (delivered as another
 * unit), so it is taken to have happened on the day the item entered its round.
 */
export function unitHistory(unit: { unit_kind: ReviewRow['unit_kind']; unit_entered_day: string | null }, delivered: ReadonlyArray<GradedReview & { index: number }>): GradedReview[] {
  const history: GradedReview[] = delivered.map(({ day, grade }) => ({ day, grade }));
  if (unit.unit_kind === 'JAR_ITEM' && delivered[0]?.index !== 0 && unit.unit_entered_day) {
    history.unshift({ day: unit.unit_entered_day, grade: null });
  }
  return history;
}

function nextDueOf(row: ReviewRow): string | null {
  return row.unit_due_day ?? row.unit_held_due_day;
}

function stateOf(reviewId: string, row: Pick<ReviewRow, 'day' | 'revealed' | 'grade' | 'source'>, nextDueDay: string | null): ReviewState {
  return { reviewId, day: row.day, revealed: row.revealed, grade: row.grade, source: row.source, nextDueDay };
}

function toCurveRetention(row: RetentionRow): CurveRetention {
  const recent = { graded: row.recent_graded, recalled: row.recent_recalled };
  const rate = retentionRate(recent);
  return {
    curveId: row.curve_id,
    curveName: row.curve_name,
    week: { graded: row.week_graded, recalled: row.week_recalled },
    month: { graded: row.month_graded, recalled: row.month_recalled },
    allTime: { graded: row.all_graded, recalled: row.all_recalled },
    suggestSmartCurve:
      row.curve_id !== SMART_CURVE_ID &&
      recent.graded >= RETENTION_SUGGESTION_MIN_REVIEWS &&
      rate !== null &&
      rate < RETENTION_SUGGESTION_THRESHOLD,
  };
}
