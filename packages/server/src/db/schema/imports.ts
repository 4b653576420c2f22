import { index, jsonb, pgTable, text, timestamp, bigint } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Imports (src/modules/imports): the uploaded file waits in the blob store under `blobId` while the learner reads
 * the preview; 导入 queues the job (pg-boss), which writes `progress` as it goes and `report` at the end.
 * PREVIEW → RUNNING → DONE | FAILED. A restart resumes a RUNNING import from the start: every write of the job
 * is keyed by the source's ids, so running it again adds nothing twice.
 */
export const imports = pgTable(
  'imports',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['apkg', 'colpkg', 'csv', 'markdown', 'flomo'] }).notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** The uploaded file in the blob store; removed once the import is done, failed or deleted. */
    blobId: text('blob_id'),
    /** The existing jar the learner chose to import into (null: new jars). */
    jarId: text('jar_id'),
    /** The queue's job running it (pg-boss), once committed. */
    jobId: text('job_id'),
    status: text('status', { enum: ['PREVIEW', 'RUNNING', 'DONE', 'FAILED'] }).notNull(),
    preview: jsonb('preview').notNull(),
    /** The commit's choices (mapping, decks, history), as the learner sent them. */
    options: jsonb('options'),
    progress: jsonb('progress'),
    report: jsonb('report'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('imports_user_idx').on(table.userId, table.createdAt)],
);
