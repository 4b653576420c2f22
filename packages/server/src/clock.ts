import { TIME_ZONE } from '@memory/contracts';

/**
 * The only source of "now" on the server. Tests (NODE_ENV=test) move it with PUT /api/test/clock so
 * day-based behaviour can be exercised without waiting; everywhere else it is the wall clock.
 */
let frozenAt: Date | null = null;

export function now(): Date {
  return frozenAt ? new Date(frozenAt) : new Date();
}

/** Pins the clock to `instant`; `null` goes back to the wall clock. */
export function setNow(instant: Date | null): void {
  frozenAt = instant ? new Date(instant) : null;
}

const dayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) of `instant` in Asia/Shanghai, where the product's days begin and end. */
export function dayOf(instant: Date): string {
  return dayFormatter.format(instant);
}

export function today(): string {
  return dayOf(now());
}
