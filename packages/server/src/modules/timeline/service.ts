import type { ActivityEntry, Attachment, Post, TimelineFetchResponse, TrendSummary } from '@memory/contracts';
import { activityLevel } from '@memory/contracts';
import { addDays, daysBetween, daysFrom, endOfMonth } from '../../calendar';
import { today as todayInChina } from '../../clock';
import type { Database } from '../../db/database';
import { badField } from '../../http/errors';
import { activityBetween, deliverDueMemoUnits, foldedForecast, stepsOfCurves, type DeliveredMemoUnit } from './queries';
import { isHiddenReview, summarise } from './schedule';

/** Our choice: the heat map asks for a year; a few years of history is the most one call returns. */
export const ACTIVITY_MAX_DAYS = 1100;

export const TIMELINE_MESSAGES = {
  badStart: '开始日期不正确',
  startTooEarly: `最多查询 ${ACTIVITY_MAX_DAYS} 天内的记录`,
} as const;

export interface TimelineService {
  /** The next page of today's feed; each returned post is recorded as reviewed today (ARCHITECTURE §4). */
  fetch(userId: string, size: number): Promise<TimelineFetchResponse>;
  summary(userId: string): Promise<TrendSummary>;
  /** One entry per day from `start` to today. */
  activities(userId: string, start: string): Promise<ActivityEntry[]>;
}

export interface TimelineDependencies {
  attachmentsOfMemos(memoIds: readonly string[]): Promise<Map<string, Attachment[]>>;
}

export function createTimelineService(db: Database, deps: TimelineDependencies): TimelineService {
  return {
    async fetch(userId, size) {
      // Delivering is the review: one statement locks, reschedules and records the page.
      const { delivered, remaining } = await deliverDueMemoUnits(db, userId, todayInChina(), size);
      // Signed attachment URLs only for the posts that have files (most have none).
      const withFiles = delivered.filter((unit) => unit.attachmentCount > 0).map((unit) => unit.memoId);
      const attachments = withFiles.length > 0 ? await deps.attachmentsOfMemos(withFiles) : new Map<string, Attachment[]>();
      return { entries: delivered.map((unit) => toPost(unit, attachments.get(unit.memoId) ?? [])), remaining };
    },

    async summary(userId) {
      const today = todayInChina();
      const groups = await foldedForecast(db, userId, today, endOfMonth(today));
      const steps = await stepsOfCurves(db, [...new Set(groups.map((group) => group.curveId))]);
      return summarise(
        groups.map((group) => ({ ...group, steps: steps.get(group.curveId) ?? [] })),
        today,
      );
    },

    async activities(userId, start) {
      const today = todayInChina();
      if (addDays(start, 0) !== start) throw badField('start', TIMELINE_MESSAGES.badStart);
      if (start > today) return [];
      if (daysBetween(start, today) >= ACTIVITY_MAX_DAYS) throw badField('start', TIMELINE_MESSAGES.startTooEarly);
      const counts = new Map((await activityBetween(db, userId, start, today)).map((row) => [row.day, row.count]));
      return daysFrom(start, today).map((date) => {
        const count = counts.get(date) ?? 0;
        return { date, count, level: activityLevel(count) };
      });
    },
  };
}

/** A memo's review as a post. The id names the review (memo + review index), unique across days. */
function toPost(unit: DeliveredMemoUnit, attachments: Attachment[]): Post {
  return {
    id: `${unit.id}.${unit.nextReview}`,
    type: 'MEMO_POST',
    memoId: unit.memoId,
    jarId: null,
    itemId: null,
    content: unit.content,
    subContent: unit.aiExplained,
    source: null,
    hidden: isHiddenReview(unit.nextReview),
    hasAttachments: attachments.length > 0,
    attachments,
    tags: unit.tags,
  };
}
