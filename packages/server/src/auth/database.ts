import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The drizzle handle the auth module needs: any PostgreSQL driver (PGlite in development and tests,
 * node-postgres in production), whatever relational schema the caller attached to it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the caller's schema type is irrelevant here
export type AuthDatabase = PgDatabase<PgQueryResultHKT, any>;
