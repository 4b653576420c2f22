// Custom curves are premium (SPEC §6): whether this user may create or edit them, and how a refusal looks.
import { isPremium } from '@memory/contracts';
import { useGetAccountQuery } from '@memory/api';

export type CustomCurvesAccess = 'loading' | 'locked' | 'unlocked';

/** From GET /api/users/me/account: trial, free and expired accounts are locked. An unreadable account stays unlocked: the server still decides. */
export function useCustomCurvesAccess(): CustomCurvesAccess {
  const { data: account, isLoading } = useGetAccountQuery();
  if (isLoading) return 'loading';
  if (!account) return 'unlocked';
  return isPremium(account, new Date()) ? 'unlocked' : 'locked';
}
