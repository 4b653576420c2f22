import { count, sql } from 'drizzle-orm';
import { createCredentials } from './auth';
import type { Database } from './db/database';
import { credentials } from './db/schema/auth';
import { users } from './db/tables';
import { grantMembership } from './modules/account/membership';
import { createAccountService } from './modules/account/service';
import { createUsersService } from './modules/users/service';
import { seedDemoJars } from './demo-jars';
import { seedMarketplace } from './demo-marketplace';
import { asOfDaysAgo } from './demo-history';

export const DEMO_USERNAME = 'demo';
export const DEMO_PASSWORD = 'memory-demo';

/**
 * On the first start of an empty database: a demo person who can sign in at once, with a premium ANNUAL
 * membership so every feature is open, and two started jars (唐诗, 常用成语) so the feed has posts on day one;
 * an official creator's dozen published jars fill the marketplace, and the demo person subscribes to one.
 * `historyDays`: all of it made that many days ago, for replayDemoHistory to fill the days since.
 * Returns whether it was created now.
 */
export async function seedDemoUser(db: Database, { historyDays = 0 }: { historyDays?: number } = {}): Promise<boolean> {
  const [people] = await db.select({ total: count() }).from(users);
  const [logins] = await db.select({ total: count() }).from(credentials);
  if ((people?.total ?? 0) > 0 || (logins?.total ?? 0) > 0) return false;
  // With a history to replay (demo-history.ts), everything here dates from its first day.
  if (historyDays > 0) await asOfDaysAgo(historyDays, () => seedDemoContent(db));
  else await seedDemoContent(db);
  return true;
}

async function seedDemoContent(db: Database): Promise<void> {
  const account = await createCredentials(db, { username: DEMO_USERNAME, password: DEMO_PASSWORD }, { publishedPassword: true });
  await createUsersService(db, { account: createAccountService(db) }).ensureUser(account.id, account.username);
  await grantMembership(db, account.id, 'ANNUAL');
  await seedDemoJars(db, account.id);
  // The marketplace's official jars (and the demo person's subscription to one).
  await seedMarketplace(db, account.id);
}

/** The demo person's id (the account's), if there is one. */
export async function demoUserId(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ id: credentials.id })
    .from(credentials)
    .where(sql`lower(${credentials.username}) = ${DEMO_USERNAME}`)
    .limit(1);
  return row?.id ?? null;
}

export async function demoUserExists(db: Database): Promise<boolean> {
  return (await demoUserId(db)) !== null;
}
