import { addDays, chinaToday, mondayOf, weekdayIndex } from './days';

describe('China-time days', () => {
  it('takes today in Asia/Shanghai, not in the browser zone', () => {
    expect(chinaToday(new Date('2026-11-21T15:59:00Z'))).toBe('2026-11-21');
    expect(chinaToday(new Date('2026-11-21T16:01:00Z'))).toBe('2026-11-22');
  });

  it('starts weeks on Monday', () => {
    expect(weekdayIndex('2026-11-23')).toBe(0);
    expect(weekdayIndex('2026-11-22')).toBe(6);
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
