// The account's premium AI access, kept in the browser under the user's key (STORAGE_KEYS.premiumUntil) each time the
// app reads the account, so that MEMOS painted before the app runs (prerender/feed-paint) draws AI 考考我 and 智能解释
// as the app will: locked with its note for a free account, enabled for a member. Without it: 'unknown', as the app
// while the account loads. The membership's end is kept, not a verdict: an expired one reads as free the next day.
import { STORAGE_KEYS, userStorageKey } from '@memory/contracts';
import type { PremiumAccess } from './usePremiumAccess';

export function keepPremiumAccess(sub: string, premiumUntil: string | null): void {
  try {
    localStorage.setItem(userStorageKey(STORAGE_KEYS.premiumUntil, sub), premiumUntil ?? '');
  } catch {
    // No storage: the painted page waits for the app to know (AI buttons disabled, as the app's at first).
  }
}

export function keptPremiumAccess(sub: string, now = Date.now()): PremiumAccess {
  try {
    const kept = localStorage.getItem(userStorageKey(STORAGE_KEYS.premiumUntil, sub));
    if (kept === null) return 'unknown';
    const until = kept ? Date.parse(kept) : Number.NaN;
    return Number.isFinite(until) && until > now ? 'premium' : 'free';
  } catch {
    return 'unknown';
  }
}
