import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Review schedules. System curves have `userId` null, a fixed id equal to their code (EBBINGHAUS ...) and a
 * `position` that keeps SPEC order; custom curves belong to one user.
 */
export const curves = pgTable(
  'curves',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Day intervals since the previous review; steps[0] counts from the day the unit enters the schedule. */
    steps: jsonb('steps').$type<number[]>().notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Deleted custom curves stay as rows so memos already on them keep their schedule; nobody sees them. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('curves_user_idx').on(table.userId)],
);
