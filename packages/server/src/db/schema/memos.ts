import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { curves } from './curves';
import { users } from './users';

export const memos = pgTable(
  'memos',
  {
    id: text('id').primaryKey(),
    /** Insertion order: memos created within one millisecond still list newest first. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    aiExplained: text('ai_explained'),
    curveId: text('curve_id')
      .notNull()
      .references(() => curves.id),
    /** ACTIVE until abandoned; CANCELLED never comes back (SPEC §4). */
    status: text('status', { enum: ['ACTIVE', 'CANCELLED'] }).notNull(),
    /** The Asia/Shanghai day the memo entered its curve (review 0); scheduling builds on it. */
    createdDay: date('created_day', { mode: 'string' }).notNull(),
    /** An imported memo's id in its source (flomo: its time and a hash of its text), so importing again adds nothing. */
    sourceId: text('source_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('memos_user_seq_idx').on(table.userId, table.seq),
    uniqueIndex('memos_user_source_idx').on(table.userId, table.sourceId).where(sql`${table.sourceId} IS NOT NULL`),
  ],
);

/** A user's tag vocabulary, so tags can be searched and listed by id (GET /memo-tags/...). */
export const memoTags = pgTable(
  'memo_tags',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [uniqueIndex('memo_tags_user_name_idx').on(table.userId, table.name)],
);

export const memoTagLinks = pgTable(
  'memo_tag_links',
  {
    memoId: text('memo_id')
      .notNull()
      .references(() => memos.id, { onDelete: 'cascade' }),
    tagId: text('tag_id')
      .notNull()
      .references(() => memoTags.id, { onDelete: 'cascade' }),
    /** Keeps the order the user typed the tags in. */
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.memoId, table.tagId] }), index('memo_tag_links_tag_idx').on(table.tagId)],
);
