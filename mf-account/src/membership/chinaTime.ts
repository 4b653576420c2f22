// Dates and times as users in China read them, whatever the browser's zone (SPEC §9: expiry shown in China time).
import { chinaDateTimeOf } from '@memory/contracts';

/** "2027-05-23 10:00" in Asia/Shanghai (@memory/contracts' China-time arithmetic, to the minute). */
export function chinaDateTime(iso: string): string {
  return chinaDateTimeOf(new Date(iso)).slice(0, 16);
}
