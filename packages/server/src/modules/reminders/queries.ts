import { and, count, eq, isNotNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { pushSubscriptions, reminderMutedJars, remindersSent, reminderSettings } from '../../db/schema/reminders';

export type ReminderSettingsRow = typeof reminderSettings.$inferSelect;
export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

export async function findSettings(db: Database, userId: string): Promise<ReminderSettingsRow | undefined> {
  const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId));
  return row;
}

export async function upsertSettings(
  db: Database,
  userId: string,
  values: { enabled: boolean; remindAtMinute: number; pushOn: boolean; emailOn: boolean },
  at: Date,
): Promise<void> {
  await db
    .insert(reminderSettings)
    .values({ userId, ...values, updatedAt: at })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: { ...values, updatedAt: at } });
}

/** A new address waits for its confirmation link; the same address again keeps its confirmation. */
export async function setEmailAddress(db: Database, userId: string, address: string, defaults: { remindAtMinute: number }, at: Date): Promise<void> {
  await db
    .insert(reminderSettings)
    .values({ userId, enabled: false, remindAtMinute: defaults.remindAtMinute, pushOn: false, emailOn: true, emailAddress: address, updatedAt: at })
    .onConflictDoUpdate({
      target: reminderSettings.userId,
      set: {
        emailAddress: address,
        emailOn: true,
        emailConfirmedAt: sql`CASE WHEN ${reminderSettings.emailAddress} = ${address} THEN ${reminderSettings.emailConfirmedAt} END`,
        updatedAt: at,
      },
    });
}

/**
 * What an email link does, only while the address is still the user's (a link for an address changed since does
 * nothing): false when there was no such row.
 */
async function updateForAddress(
  db: Database,
  userId: string,
  address: string,
  set: Partial<typeof reminderSettings.$inferInsert> & { updatedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(reminderSettings)
    .set(set)
    .where(and(eq(reminderSettings.userId, userId), eq(reminderSettings.emailAddress, address)))
    .returning({ userId: reminderSettings.userId });
  return rows.length > 0;
}

/** The confirmation link: the address confirmed. */
export const confirmEmailAddress = (db: Database, userId: string, address: string, at: Date) =>
  updateForAddress(db, userId, address, { emailConfirmedAt: at, updatedAt: at });

/** Unsubscribe: the 邮件 channel off for this address (the other channels stay as they were). */
export const turnEmailOff = (db: Database, userId: string, address: string, at: Date) =>
  updateForAddress(db, userId, address, { emailOn: false, updatedAt: at });

export async function mutedJarIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db.select({ jarId: reminderMutedJars.jarId }).from(reminderMutedJars).where(eq(reminderMutedJars.userId, userId));
  return rows.map((row) => row.jarId);
}

export async function setJarMuted(db: Database, userId: string, jarId: string, muted: boolean): Promise<void> {
  if (muted) await db.insert(reminderMutedJars).values({ userId, jarId }).onConflictDoNothing();
  else await db.delete(reminderMutedJars).where(and(eq(reminderMutedJars.userId, userId), eq(reminderMutedJars.jarId, jarId)));
}

export async function subscriptionCount(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}

/**
 * One row per endpoint: a browser subscribing again (new keys, or now signed in as someone else) replaces its row,
 * so a shared computer never reminds the previous account. Answers the row's id.
 */
export async function upsertSubscription(db: Database, row: SubscriptionRow): Promise<string> {
  const [kept] = await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, createdAt: row.createdAt },
    })
    .returning({ id: pushSubscriptions.id });
  return kept!.id;
}

/** The caller's own subscription only: another user's id removes nothing (the route answers 404). */
export async function deleteOwnSubscription(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function deleteSubscription(db: Database, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function subscriptionsOf(db: Database, userId: string): Promise<SubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** People whose reminder time has come on `day` (minute `minute` of it), with a channel that can reach them, not yet handled today. */
export async function usersToRemind(db: Database, day: string, minute: number): Promise<ReminderSettingsRow[]> {
  return db
    .select()
    .from(reminderSettings)
    .where(
      and(
        eq(reminderSettings.enabled, true),
        lte(reminderSettings.remindAtMinute, minute),
        or(eq(reminderSettings.pushOn, true), and(eq(reminderSettings.emailOn, true), isNotNull(reminderSettings.emailConfirmedAt))),
        notExists(
          db
            .select({ one: sql`1` })
            .from(remindersSent)
            .where(and(eq(remindersSent.userId, reminderSettings.userId), eq(remindersSent.day, day))),
        ),
      ),
    );
}

/**
 * Claims the user's day before anything is sent: of several replicas (or sweeps) only the one whose INSERT wrote the
 * row goes on. A replica that dies after claiming leaves that day without a reminder: at most one, never two.
 */
export async function claimDay(db: Database, userId: string, day: string, at: Date): Promise<boolean> {
  const rows = await db
    .insert(remindersSent)
    .values({ userId, day, claimedAt: at, outcome: 'CLAIMED' })
    .onConflictDoNothing()
    .returning({ userId: remindersSent.userId });
  return rows.length > 0;
}

export async function finishDay(db: Database, userId: string, day: string, outcome: 'SENT' | 'NOTHING_DUE', dueCount: number): Promise<void> {
  await db
    .update(remindersSent)
    .set({ outcome, dueCount })
    .where(and(eq(remindersSent.userId, userId), eq(remindersSent.day, day)));
}
