import { boolean, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { jars } from './jars';
import { users } from './users';

/** 复习提醒 per user (src/modules/reminders): a row exists once the user saved the card once. */
export const reminderSettings = pgTable('reminder_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull(),
  /** Minutes after China midnight (20:00 = 1200). */
  remindAtMinute: integer('remind_at_minute').notNull(),
  pushOn: boolean('push_on').notNull(),
  emailOn: boolean('email_on').notNull(),
  emailAddress: text('email_address'),
  /** Set when the address was confirmed by its link; cleared when the address changes. */
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true, mode: 'date' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Jars switched off in 复习提醒: their points do not count towards the day's reminder. */
export const reminderMutedJars = pgTable(
  'reminder_muted_jars',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jarId: text('jar_id')
      .notNull()
      .references(() => jars.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.jarId] })],
);

/** One browser's Web Push subscription (an endpoint belongs to one browser profile, hence unique). */
export const pushSubscriptions = pgTable('push_subscriptions', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * The day's reminder, claimed BEFORE anything is sent: the primary key is what makes "at most one reminder per user
 * per day" hold across replicas (the second INSERT finds the row and sends nothing).
 */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** CLAIMED while sending; SENT, or NOTHING_DUE when the day had nothing left to review. */
    outcome: text('outcome', { enum: ['CLAIMED', 'SENT', 'NOTHING_DUE'] }).notNull(),
    dueCount: integer('due_count'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
