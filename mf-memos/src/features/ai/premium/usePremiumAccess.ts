import { isPremium } from '@memory/contracts';
import { useGetAccountQuery } from '@memory/api';

/** 'unknown' until the account arrives, so a control waits rather than flashing locked or unlocked. */
export type PremiumAccess = 'unknown' | 'premium' | 'free';

/** Whether the signed-in account may use premium AI (SPEC §6: TRAIL, free and expired accounts count as free). */
export function usePremiumAccess(): PremiumAccess {
  const account = useGetAccountQuery();
  if (!account.data) return 'unknown';
  return isPremium(account.data, new Date()) ? 'premium' : 'free';
}
