import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * 下载我的数据 (src/modules/exports): one row per export of an account. The job (pg-boss) writes the zip into the
 * blob store under `blobId` and records its size; RUNNING → DONE | FAILED. A user keeps their latest export only:
 * starting a new one deletes the earlier ones with their zips.
 */
export const accountExports = pgTable(
  'account_exports',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['RUNNING', 'DONE', 'FAILED'] }).notNull(),
    progress: jsonb('progress'),
    /** The zip in the blob store, once written. */
    blobId: text('blob_id'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    error: text('error'),
    /** The queue's job running it: a job that finds another id here was superseded (a restart) and does nothing. */
    jobId: text('job_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('account_exports_user_idx').on(table.userId, table.createdAt)],
);
