/**
 * Calendar arithmetic on days written YYYY-MM-DD. Which day "today" is comes from the clock (Asia/Shanghai);
 * once a day is a string, adding days or finding the end of its week is plain calendar maths, and China has
 * no daylight-saving time, so doing it in UTC is exact.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

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

/** The Sunday that ends the week of `day`; weeks start on Monday. */
export function endOfWeek(day: string): string {
  const weekday = new Date(toUtc(day)).getUTCDay(); // 0 = Sunday
  return addDays(day, weekday === 0 ? 0 : 7 - weekday);
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
