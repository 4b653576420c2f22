import { useEffect, useMemo } from 'react';
import { isPremium } from '@memory/contracts';
import { selectUser, useAppSelector, useGetAccountQuery } from '@memory/api';
import { keepPremiumAccess, keptPremiumAccess } from './keptAccess';

/**
 * 'unknown' until the account arrives, so a control waits rather than flashing locked or unlocked; what this browser
 * last knew of the account meanwhile, when it knows (keptAccess.ts: MEMOS painted before the app drew it so too).
 */
export type PremiumAccess = 'unknown' | 'premium' | 'free';

/** Whether the signed-in account may use premium AI (SPEC §6: TRAIL, free and expired accounts count as free). */
export function usePremiumAccess(): PremiumAccess {
  const account = useGetAccountQuery();
  const sub = useAppSelector(selectUser)?.sub;
  const kept = useMemo(() => (sub ? keptPremiumAccess(sub) : 'unknown'), [sub]);
  const premium = account.data ? isPremium(account.data, new Date()) : null;
  const premiumUntil = premium && account.data?.expiredAt ? String(account.data.expiredAt) : null;
  // Kept for MEMOS painted before the app runs on the next visit (keptAccess.ts).
  useEffect(() => {
    if (sub && premium !== null) keepPremiumAccess(sub, premiumUntil);
  }, [sub, premium, premiumUntil]);
  if (premium === null) return kept;
  return premium ? 'premium' : 'free';
}
