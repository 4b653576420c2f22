import { CHINA_UTC_OFFSET_MS, chinaDayOf } from '@memory/contracts';

/**
 * The reminder's place in the China day (Asia/Shanghai has no daylight saving: a fixed +08:00). Pure functions,
 * unit-tested in test/reminders/day-window.test.ts.
 */
const MINUTES_PER_DAY = 24 * 60;
const MS_PER_DAY = MINUTES_PER_DAY * 60 * 1000;

/** "20:00" → 1200. The route's schema has checked the HH:MM form. */
export function minuteOfTime(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** 1200 → "20:00". */
export function timeOfMinute(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** Minutes since China midnight at `at`. */
export function chinaMinuteOf(at: Date): number {
  const sinceMidnight = (((at.getTime() + CHINA_UTC_OFFSET_MS) % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY;
  return Math.floor(sinceMidnight / 60_000);
}

/**
 * The push's TTL: whole seconds until the China day of `at` ends. A "due today" reminder the push service could
 * not hand over by midnight is wrong tomorrow (web-push's default TTL is four weeks). At least 1: a TTL of 0 asks
 * for delivery now or never, which a phone in a pocket usually misses.
 */
export function secondsUntilEndOfChinaDay(at: Date): number {
  const sinceMidnight = (((at.getTime() + CHINA_UTC_OFFSET_MS) % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY;
  return Math.max(1, Math.floor((MS_PER_DAY - sinceMidnight) / 1000));
}

/** The day a reminder at `at` is for. */
export const reminderDayOf = chinaDayOf;
