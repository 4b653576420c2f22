import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { curves } from './curves';
import { users } from './users';

/**
 * Knowledge jars (ARCHITECTURE §4 Jars). `status` is what the user last asked for (NOT_STARTED, IN_PROGRESS,
 * PAUSED); FINISHED is derived when read (an IN_PROGRESS jar with nothing waiting and nothing scheduled), so the
 * feed never has to write the jar when it delivers the last review.
 *
 * Batches: `lastBatchNo` grows forever (never reused across rounds), `lastBatchDay` is the day it was introduced,
 * `nextBatchDay` the earliest day the next batch may come (null when no item waits). The feed statement only asks
 * "is any of my running jars' nextBatchDay today or earlier?" through jars_next_batch_idx; introducing the batch
 * (and checking SERIAL's condition) happens in the jars module.
 */
export const jars = pgTable(
  'jars',
  {
    id: text('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['CREATOR', 'BUYER'] }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** An attachment of the owner (IMAGE); its file is removed with the jar. */
    coverAttachmentId: text('cover_attachment_id'),
    coverBlurHash: text('cover_blur_hash'),
    batchSize: integer('batch_size').notNull(),
    batchMode: text('batch_mode', { enum: ['SERIAL', 'INTERSECT'] }).notNull(),
    curveId: text('curve_id')
      .notNull()
      .references(() => curves.id),
    status: text('status', { enum: ['NOT_STARTED', 'IN_PROGRESS', 'PAUSED'] }).notNull(),
    /** 1 on the first start; 开始 on a finished jar begins round + 1. */
    round: integer('round').notNull().default(0),
    lastBatchNo: integer('last_batch_no').notNull().default(0),
    lastBatchDay: date('last_batch_day', { mode: 'string' }),
    nextBatchDay: date('next_batch_day', { mode: 'string' }),
    /** The Beijing day the jar was paused (null unless PAUSED). */
    pausedDay: date('paused_day', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('jars_user_role_seq_idx').on(table.userId, table.role, table.seq),
    index('jars_next_batch_idx')
      .on(table.userId, table.nextBatchDay)
      .where(sql`${table.status} = 'IN_PROGRESS' AND ${table.nextBatchDay} IS NOT NULL`),
  ],
);

/**
 * Knowledge points. The id is stable (never reused, never changed by edits); `position` orders the jar (new items
 * at the end). `batchNo` / `introducedDay` say when the current round introduced the item (null: still waiting).
 */
export const jarItems = pgTable(
  'jar_items',
  {
    id: text('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    jarId: text('jar_id')
      .notNull()
      .references(() => jars.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    content: text('content').notNull(),
    /** 正面: the question side (null: none, the content alone; points made before 0011 have none). */
    front: text('front'),
    /** Tags the point came with (an Anki note's tags); [] for points written here. */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /**
     * Where an imported point came from: the source's note id (Anki GUID, CSV guid column, …), so a second import
     * of the same deck updates the point in place instead of adding it again; null for points written here.
     * `sourceHash` is what the import wrote (fields, tags, media names): equal means 未变.
     */
    sourceId: text('source_id'),
    sourceHash: text('source_hash'),
    /** CANCELLED (放弃) leaves every future feed and stays listed as 已放弃. */
    status: text('status', { enum: ['ACTIVE', 'CANCELLED'] }).notNull(),
    batchNo: integer('batch_no'),
    introducedDay: date('introduced_day', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    uniqueIndex('jar_items_jar_position_idx').on(table.jarId, table.position),
    index('jar_items_jar_batch_idx').on(table.jarId, table.batchNo),
    uniqueIndex('jar_items_jar_source_idx').on(table.jarId, table.sourceId).where(sql`${table.sourceId} IS NOT NULL`),
    // Which of the user's jars an earlier import of a deck filled.
    index('jar_items_user_source_idx').on(table.userId, table.sourceId).where(sql`${table.sourceId} IS NOT NULL`),
  ],
);
