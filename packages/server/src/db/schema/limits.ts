import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters of rate-limiter-flexible's Drizzle store (src/limits): sign-in throttling and the AI rate limit when no
 * Redis is configured. In the database so a restart forgets nothing and replicas on one PostgreSQL share them.
 * The column names are the ones the library reads (`key`, `points`, `expire`).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
});
