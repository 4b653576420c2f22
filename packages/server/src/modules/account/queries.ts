import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { accounts } from '../../db/schema/users';

export type AccountRow = typeof accounts.$inferSelect;
export type AccountType = AccountRow['type'];

export async function findAccount(db: Database, userId: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.userId, userId)).limit(1);
  return row;
}

export async function saveAccount(db: Database, row: AccountRow): Promise<void> {
  await db
    .insert(accounts)
    .values(row)
    .onConflictDoUpdate({ target: accounts.userId, set: { type: row.type, expiredAt: row.expiredAt, updatedAt: row.updatedAt } });
}

/** Concurrent first calls of one user are fine: the loser's insert does nothing. */
export async function insertAccountUnlessExists(db: Database, row: AccountRow): Promise<void> {
  await db.insert(accounts).values(row).onConflictDoNothing();
}
