// Review feed, trend summary and activity: PUT /api/timeline/fetch, GET /api/timeline/summary, GET /api/activities.
import { Type, type Static } from '@sinclair/typebox';
import { ACTIVITY_LEVEL_THRESHOLDS, ACTIVITY_MAX_LEVEL, MAX_PAGE_SIZE, PAGE_SIZES } from './limits';
import { Attachment } from './attachments';
import { Day, Id, Nullable, StringEnum } from './schema-helpers';

export const POST_TYPES = ['MEMO_POST', 'JAR_ITEM_POST', 'BATCH_TRIGGER_JAR_ITEM_POST'] as const;
export type PostType = (typeof POST_TYPES)[number];

/** A unit of today's review (SPEC §3). `hidden` posts start collapsed for active recall. */
export const Post = Type.Object({
  id: Id,
  type: StringEnum(POST_TYPES),
  memoId: Nullable(Id),
  jarId: Nullable(Id),
  itemId: Nullable(Id),
  content: Type.String(),
  /** JAR_ITEM_POST: the point's 正面 (question side; null when it has none). A hidden post shows it instead of a hint. */
  front: Type.Optional(Nullable(Type.String())),
  subContent: Nullable(Type.String()),
  /** Where it comes from, e.g. the jar name; null for memos. */
  source: Nullable(Type.String()),
  hidden: Type.Boolean(),
  hasAttachments: Type.Boolean(),
  attachments: Type.Optional(Type.Array(Attachment)),
  /** The memo's tags, in the order they were typed (memo posts only). */
  tags: Type.Optional(Type.Array(Type.String())),
  /** BATCH_TRIGGER_JAR_ITEM_POST only: the knowledge points the batch introduces, in jar order. */
  items: Type.Optional(Type.Array(Type.Object({ id: Id, content: Type.String(), front: Type.Optional(Nullable(Type.String())) }))),
});
export type Post = Static<typeof Post>;

/** PUT /api/timeline/fetch?size — reads the next page of today's feed and writes nothing (ARCHITECTURE §4). */
export const TimelineFetchQuery = Type.Object({
  size: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: PAGE_SIZES.timeline }),
});
export type TimelineFetchQuery = Static<typeof TimelineFetchQuery>;

/** The most post ids one fetch may name as already held by the screen. */
export const MAX_HELD_POSTS = 500;

/**
 * Body of PUT /api/timeline/fetch (optional: no body is `held: []`). `held` = the Post ids this screen already shows,
 * so a page never repeats one; they stay unreviewed until an event says the learner met them.
 */
export const TimelineFetchBody = Type.Object({
  held: Type.Optional(Type.Array(Type.String({ minLength: 3, maxLength: 80 }), { maxItems: MAX_HELD_POSTS })),
});
export type TimelineFetchBody = Static<typeof TimelineFetchBody>;

/** `remaining` = posts still due today and unreviewed, beyond this page and the held ones; 0 means none left. */
export const TimelineFetchResponse = Type.Object({
  entries: Type.Array(Post),
  remaining: Type.Integer({ minimum: 0 }),
  /** The server's today (Asia/Shanghai): the day these posts are due, so 历史 MEMOS can tell days apart. */
  today: Day,
});
export type TimelineFetchResponse = Static<typeof TimelineFetchResponse>;

export const TrendSummary = Type.Object({
  todayLeft: Type.Integer({ minimum: 0 }),
  weekLeft: Type.Integer({ minimum: 0 }),
  monthLeft: Type.Integer({ minimum: 0 }),
  totalLeft: Type.Integer({ minimum: 0 }),
});
export type TrendSummary = Static<typeof TrendSummary>;

export const ActivitiesQuery = Type.Object({ start: Day });
export type ActivitiesQuery = Static<typeof ActivitiesQuery>;

export const ActivityEntry = Type.Object({
  date: Day,
  count: Type.Integer({ minimum: 0 }),
  level: Type.Integer({ minimum: 0, maximum: ACTIVITY_MAX_LEVEL }),
});
export type ActivityEntry = Static<typeof ActivityEntry>;
export const ActivityList = Type.Array(ActivityEntry);

/** 0 → 0; 1+ → 1; 10+ → 2; 15+ → 3; 30+ → 4 (SPEC §9). */
export function activityLevel(count: number): number {
  let level = 0;
  for (const threshold of ACTIVITY_LEVEL_THRESHOLDS) if (count >= threshold) level += 1;
  return level;
}
