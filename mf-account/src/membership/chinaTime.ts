// Dates and times as users in China read them, whatever the browser's zone (SPEC §9: expiry shown in China time).
import { TIME_ZONE } from '@memory/contracts';

const dateTime = new Intl.DateTimeFormat('zh-CN', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2027-05-23 10:00" in Asia/Shanghai. */
export function chinaDateTime(iso: string): string {
  const parts = Object.fromEntries(dateTime.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
