// China-day arithmetic (ARCHITECTURE §4: day boundaries are in Asia/Shanghai), the one copy the server and the
// browser share. A day is a 'YYYY-MM-DD' string; which day an instant falls on is asked of Intl in TIME_ZONE, and
// once a day is a string, adding days or finding the end of its week is plain calendar maths done in UTC, which is
// exact because China has no daylight-saving time. Pure functions over Intl and Date: no Node, no DOM.
import { TIME_ZONE } from './limits';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Asia/Shanghai is UTC+8 all year (no daylight saving since 1991). */
export const CHINA_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;

const chinaDate = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (YYYY-MM-DD) of `instant` in China, whatever the zone of the machine running this. */
export function chinaDayOf(instant: Date): string {
  return chinaDate.format(instant);
}

/** The instant a China day begins (00:00 in Beijing). */
export function chinaDayStart(day: string): Date {
  return new Date(toUtc(day) - CHINA_UTC_OFFSET_MS);
}

function toUtc(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date);
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return fromUtc(toUtc(day) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** 0 for Monday … 6 for Sunday: weeks start on Monday. */
export function weekdayIndex(day: string): number {
  return (new Date(toUtc(day)).getUTCDay() + 6) % 7;
}

/** The Monday that starts the week of `day`. */
export function mondayOf(day: string): string {
  return addDays(day, -weekdayIndex(day));
}

/** The Sunday that ends the week of `day`. */
export function endOfWeek(day: string): string {
  return addDays(day, 6 - weekdayIndex(day));
}

export function endOfMonth(day: string): string {
  const date = new Date(toUtc(day));
  return fromUtc(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));
}

/** Every day from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** 1 … 12. */
export function monthOf(day: string): number {
  return Number(day.slice(5, 7));
}

/** 1 … 31. */
export function dayOfMonth(day: string): number {
  return Number(day.slice(8, 10));
}

/**
 * Calendar months on China's calendar; the 31st of a month rolls back to the last day of a shorter month:
 * Jan 31 05:00 Beijing + 1 month is Feb 28 05:00 Beijing, whatever the UTC date was.
 */
export function addChinaMonths(from: Date, months: number): Date {
  const result = new Date(from.getTime() + CHINA_UTC_OFFSET_MS);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return new Date(result.getTime() - CHINA_UTC_OFFSET_MS);
}

/** "2027-05-23 10:00:59" on Beijing's wall clock. */
export function chinaDateTimeOf(instant: Date): string {
  return new Date(instant.getTime() + CHINA_UTC_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
