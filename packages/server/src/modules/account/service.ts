import {
  addChinaMonths,
  expiredInDaysOf,
  isPremium as isPremiumAccount,
  MEMBERSHIP_PLANS,
  PLAN_QUOTA_NAMES,
  PREMIUM_REQUIRED_MESSAGES,
  TRIAL_DAYS,
  type Account,
  type MembershipType,
  type Quota,
} from '@memory/contracts';
import { now } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../http/errors';
import { findAccount, saveAccount, type AccountRow, type AccountType } from './queries';

// Card types, months and prices are @memory/contracts' facts (MEMBERSHIP_PLANS); re-exported for this module's callers.
export { isMembershipType, MEMBERSHIP_TYPES, type MembershipType } from '@memory/contracts';

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

export const PREMIUM_MESSAGES = {
  customCurves: PREMIUM_REQUIRED_MESSAGES.CUSTOM_CURVES,
  attachments: PREMIUM_REQUIRED_MESSAGES.ATTACHMENTS,
} as const;

/** What each plan may do, as the account card's quota table shows it (PLAN_QUOTA_NAMES); -1 means unlimited. */
const UNLIMITED = -1;

export interface AccountService {
  get(userId: string): Promise<Account>;
  isPremium(userId: string): Promise<boolean>;
  /** 403 PREMIUM_REQUIRED with `message` for trial, free and expired accounts (SPEC §6). */
  requirePremium(userId: string, message: string): Promise<void>;
}

export function createAccountService(db: Database): AccountService {
  return {
    async get(userId) {
      return describeAccount(await findAccount(db, userId), now());
    },
    async isPremium(userId) {
      return isPremium(await findAccount(db, userId));
    },
    async requirePremium(userId, message) {
      if (!isPremium(await findAccount(db, userId))) throw new AppError('PREMIUM_REQUIRED', message);
    },
  };
}

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
