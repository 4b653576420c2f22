import {
  addChinaMonths,
  expiredInDaysOf,
  isPremium as isPremiumAccount,
  MEMBERSHIP_PLANS,
  PLAN_QUOTA_NAMES,
  TRIAL_DAYS,
  type Account,
  type MembershipType,
  type Quota,
} from '@memory/contracts';
import { now } from '../../clock';
import type { Database } from '../../db/database';
import { findAccount, saveAccount, type AccountRow, type AccountType } from './queries';

// The membership rules. The account service applies them for other modules; the admin CLI, the demo seed and tests,
// which are not modules, grant cards and read accounts with them directly.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The account every new user starts with: a 7-day trial from registration. */
export function trialAccount(registeredAt: Date): { type: AccountType; expiredAt: Date } {
  return { type: 'TRAIL', expiredAt: new Date(registeredAt.getTime() + TRIAL_DAYS * DAY_MS) };
}

/** @memory/contracts' isPremium, on the clock's "now" unless told otherwise. */
export function isPremium(account: Pick<AccountRow, 'type' | 'expiredAt'> | undefined, at: Date = now()): boolean {
  return isPremiumAccount(account, at);
}

/**
 * Adds `count` cards of `type`: expiredAt moves count × months forward from the later of now and the current
 * expiry of a running membership (trial days are not premium, so a trial user's membership starts now).
 */
export async function grantMembership(db: Database, userId: string, type: MembershipType, count = 1): Promise<AccountRow> {
  const at = now();
  const current = await findAccount(db, userId);
  const start = current && isPremium(current, at) ? current.expiredAt : at;
  const expiredAt = addChinaMonths(start, MEMBERSHIP_PLANS[type].months * count);
  const row: AccountRow = { userId, type, expiredAt, updatedAt: at };
  await saveAccount(db, row);
  return row;
}

/** What each plan may do, as the account card's quota table shows it (PLAN_QUOTA_NAMES); -1 means unlimited. */
const UNLIMITED = -1;

/**
 * The account as GET /users/me/account shows it: a running trial is TRAIL, a running card its type; an ended
 * trial or card is FREE with no expiry. expiredInDays counts calendar days in China time, as the card displays.
 */
export function describeAccount(row: Pick<AccountRow, 'type' | 'expiredAt'> | undefined, at: Date): Account {
  const running = row !== undefined && row.expiredAt.getTime() > at.getTime();
  if (!row || !running) return { type: 'FREE', expiredAt: null, expiredInDays: 0, quotas: planQuotas(false) };
  return {
    type: row.type,
    expiredAt: row.expiredAt.toISOString(),
    expiredInDays: expiredInDaysOf(row.expiredAt, at),
    quotas: planQuotas(isPremium(row, at)),
  };
}

function planQuotas(premium: boolean): Quota[] {
  return PLAN_QUOTA_NAMES.map((name) => ({ name, amount: premium ? UNLIMITED : 0 }));
}
