import { TRIAL_DAYS } from '@memory/contracts';
import { now } from '../../clock';
import type { Database } from '../../db/database';
import { findAccount, saveAccount, type AccountRow, type AccountType } from './queries';

export const MEMBERSHIP_TYPES = ['MONTHLY', 'BIANNUAL', 'ANNUAL'] as const;
export type MembershipType = (typeof MEMBERSHIP_TYPES)[number];

/** Months one card of each type adds (ARCHITECTURE §4). */
export const MEMBERSHIP_MONTHS: Record<MembershipType, number> = { MONTHLY: 1, BIANNUAL: 6, ANNUAL: 12 };

const DAY_MS = 24 * 60 * 60 * 1000;

export function isMembershipType(value: string): value is MembershipType {
  return (MEMBERSHIP_TYPES as readonly string[]).includes(value);
}

/** The account every new user starts with: a 7-day trial from registration. */
export function trialAccount(registeredAt: Date): { type: AccountType; expiredAt: Date } {
  return { type: 'TRAIL', expiredAt: new Date(registeredAt.getTime() + TRIAL_DAYS * DAY_MS) };
}

/** Premium means a paid card that has not expired; a trial or an expired card counts as free (SPEC §6). */
export function isPremium(account: Pick<AccountRow, 'type' | 'expiredAt'> | undefined, at: Date = now()): boolean {
  return account !== undefined && account.type !== 'TRAIL' && account.expiredAt.getTime() > at.getTime();
}

/**
 * Adds `count` cards of `type`: expiredAt moves count × months forward from the later of now and the current
 * expiry of a running membership (trial days are not premium, so a trial user's membership starts now).
 */
export async function grantMembership(db: Database, userId: string, type: MembershipType, count = 1): Promise<AccountRow> {
  const at = now();
  const current = await findAccount(db, userId);
  const start = current && isPremium(current, at) ? current.expiredAt : at;
  const expiredAt = addMonths(start, MEMBERSHIP_MONTHS[type] * count);
  const row: AccountRow = { userId, type, expiredAt, updatedAt: at };
  await saveAccount(db, row);
  return row;
}

/** Calendar months in UTC; the 31st of a month rolls back to the last day of a shorter month. */
export function addMonths(from: Date, months: number): Date {
  const result = new Date(from);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
