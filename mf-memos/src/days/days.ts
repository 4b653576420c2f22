// Calendar days as 'YYYY-MM-DD' strings in China time (ARCHITECTURE §4), computed in UTC so the
// browser's own time zone never shifts a day.
import { TIME_ZONE } from '@memory/contracts';

const DAY_MS = 86_400_000;
const chinaDate = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

export function chinaToday(now: Date = new Date()): string {
  return chinaDate.format(now);
}

const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return fromTime(toTime(day) + days * DAY_MS);
}

/** 0 for Monday … 6 for Sunday: weeks start on Monday. */
export function weekdayIndex(day: string): number {
  return (new Date(toTime(day)).getUTCDay() + 6) % 7;
}

export function mondayOf(day: string): string {
  return addDays(day, -weekdayIndex(day));
}

export function monthOf(day: string): number {
  return Number(day.slice(5, 7));
}

export function dayOfMonth(day: string): number {
  return Number(day.slice(8, 10));
}
