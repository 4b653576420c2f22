import { chinaDayOf } from '@memory/contracts';

/**
 * The only source of "now" on the server. Tests (NODE_ENV=test) move it with the test clock route (testing/routes/clock.ts) so
 * day-based behaviour can be exercised without waiting; the demo's first start moves it through its three weeks before
 * the server listens (demo-history.ts); everywhere else it is the wall clock.
 */
let frozenAt: Date | null = null;

export function now(): Date {
  return frozenAt ? new Date(frozenAt) : new Date();
}

/** The instant the clock is pinned to, or null on the wall clock. */
export function pinnedAt(): Date | null {
  return frozenAt ? new Date(frozenAt) : null;
}

/** Pins the clock to `instant`; `null` goes back to the wall clock. */
export function setNow(instant: Date | null): void {
  frozenAt = instant ? new Date(instant) : null;
}

/** The calendar day (YYYY-MM-DD) of `instant` in Asia/Shanghai, where the product's days begin and end. */
export const dayOf = chinaDayOf;

export function today(): string {
  return dayOf(now());
}
