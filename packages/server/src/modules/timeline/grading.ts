import {
  RETENTION_FORECAST_DAYS,
  RETENTION_SUGGESTION_MIN_REVIEWS,
  RETENTION_SUGGESTION_THRESHOLD,
  SMART_CURVE_ID,
  retentionRate,
  type CurveRetention,
  type GradeBody,
  type RetentionReport,
  type ReviewEvent,
  type ReviewEventsResponse,
  type ReviewState,
} from '@memory/contracts';
import { addDays, daysFrom, endOfWeek } from '../../calendar';
import { today as todayInChina } from '../../clock';
import type { Database } from '../../db/database';
import { BATCH_FIELDS, SINGLE_CALL_FIELDS, recordEvents, type MetEvent } from './events';
import { retentionByCurve, type RetentionRow } from './grade-queries';
import { forecastGroups } from './queries';
import { dailyForecast } from './schedule';

/** Reviews met, their grades and what they tell (ARCHITECTURE §4 Timeline). */
export interface GradingService {
  /** A batch of review events (POST /reviews/events), all or nothing; a repeated event id counts once. */
  recordEvents(userId: string, events: readonly ReviewEvent[]): Promise<ReviewEventsResponse>;
  /** 查看 on a hidden review (idempotent); records the review if it is due and not yet met today. */
  reveal(userId: string, reviewId: string): Promise<ReviewState>;
  /** A grade: set or changed on the day the review was met; on 智能曲线 it re-times the unit's next review. */
  grade(userId: string, reviewId: string, body: GradeBody): Promise<ReviewState>;
  retention(userId: string): Promise<RetentionReport>;
}

export function createGradingService(db: Database): GradingService {
  /** The reveal and grade calls are one event each, without a client id: idempotent through the review's state. */
  async function single(userId: string, event: Omit<MetEvent, 'id'>): Promise<ReviewState> {
    const [result] = await recordEvents(db, userId, [{ id: null, ...event }], SINGLE_CALL_FIELDS);
    if (!result) throw new Error('recordEvents answered no result');
    return result.review;
  }

  return {
    async recordEvents(userId, events) {
      return { results: await recordEvents(db, userId, events.map((event) => ({ ...event })), BATCH_FIELDS) };
    },

    reveal(userId, reviewId) {
      return single(userId, { reviewId, type: 'revealed' });
    },

    grade(userId, reviewId, body) {
      return single(userId, { reviewId, type: body.source === 'QUIZ' ? 'quizzed' : 'graded', grade: body.grade });
    },

    async retention(userId) {
      const today = todayInChina();
      const rows = await retentionByCurve(db, userId, today, {
        week: addDays(endOfWeek(today), -6),
        month: `${today.slice(0, 8)}01`,
        recent: addDays(today, -(RETENTION_FORECAST_DAYS - 1)),
      });
      const lastDay = addDays(today, RETENTION_FORECAST_DAYS - 1);
      const groups = await forecastGroups(db, userId, today, lastDay);
      const counts = dailyForecast(groups, today, RETENTION_FORECAST_DAYS);
      return {
        curves: rows.map(toCurveRetention),
        forecast: daysFrom(today, lastDay).map((date, index) => ({ date, count: counts[index] ?? 0 })),
      };
    },
  };
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
