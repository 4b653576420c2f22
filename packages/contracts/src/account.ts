// Account and membership: GET /api/users/me/account; plan rules of ARCHITECTURE §4.
import { Type, type Static } from '@sinclair/typebox';
import { chinaDayOf, daysBetween } from './days';
import { Nullable, StringEnum, Timestamp } from './schema-helpers';

export const MEMBERSHIP_TYPES = ['MONTHLY', 'BIANNUAL', 'ANNUAL'] as const;
export type MembershipType = (typeof MEMBERSHIP_TYPES)[number];
export const MembershipTypeSchema = StringEnum(MEMBERSHIP_TYPES);

/** TRAIL (sic, "trial") for 7 days after registration, then FREE; memberships are premium until expiredAt. */
export const ACCOUNT_TYPES = ['TRAIL', 'FREE', ...MEMBERSHIP_TYPES] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Months and price in cents of each card (ARCHITECTURE §4). */
export const MEMBERSHIP_PLANS: Readonly<Record<MembershipType, { months: number; price: number; name: string }>> = {
  MONTHLY: { months: 1, price: 1500, name: '月卡' },
  BIANNUAL: { months: 6, price: 7800, name: '半年卡' },
  ANNUAL: { months: 12, price: 12800, name: '年卡' },
};

/** Premium-only features; free and trial accounts see them locked. */
export const PREMIUM_FEATURES = [
  'AI_EXPLANATION',
  'AI_QUIZ',
  'AI_CARD_BUILDER',
  'CUSTOM_CURVES',
  'CREATE_JARS',
  'PUBLISH_JARS',
  'ATTACHMENTS',
] as const;
export type PremiumFeature = (typeof PREMIUM_FEATURES)[number];

export const Quota = Type.Object({ name: Type.String(), amount: Type.Integer() });
export type Quota = Static<typeof Quota>;

export const Account = Type.Object({
  type: StringEnum(ACCOUNT_TYPES),
  expiredAt: Nullable(Timestamp),
  expiredInDays: Type.Integer({ minimum: 0 }),
  quotas: Type.Array(Quota),
});
export type Account = Static<typeof Account>;

/**
 * Premium means a paid card that has not expired; a trial, the free plan or an expired card counts as free (SPEC §6).
 * The one rule: the server's PREMIUM_REQUIRED checks, the browser's locks and the fake backend all ask it. It takes
 * the API's account (ISO `expiredAt`, null when none) or a stored row (a Date); no account at all is free.
 */
export function isPremium(
  account: { type: string; expiredAt: string | Date | null } | null | undefined,
  now: Date,
): boolean {
  if (!account || !isMembershipType(account.type)) return false;
  return account.expiredAt !== null && new Date(account.expiredAt).getTime() > now.getTime();
}

/** `Account.expiredInDays`: calendar days in China time from today to the expiry day, as the account card shows it. */
export function expiredInDaysOf(expiredAt: Date, now: Date): number {
  return Math.max(0, daysBetween(chinaDayOf(now), chinaDayOf(expiredAt)));
}

export function isMembershipType(value: string): value is MembershipType {
  return (MEMBERSHIP_TYPES as readonly string[]).includes(value);
}
