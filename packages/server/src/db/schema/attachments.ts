import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { jarItems } from './jars';
import { memos } from './memos';
import { users } from './users';

/**
 * Uploaded images and videos. The id is the browser's 21-character nanoid; the bytes live in the blob store under
 * that id. PENDING until the signed upload finished; attached to at most one memo or jar item at a time (or a jar's cover).
 */
export const attachments = pgTable(
  'attachments',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['IMAGE', 'VIDEO', 'AUDIO'] }).notNull(),
    contentType: text('content_type').notNull(),
    status: text('status', { enum: ['PENDING', 'UPLOADED'] }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    blurHash: text('blur_hash'),
    memoId: text('memo_id').references(() => memos.id, { onDelete: 'set null' }),
    /** A knowledge point's file (the jars module removes these with the item). */
    jarItemId: text('jar_item_id').references(() => jarItems.id, { onDelete: 'set null' }),
    /** Order within the memo. */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('attachments_user_idx').on(table.userId), index('attachments_memo_idx').on(table.memoId), index('attachments_jar_item_idx').on(table.jarItemId)],
);
