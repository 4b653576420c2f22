import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A person known to the API. `id` is the identity provider's `sub`, so the same row is found whichever
 * provider (embedded or external) issued the token. Created on the first authenticated call.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    /** Profile name shown in the UI; null shows 未设置. Unique ignoring case so people can tell each other apart. */
    username: text('username'),
    /**
     * Avatar attachments: the one shown, and the newest asked for. The newest replaces the shown one once its upload
     * finished (read time), so a failed upload never loses the old avatar.
     */
    avatarAttachmentId: text('avatar_attachment_id'),
    pendingAvatarAttachmentId: text('pending_avatar_attachment_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`)],
);

/** One plan per user: TRAIL for 7 days after registration, or a premium card until expiredAt. */
export const accounts = pgTable('accounts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  type: text('type', { enum: ['TRAIL', 'MONTHLY', 'BIANNUAL', 'ANNUAL'] }).notNull(),
  expiredAt: timestamp('expired_at', { withTimezone: true, mode: 'date' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});
