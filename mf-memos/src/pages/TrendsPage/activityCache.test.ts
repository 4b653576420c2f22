import type { ActivityEntry } from '@memory/contracts';
import { activityFetchStart, mergeActivities } from './activityCache';

const entry = (date: string, count: number, level = count > 0 ? 1 : 0): ActivityEntry => ({ date, count, level });

describe('activity cache (SPEC §9)', () => {
  const windowStart = '2025-11-24';

  it('asks for the whole window when nothing is cached', () => {
    expect(activityFetchStart([], windowStart)).toBe(windowStart);
  });

  it('asks again from the second-to-last cached day, so the last two entries are refreshed', () => {
    const cached = [entry('2026-11-18', 3), entry('2026-11-19', 1), entry('2026-11-20', 2)];
    expect(activityFetchStart(cached, windowStart)).toBe('2026-11-19');
  });

  it('ignores cached days that fell out of the window', () => {
    expect(activityFetchStart([entry('2024-01-01', 5)], windowStart)).toBe(windowStart);
  });

  it('keeps older cached days, replaces the refreshed ones and drops days before the window', () => {
    const cached = [entry('2024-01-01', 9), entry('2026-11-18', 3), entry('2026-11-19', 1), entry('2026-11-20', 2)];
    const fetched = [entry('2026-11-19', 4), entry('2026-11-20', 12, 2), entry('2026-11-21', 0)];
    expect(mergeActivities(cached, fetched, '2026-11-19', windowStart)).toEqual([
      entry('2026-11-18', 3),
      entry('2026-11-19', 4),
      entry('2026-11-20', 12, 2),
      entry('2026-11-21', 0),
    ]);
  });
});
