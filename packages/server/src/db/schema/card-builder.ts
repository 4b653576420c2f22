import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * AI 制卡 (src/modules/card-builder): a run keeps the learner's material and its passages; the model's cards wait
 * in card_proposals until the learner accepts (they become jar points), edits or rejects them. Both are cleared
 * `expires_at` (7 days after the run began). `next_passage` is where 继续生成 resumes a run the page left.
 */
export const cardBuilderRuns = pgTable(
  'card_builder_runs',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    source: text('source').notNull(),
    /** Where the source came from (TEXT, MEMOS, FILE, WEB) and its name for the inbox (null for TEXT). */
    sourceKind: text('source_kind', { enum: ['TEXT', 'MEMOS', 'FILE', 'WEB'] }).notNull().default('TEXT'),
    sourceName: text('source_name'),
    /** [{ index, start, end }]: the passages, as offsets in `source`. */
    passages: jsonb('passages').notNull(),
    nextPassage: integer('next_passage').notNull(),
    status: text('status', { enum: ['RUNNING', 'STOPPED', 'CANCELLED', 'DONE', 'FAILED'] }).notNull(),
    /** The target jar (the learner's own); null: a new jar named when accepting. Not a foreign key: a deleted jar
     * only empties the choice (the service checks ownership on every use). */
    jarId: text('jar_id'),
    unreadable: integer('unreadable').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('card_builder_runs_user_idx').on(table.userId, table.createdAt), index('card_builder_runs_expiry_idx').on(table.expiresAt)],
);

export const cardProposals = pgTable(
  'card_proposals',
  {
    id: text('id').primaryKey(),
    runId: text('run_id')
      .notNull()
      .references(() => cardBuilderRuns.id, { onDelete: 'cascade' }),
    /** Its order in the run (the model's order, passage by passage). */
    position: integer('position').notNull(),
    passageIndex: integer('passage_index').notNull(),
    front: text('front'),
    content: text('content').notNull(),
    flags: jsonb('flags').$type<string[]>().notNull(),
    /** { proposalId } or { pointId, content } for 重复. */
    duplicateOf: jsonb('duplicate_of'),
    status: text('status', { enum: ['PENDING', 'ACCEPTED', 'REJECTED'] }).notNull(),
    itemId: text('item_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('card_proposals_run_idx').on(table.runId, table.position)],
);

/** Characters sent to the card builder per user and China day: the daily budget (kept when a run is deleted). */
export const cardBuilderUsage = pgTable(
  'card_builder_usage',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    characters: integer('characters').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
