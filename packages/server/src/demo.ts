import { count, sql } from 'drizzle-orm';
import { createCredentials } from './auth';
import type { Database } from './db/database';
import { credentials } from './db/schema/auth';
import { users } from './db/tables';
import { grantMembership } from './modules/account/service';
import { createUsersService } from './modules/users/service';

export const DEMO_USERNAME = 'demo';
export const DEMO_PASSWORD = 'memory-demo';

/**
 * On the first start of an empty database: a demo person who can sign in at once, with a premium ANNUAL
 * membership so every feature is open. Returns whether it was created now.
 */
export async function seedDemoUser(db: Database): Promise<boolean> {
  const [people] = await db.select({ total: count() }).from(users);
  const [logins] = await db.select({ total: count() }).from(credentials);
  if ((people?.total ?? 0) > 0 || (logins?.total ?? 0) > 0) return false;
  const account = await createCredentials(db, { username: DEMO_USERNAME, password: DEMO_PASSWORD });
  await createUsersService(db).ensureUser(account.id, account.username);
  await grantMembership(db, account.id, 'ANNUAL');
  return true;
}

export async function demoUserExists(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: credentials.id })
    .from(credentials)
    .where(sql`lower(${credentials.username}) = ${DEMO_USERNAME}`)
    .limit(1);
  return row !== undefined;
}
