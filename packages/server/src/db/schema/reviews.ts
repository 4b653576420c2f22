import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { curves } from './curves';
import { jarItems, jars } from './jars';
import { memos } from './memos';
import { users } from './users';

/**
 * One row per unit on a curve: a memo (MEMO), a jar item in its current round (JAR_ITEM), or a jar batch's
 * introduction post (JAR_BATCH: one review on the internal curve JAR_BATCH, which has no steps). Finished units
 * keep their row with due_day null; abandoned ones are deleted. The partial (user, due_day, seq) index is the
 * review feed: "due on or before today, oldest first" is one index range scan.
 */
export const reviewUnits = pgTable(
  'review_units',
  {
    /** The memo's id for memo units (one schedule per memo); a fresh id per round for jar units. */
    id: text('id').primaryKey(),
    /** Entry order, so units due the same day come back in the order they were written. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['MEMO', 'JAR_ITEM', 'JAR_BATCH'] }).notNull(),
    memoId: text('memo_id').references(() => memos.id, { onDelete: 'cascade' }),
    jarId: text('jar_id').references(() => jars.id, { onDelete: 'cascade' }),
    jarItemId: text('jar_item_id').references(() => jarItems.id, { onDelete: 'cascade' }),
    /** JAR_BATCH: the batch the post introduces (jar_items.batch_no). */
    batchNo: integer('batch_no'),
    /** Scheduling reads the curve's current steps (a custom curve edit applies to the reviews still to come). */
    curveId: text('curve_id')
      .notNull()
      .references(() => curves.id),
    /** Index of the review still to happen (0 = the day of entry); steps.length + 1 once done. */
    nextReview: integer('next_review').notNull(),
    /** Day the pending review is due (Asia/Shanghai); null once done. */
    dueDay: date('due_day', { mode: 'string' }),
    lastReviewDay: date('last_review_day', { mode: 'string' }),
    enteredDay: date('entered_day', { mode: 'string' }).notNull(),
    /** While the unit's jar is paused: the due day it had (due_day is null, out of the feed and the forecast). */
    heldDueDay: date('held_due_day', { mode: 'string' }),
    /**
     * 智能曲线 only (null on fixed curves): the days until the next review if each review from `fsrs_from` on is
     * graded 记得 on its due day, precomputed with ts-fsrs whenever a grade arrives or the unit joins the curve. The
     * feed statement reads its step here instead of the curve's steps, so it never runs FSRS (src/modules/reviews).
     */
    fsrsSteps: jsonb('fsrs_steps').$type<number[]>(),
    /** The review index fsrs_steps[0] belongs to. */
    fsrsFrom: integer('fsrs_from'),
  },
  (table) => [
    index('review_units_feed_idx')
      .on(table.userId, table.dueDay, table.seq)
      .where(sql`${table.dueDay} IS NOT NULL`),
    index('review_units_jar_idx').on(table.jarId, table.batchNo).where(sql`${table.jarId} IS NOT NULL`),
    index('review_units_jar_item_idx').on(table.jarItemId).where(sql`${table.jarItemId} IS NOT NULL`),
  ],
);

/**
 * How many of a user's units wait at each (due day, curve, pending review): kept in step with review_units in
 * the same transactions, so the trend summary reads a few hundred groups instead of every scheduled unit.
 */
export const reviewForecast = pgTable(
  'review_forecast',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dueDay: date('due_day', { mode: 'string' }).notNull(),
    curveId: text('curve_id').notNull(),
    nextReview: integer('next_review').notNull(),
    units: integer('units').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.dueDay, table.curveId, table.nextReview] })],
);

/** Posts delivered per user and day (Asia/Shanghai): the heat map of GET /activities. */
export const reviewActivity = pgTable(
  'review_activity',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/**
 * One row per review the learner met (ARCHITECTURE §4 Timeline: a visible post seen, a hidden post revealed, graded
 * or answered through AI 考考我): written by the first event that meets it (POST /reviews/events, or the reveal /
 * grade calls), then 查看 (revealed) and the grade. Kept when the unit goes (abandon, new round): it is the learner's
 * history for retention. A hidden review left ungraded at the end of its day counts as DEFAULT_GRADE (read as such,
 * never written). Rows written before reviews were recorded on events are deliveries, kept as they were.
 */
export const reviews = pgTable(
  'reviews',
  {
    // No foreign key: the review record statement is its only writer and takes user_id from the unit it records
    // (whose own key guards it), keeping the insert cheap.
    userId: text('user_id').notNull(),
    unitId: text('unit_id').notNull(),
    reviewIndex: integer('review_index').notNull(),
    /** The day the learner met it (Asia/Shanghai): the only day its grade can be set or changed. */
    day: date('day', { mode: 'string' }).notNull(),
    /** The unit's curve when met: retention is counted per curve. */
    curveId: text('curve_id').notNull(),
    /** Only hidden reviews (active recall) are graded; first exposures and batch posts are not. */
    hidden: boolean('hidden').notNull(),
    revealed: boolean('revealed').notNull().default(false),
    grade: text('grade', { enum: ['AGAIN', 'HARD', 'GOOD', 'EASY'] }),
    source: text('source', { enum: ['SELF', 'QUIZ'] }),
    gradedAt: timestamp('graded_at', { withTimezone: true, mode: 'date' }),
    /**
     * A review that happened elsewhere and came in with an import (`anki:<revlog id>`: Anki's review history); null
     * for the reviews met here. Imported reviews schedule their unit like any other, but the heat map and 真实记忆率
     * count only the reviews met here.
     */
    importedFrom: text('imported_from'),
  },
  // The primary key is the index every review met uses, kept small because every review met writes a row: a grade
  // finds its row and its unit's history by it, and retention reads a user's rows by its prefix. The second index
  // holds imported reviews only (its predicate is false for every review met here, which adds no entry to it): an
  // imported review comes in once per learner, whichever jar or import brings it again.
  (table) => [
    primaryKey({ columns: [table.userId, table.unitId, table.reviewIndex] }),
    uniqueIndex('reviews_imported_idx')
      .on(table.userId, table.importedFrom)
      .where(sql`${table.importedFrom} IS NOT NULL`),
  ],
);

/**
 * The client-generated ids of the review events a user reported (POST /reviews/events): a replayed or retried
 * report finds its ids here and counts once. `review_id` is the post the event named, so a duplicate can answer
 * that review's state.
 */
export const reviewEvents = pgTable(
  'review_events',
  {
    // No foreign key, like reviews: the id comes from the signed-in caller, and the batch insert stays cheap.
    userId: text('user_id').notNull(),
    id: text('id').notNull(),
    reviewId: text('review_id').notNull(),
    type: text('type', { enum: ['seen', 'revealed', 'graded', 'quizzed'] }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.id] })],
);
