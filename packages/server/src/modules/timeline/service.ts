import type { ActivityEntry, Attachment, Post, TimelineFetchResponse, TrendSummary } from '@memory/contracts';
import { activityLevel, clozeFilled } from '@memory/contracts';
import { daysBetween, daysFrom, endOfMonth } from '../../calendar';
import { today as todayInChina } from '../../clock';
import type { Database } from '../../db/database';
import { badField } from '../../http/errors';
import { activityBetween, forecastGroups, readFeedPage, type FeedUnit, type ForecastChange, type UnitRow } from './queries';
import { dueAndUnreviewedCount } from './due-count';
import { isHiddenReview, summarise } from './schedule';
import { reviewSchedule } from './scheduler';
import { createGradingService, type GradingService } from './grading';
import type { EnteredItem, ItemHistory } from './imported-history';
import { applySmartReschedule, planSmartReschedule, type SmartMove, type SmartReplan } from './replan';

export type { EnteredItem, ForecastChange, ItemHistory, SmartMove, SmartReplan, UnitRow };

/** Our choice: the heat map asks for a year; a few years of history is the most one call returns. */
const ACTIVITY_MAX_DAYS = 1100;

const TIMELINE_MESSAGES = {
  startTooEarly: `最多查询 ${ACTIVITY_MAX_DAYS} 天内的记录`,
} as const;

/**
 * What other modules do to the review schedule inside their own transaction (`tx`), so review_units and
 * review_forecast never disagree with a memo or a jar: memos put a memo on its curve and take it off, the jars
 * scheduler moves its units and keeps the forecast in step.
 */
export interface ReviewSchedule {
  /** A new memo enters its curve on `day`. */
  scheduleMemo(tx: Database, memo: { id: string; userId: string; curveId: string }, day: string): Promise<void>;
  /** Abandon: the unit leaves every future feed and every remaining count. */
  unscheduleMemo(tx: Database, userId: string, memoId: string): Promise<void>;
  /** Units joining (+) or leaving (−) forecast groups. */
  applyForecastChanges(tx: Database, userId: string, changes: readonly ForecastChange[]): Promise<void>;
  /** The steps of these curves, by id. */
  stepsOfCurves(tx: Database, curveIds: readonly string[]): Promise<Map<string, number[]>>;
  /** A jar item entering 智能曲线 on `day`: its review 1's due day, its steps, and the jar's batch rhythm there. */
  smartItemEntry(tx: Database, userId: string, day: string): Promise<{ dueDay: string; fsrsSteps: number[]; fsrsFrom: number; firstStep: number }>;
  /** Units moving onto 智能曲线, their history replayed: each one's new due day and steps, by unit id. */
  smartScheduleOf(
    tx: Database,
    userId: string,
    units: readonly UnitRow[],
  ): Promise<Map<string, { dueDay: string | null; fsrsSteps: number[]; fsrsFrom: number }>>;
  /**
   * Jar items arriving with their review history from elsewhere (an Anki deck): scheduled from it at once, their
   * reviews written as imported grades; an item whose history came in before is left out. Answers those that entered.
   */
  enterItemsWithHistory(
    tx: Database,
    jar: { id: string; userId: string; curveId: string; paused: boolean },
    items: readonly ItemHistory[],
    today: string,
  ): Promise<Map<string, EnteredItem>>;
}

export interface TimelineService extends GradingService, ReviewSchedule {
  /**
   * The next page of today's feed, skipping the posts the screen already holds; writes no review (ARCHITECTURE §4:
   * a review is recorded when the learner meets it, through recordEvents).
   */
  fetch(userId: string, size: number, held?: readonly string[]): Promise<TimelineFetchResponse>;
  summary(userId: string): Promise<TrendSummary>;
  /** One entry per day from `start` to today. */
  activities(userId: string, start: string): Promise<ActivityEntry[]>;
  /** Posts due on `today` and not yet reviewed (the feed's rule), leaving out the given jars (复习提醒). */
  dueCount(userId: string, today: string, excludedJarIds: readonly string[]): Promise<number>;
  /**
   * What scheduling 智能曲线 with `weights` (JSON text of the parameters; null: the defaults) would do to the
   * learner's units: each one's history replayed, the new due days spread, the 30-day forecast before and after.
   * Writes nothing (src/modules/timeline/replan.ts).
   */
  previewSmartReschedule(userId: string, weights: string | null, today: string): Promise<SmartReplan>;
  /**
   * In the caller's transaction, after the learner's parameters changed to `weights`: the same plan made under the
   * units' row locks, then written. Answers the plan and how many units changed day.
   */
  rescheduleSmart(tx: Database, userId: string, weights: string | null, today: string): Promise<{ plan: SmartReplan; moved: number }>;
}

interface TimelineDependencies {
  attachmentsOfMemos(memoIds: readonly string[]): Promise<Map<string, Attachment[]>>;
  attachmentsOfJarItems(itemIds: readonly string[]): Promise<Map<string, Attachment[]>>;
  /** Introduces every batch of the user's running jars due on or before `today`; answers how many posts that adds today. */
  introduceDueBatches(userId: string, today: string): Promise<number>;
}

export function createTimelineService(db: Database, deps: TimelineDependencies): TimelineService {
  return {
    ...createGradingService(db),
    ...reviewSchedule,

    async fetch(userId, size, held = []) {
      const today = todayInChina();
      // Reading is not reviewing: the page is read in one statement that writes nothing.
      const page = await readFeedPage(db, userId, today, size, held);
      const units = page.units;
      let remaining = page.remaining;
      // On a day a jar's next batch is due (the statement tells), it is introduced now (schedule state, not a
      // review: once per jar and day) and its post joins today's feed: on this page when there is room, else on the
      // next.
      const introduced = page.batchDue ? await deps.introduceDueBatches(userId, today) : 0;
      if (introduced > 0 && units.length < size) {
        const more = await readFeedPage(db, userId, today, size - units.length, [...held, ...units.map(postIdOf)]);
        units.push(...more.units);
        remaining = more.remaining;
      } else {
        remaining += introduced;
      }
      // Signed attachment URLs only for the posts that have files (most have none).
      const withFiles = units.filter((unit) => unit.attachmentCount > 0);
      const memoIds = withFiles.flatMap((unit) => (unit.memoId ? [unit.memoId] : []));
      const itemIds = withFiles.flatMap((unit) => (unit.jarItemId ? [unit.jarItemId] : []));
      const [memoFiles, itemFiles] = await Promise.all([
        memoIds.length > 0 ? deps.attachmentsOfMemos(memoIds) : new Map<string, Attachment[]>(),
        itemIds.length > 0 ? deps.attachmentsOfJarItems(itemIds) : new Map<string, Attachment[]>(),
      ]);
      const filesOf = (unit: FeedUnit) =>
        (unit.memoId ? memoFiles.get(unit.memoId) : unit.jarItemId ? itemFiles.get(unit.jarItemId) : undefined) ?? [];
      return { entries: units.map((unit) => toPost(unit, filesOf(unit))), remaining, today };
    },

    async summary(userId) {
      const today = todayInChina();
      const groups = await forecastGroups(db, userId, today, endOfMonth(today));
      return summarise(groups, today);
    },

    async activities(userId, start) {
      const today = todayInChina();
      if (start > today) return [];
      if (daysBetween(start, today) >= ACTIVITY_MAX_DAYS) throw badField('start', TIMELINE_MESSAGES.startTooEarly);
      const counts = new Map((await activityBetween(db, userId, start, today)).map((row) => [row.day, row.count]));
      return daysFrom(start, today).map((date) => {
        const count = counts.get(date) ?? 0;
        return { date, count, level: activityLevel(count) };
      });
    },

    dueCount: (userId, today, excludedJarIds) => dueAndUnreviewedCount(db, userId, today, excludedJarIds),

    previewSmartReschedule: (userId, weights, today) => planSmartReschedule(db, userId, weights, today),

    async rescheduleSmart(tx, userId, weights, today) {
      const plan = await planSmartReschedule(tx, userId, weights, today, true);
      return { plan, moved: await applySmartReschedule(tx, userId, plan) };
    },
  };
}

/** A post's id names its review: `<unit>.<review index>`, unique across days. */
function postIdOf(unit: FeedUnit): string {
  return `${unit.id}.${unit.nextReview}`;
}

/**
 * A review as a post. Each kind is one flat object literal: on this Node (V8 11.3), `{ ...common, type }` builds a
 * new hidden class on every call (a runtime call and a map per post, measured at ~10 µs a post), which also
 * leaves the response serialiser reading objects of ever-new shapes.
 */
function toPost(unit: FeedUnit, attachments: Attachment[]): Post {
  const id = postIdOf(unit);
  const hasAttachments = attachments.length > 0;
  if (unit.kind === 'JAR_BATCH') {
    // One visible post per introduced batch, listing its knowledge points (ARCHITECTURE §4 Jars).
    const items = unit.batchItems ?? [];
    return {
      id,
      memoId: unit.memoId,
      jarId: unit.jarId,
      itemId: unit.jarItemId,
      hasAttachments,
      attachments,
      type: 'BATCH_TRIGGER_JAR_ITEM_POST',
      content: items.map((item, index) => `${index + 1}. ${item.front ? `${item.front} —— ` : ''}${clozeFilled(item.content)}`).join('\n'),
      subContent: null,
      source: unit.jarName,
      hidden: false,
      items,
    };
  }
  if (unit.kind === 'JAR_ITEM') {
    // Review 0 of an item is its batch post: every item post is a later review, hidden for active recall.
    // Its 正面 (if any) is what the hidden post asks; 查看 shows the content (ARCHITECTURE §4).
    return {
      id,
      memoId: unit.memoId,
      jarId: unit.jarId,
      itemId: unit.jarItemId,
      hasAttachments,
      attachments,
      type: 'JAR_ITEM_POST',
      content: unit.content,
      front: unit.front,
      subContent: null,
      source: unit.jarName,
      hidden: true,
    };
  }
  return {
    id,
    memoId: unit.memoId,
    jarId: unit.jarId,
    itemId: unit.jarItemId,
    hasAttachments,
    attachments,
    type: 'MEMO_POST',
    content: unit.content,
    subContent: unit.aiExplained,
    source: null,
    hidden: isHiddenReview(unit.nextReview),
    tags: unit.tags,
  };
}
