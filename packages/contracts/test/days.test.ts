import {
  addChinaMonths,
  addDays,
  chinaDateTimeOf,
  chinaDayOf,
  chinaDayStart,
  daysBetween,
  daysFrom,
  dayOfMonth,
  endOfMonth,
  endOfWeek,
  mondayOf,
  monthOf,
  weekdayIndex,
  TIME_ZONE,
} from '../src';

describe('China-time days', () => {
  it('takes the day in Asia/Shanghai, not in the zone of the machine', () => {
    expect(chinaDayOf(new Date('2026-11-21T15:59:00Z'))).toBe('2026-11-21');
    expect(chinaDayOf(new Date('2026-11-21T16:01:00Z'))).toBe('2026-11-22');
  });

  it('agrees with Intl in Asia/Shanghai at every hour edge from 1992 to 2100', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
    const disagreements: string[] = [];
    // Around each China midnight (16:00 UTC) of every 13th day, one millisecond either side.
    for (let at = Date.UTC(1992, 0, 1, 16); at < Date.UTC(2100, 0, 1); at += 13 * 24 * 60 * 60 * 1000) {
      for (const instant of [new Date(at - 1), new Date(at), new Date(at + 1)]) {
        if (chinaDayOf(instant) !== intl.format(instant)) disagreements.push(instant.toISOString());
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('refuses an invalid instant as Intl does', () => {
    expect(() => chinaDayOf(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('starts a day at midnight in Beijing', () => {
    expect(chinaDayStart('2026-11-22').toISOString()).toBe('2026-11-21T16:00:00.000Z');
    expect(chinaDayOf(chinaDayStart('2026-11-22'))).toBe('2026-11-22');
  });

  it('adds and counts days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2027-01-02', '2026-12-30')).toBe(-3);
    expect(daysFrom('2026-12-30', '2027-01-01')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });

  it('starts weeks on Monday and ends them on Sunday', () => {
    expect(weekdayIndex('2026-11-23')).toBe(0);
    expect(weekdayIndex('2026-11-22')).toBe(6);
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(endOfWeek('2026-11-23')).toBe('2026-11-29');
    expect(endOfWeek('2026-11-29')).toBe('2026-11-29');
  });

  it('knows month ends, months and days of the month', () => {
    expect(endOfMonth('2028-02-10')).toBe('2028-02-29');
    expect(endOfMonth('2026-12-01')).toBe('2026-12-31');
    expect(monthOf('2026-11-22')).toBe(11);
    expect(dayOfMonth('2026-11-02')).toBe(2);
  });

  it('adds calendar months on China’s calendar, month-end safe', () => {
    expect(addChinaMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addChinaMonths(new Date('2026-03-15T00:00:00Z'), 12).toISOString()).toBe('2027-03-15T00:00:00.000Z');
    expect(addChinaMonths(new Date('2027-01-31T02:00:00Z'), 1).toISOString()).toBe('2027-02-28T02:00:00.000Z');
    expect(addChinaMonths(new Date('2028-01-31T02:00:00Z'), 1).toISOString()).toBe('2028-02-29T02:00:00.000Z');
    // Month ends are China's: Jan 31 05:00 Beijing is Jan 30 in UTC, and still ends on Feb 28 in Beijing.
    expect(addChinaMonths(new Date('2027-01-30T21:00:00Z'), 1).toISOString()).toBe('2027-02-27T21:00:00.000Z');
    expect(addChinaMonths(new Date('2027-02-28T21:00:00Z'), 1).toISOString()).toBe('2027-03-31T21:00:00.000Z'); // Mar 1 + 1 = Apr 1
    // N cards of M months are one step of N×M months, not N steps (Jan 31 + 2 months is Mar 31).
    expect(addChinaMonths(new Date('2027-01-31T02:00:00Z'), 2).toISOString()).toBe('2027-03-31T02:00:00.000Z');
  });

  it('writes Beijing wall-clock time', () => {
    expect(chinaDateTimeOf(new Date('2026-05-10T16:30:00Z'))).toBe('2026-05-11 00:30:00');
  });
});
