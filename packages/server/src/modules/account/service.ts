import { TRIAL_DAYS, type Account, type Quota } from '@memory/contracts';
import { daysBetween } from '../../calendar';
import { dayOf, now } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../http/errors';
import { findAccount, saveAccount, type AccountRow, type AccountType } from './queries';

export const MEMBERSHIP_TYPES = ['MONTHLY', 'BIANNUAL', 'ANNUAL'] as const;
type MembershipType = (typeof MEMBERSHIP_TYPES)[number];

/** Months one card of each type adds (ARCHITECTURE §4). */
const MEMBERSHIP_MONTHS: Record<MembershipType, number> = { MONTHLY: 1, BIANNUAL: 6, ANNUAL: 12 };

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

/** Asia/Shanghai is UTC+8 all year (no daylight saving since 1991). */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * Calendar months on China's calendar (where the product's days are); the 31st of a month rolls back to the last
 * day of a shorter month: Jan 31 05:00 Beijing + 1 month is Feb 28 05:00 Beijing, whatever the UTC date was.
 */
export function addMonths(from: Date, months: number): Date {
  const result = new Date(from.getTime() + CHINA_OFFSET_MS);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return new Date(result.getTime() - CHINA_OFFSET_MS);
}

export const PREMIUM_MESSAGES = {
  customCurves: '自定义曲线仅限会员使用，请前往「会员卡」开通',
  attachments: '图片和视频附件仅限会员使用，请前往「会员卡」开通',
} as const;

/** What each plan may do, as the account card's quota table shows it; -1 means unlimited. */
const PLAN_QUOTA_NAMES = ['AI 智能解释', 'AI 考考我', '自定义曲线', '创建和发布知识罐', '图片和视频附件'] as const;
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
    expiredInDays: Math.max(0, daysBetween(dayOf(at), dayOf(row.expiredAt))),
    quotas: planQuotas(isPremium(row, at)),
  };
}

function planQuotas(premium: boolean): Quota[] {
  return PLAN_QUOTA_NAMES.map((name) => ({ name, amount: premium ? UNLIMITED : 0 }));
}
