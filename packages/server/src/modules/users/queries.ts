import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { accounts, users } from '../../db/schema/users';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Profile names compare without case, like sign-in names: "Alice" and "alice" would confuse people. */
export async function isUsernameTakenByOther(db: Database, username: string, exceptUserId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, ne(users.id, exceptUserId)))
    .limit(1);
  return row !== undefined;
}

export async function findUserByUsername(db: Database, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`).limit(1);
  return row;
}

/**
 * Inserts the user unless they exist; true when this call inserted them. Concurrent first calls of one `sub` are
 * fine: the loser's insert does nothing.
 */
export async function insertUserUnlessExists(db: Database, user: { id: string; username: string | null; at: Date }): Promise<boolean> {
  const inserted = await db
    .insert(users)
    .values({ id: user.id, username: user.username, createdAt: user.at, updatedAt: user.at })
    // Only a concurrent first call of the same sub is harmless; a taken username must raise (see ensureUser).
    .onConflictDoNothing({ target: users.id })
    .returning({ id: users.id });
  return inserted.length > 0;
}

/** Returns false when another user took the name in the meantime (unique index). */
export async function updateUsername(db: Database, userId: string, username: string, at: Date): Promise<boolean> {
  try {
    await db.update(users).set({ username, updatedAt: at }).where(eq(users.id, userId));
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export async function updateAvatars(db: Database, userId: string, avatars: { shown: string | null; pending: string | null }, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ avatarAttachmentId: avatars.shown, pendingAvatarAttachmentId: avatars.pending, updatedAt: at })
    .where(eq(users.id, userId));
}

export async function listUsers(db: Database) {
  return db
    .select({
      id: users.id,
      username: users.username,
      createdAt: users.createdAt,
      accountType: accounts.type,
      expiredAt: accounts.expiredAt,
    })
    .from(users)
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .orderBy(asc(users.createdAt));
}

/** PostgreSQL's unique_violation, as raised by node-postgres and PGlite (possibly wrapped by drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error || hasCode(current); current = (current as { cause?: unknown }).cause) {
    if (hasCode(current) && current.code === '23505') return true;
    if (!(current as { cause?: unknown }).cause) break;
  }
  return false;
}

function hasCode(value: unknown): value is { code: unknown } {
  return typeof value === 'object' && value !== null && 'code' in value;
}
