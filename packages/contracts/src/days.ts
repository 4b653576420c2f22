// China-day arithmetic (ARCHITECTURE §4: day boundaries are in Asia/Shanghai), the one copy the server and the
// browser share. A day is a 'YYYY-MM-DD' string. Which day an instant falls on, adding days and finding the end of
// a week are plain calendar maths in UTC shifted by eight hours, exact because China has kept UTC+8 without
// daylight saving since 1991 (days.test.ts checks it against Intl in TIME_ZONE). Pure functions over Date.

const DAY_MS = 24 * 60 * 60 * 1000;
/** Asia/Shanghai is UTC+8 all year (no daylight saving since 1991). */
export const CHINA_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * The calendar day (YYYY-MM-DD) of `instant` in China, whatever the zone of the machine running this. Arithmetic,
 * not Intl: every API request asks it, and Intl's formatter cost ~3 µs a call.
 */
export function chinaDayOf(instant: Date): string {
  const shifted = instant.getTime() + CHINA_UTC_OFFSET_MS;
  if (!Number.isFinite(shifted)) throw new RangeError('Invalid time value');
  return fromUtc(shifted);
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
