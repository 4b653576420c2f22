import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Everything oidc-provider persists (sessions, grants, codes, refresh tokens, interactions ...), one row per
 * artefact. `kind` is the oidc-provider model name; ids are only unique within a kind.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.id] }),
    index('oidc_payloads_grant_id_idx').on(table.grantId),
    index('oidc_payloads_uid_idx').on(table.uid),
    index('oidc_payloads_user_code_idx').on(table.userCode),
    index('oidc_payloads_expires_at_idx').on(table.expiresAt),
  ],
);

/** Sign-in credentials of the embedded provider. `id` is the `sub` the API sees. */
export const credentials = pgTable(
  'credentials',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // "Alice" and "alice" are the same person to a human reader, so uniqueness ignores case.
  (table) => [uniqueIndex('credentials_username_lower_idx').on(sql`lower(${table.username})`)],
);

/**
 * Secrets generated on first start and shared by every replica: the provider's signing keys and cookie keys.
 * Kept in the database so they never live in the repository and survive restarts.
 */
export const authSecrets = pgTable('auth_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
