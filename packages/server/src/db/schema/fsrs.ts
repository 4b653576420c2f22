import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every fit of a learner's 智能曲线 parameters (src/modules/fsrs-fit): queued by the weekly sweep (AUTO) or by
 * 立即优化 (REQUEST), run by the job queue, kept with its figures whatever it decided. At most one fit per user is
 * QUEUED or RUNNING at a time (the partial unique index).
 */
export const fsrsFits = pgTable(
  'fsrs_fits',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trigger: text('trigger', { enum: ['AUTO', 'REQUEST'] }).notNull(),
    status: text('status', { enum: ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    /** Graded reviews the fit counted (its labels). */
    reviewsCounted: integer('reviews_counted'),
    /** BETTER: adoptable; NOT_ENOUGH_REVIEWS / NOT_BETTER: the defaults stay. Null until DONE. */
    decision: text('decision', { enum: ['BETTER', 'NOT_ENOUGH_REVIEWS', 'NOT_BETTER'] }),
    /** The parameters fitted on the whole history (FSRS-6, 21 numbers); null when not fitted. */
    weights: jsonb('weights').$type<number[]>(),
    /** Held-out figures of the same time-ordered splits: the defaults' and the fitted parameters'. */
    defaultLogLoss: doublePrecision('default_log_loss'),
    defaultRmse: doublePrecision('default_rmse'),
    fittedLogLoss: doublePrecision('fitted_log_loss'),
    fittedRmse: doublePrecision('fitted_rmse'),
    fitMs: integer('fit_ms'),
    evaluationMs: integer('evaluation_ms'),
    /** When the learner adopted this fit (its parameters schedule 智能曲线 from then on). */
    adoptedAt: timestamp('adopted_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('fsrs_fits_user_idx').on(table.userId, table.requestedAt),
    uniqueIndex('fsrs_fits_one_running_idx')
      .on(table.userId)
      .where(sql`${table.status} IN ('QUEUED', 'RUNNING')`),
  ],
);

/** The parameters 智能曲线 schedules a learner with, when not the defaults: the adopted fit's. No row: defaults. */
export const fsrsParameters = pgTable('fsrs_parameters', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fitId: text('fit_id')
    .notNull()
    .references(() => fsrsFits.id, { onDelete: 'cascade' }),
  weights: jsonb('weights').$type<number[]>().notNull(),
  adoptedAt: timestamp('adopted_at', { withTimezone: true, mode: 'date' }).notNull(),
});
