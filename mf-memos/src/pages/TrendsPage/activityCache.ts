// The activity cache of SPEC §9: days already fetched are kept in the browser; each visit asks only from the
// second-to-last cached day on, so the last two cached entries (today and yesterday, still changing around
// midnight) are refreshed, and merges the answer in.
import { STORAGE_KEYS, type ActivityEntry } from '@memory/contracts';
import { readUserStored, writeUserStored } from '@memory/api';

const isActivityList = (value: unknown): value is ActivityEntry[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'object' && entry !== null && 'date' in entry && 'count' in entry);

export function readActivityCache(): ActivityEntry[] {
  return readUserStored(STORAGE_KEYS.activities, isActivityList, []);
}

export function writeActivityCache(entries: readonly ActivityEntry[]): void {
  writeUserStored(STORAGE_KEYS.activities, entries);
}

/** The first day to ask the server for: the window's start, or the second-to-last cached day inside it. */
export function activityFetchStart(cached: readonly ActivityEntry[], windowStart: string): string {
  const inWindow = cached.filter((entry) => entry.date >= windowStart);
  if (inWindow.length === 0) return windowStart;
  return inWindow[Math.max(0, inWindow.length - 2)]!.date;
}

/** Cached days before `start`, then the fresh answer; older than the window is dropped. Sorted by day. */
export function mergeActivities(
  cached: readonly ActivityEntry[],
  fetched: readonly ActivityEntry[],
  start: string,
  windowStart: string,
): ActivityEntry[] {
  const kept = cached.filter((entry) => entry.date >= windowStart && entry.date < start);
  const byDate = new Map<string, ActivityEntry>();
  for (const entry of [...kept, ...fetched]) byDate.set(entry.date, entry);
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}
