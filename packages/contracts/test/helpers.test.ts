import {
  activityLevel,
  contentTypeFor,
  exceedsSizeLimit,
  expiredInDaysOf,
  formatCents,
  intervalsText,
  curveSummary,
  IMAGE_MAX_BYTES,
  isAcceptedFileName,
  isPremium,
  isValidHistoryCountInput,
  normaliseTags,
  perMonthCents,
  readHistoryCount,
  readThemeMode,
  reviewDayOffsets,
  VIDEO_MAX_BYTES,
} from '../src';

describe('activityLevel', () => {
  it.each([
    [0, 0],
    [1, 1],
    [9, 1],
    [10, 2],
    [14, 2],
    [15, 3],
    [29, 3],
    [30, 4],
    [500, 4],
  ])('count %i is level %i', (count, level) => {
    expect(activityLevel(count)).toBe(level);
  });
});

describe('readHistoryCount', () => {
  it('keeps stored values from 1 to 100', () => {
    expect(readHistoryCount('1')).toBe(1);
    expect(readHistoryCount('45')).toBe(45);
    expect(readHistoryCount(100)).toBe(100);
  });
  it('falls back to 30 outside 1–100 or when unset or not a whole number', () => {
    for (const value of ['0', '101', '-5', 'abc', '', null, undefined, '12.5']) {
      expect(readHistoryCount(value)).toBe(30);
    }
  });
  it('the form accepts only 10–100', () => {
    expect(isValidHistoryCountInput(9)).toBe(false);
    expect(isValidHistoryCountInput(10)).toBe(true);
    expect(isValidHistoryCountInput(100)).toBe(true);
    expect(isValidHistoryCountInput(101)).toBe(false);
  });
});

describe('readThemeMode', () => {
  it('reads known modes and follows the system otherwise', () => {
    expect(readThemeMode('dark')).toBe('dark');
    expect(readThemeMode('light')).toBe('light');
    expect(readThemeMode('purple')).toBe('system');
    expect(readThemeMode(null)).toBe('system');
  });
});

describe('normaliseTags', () => {
  it('trims, ignores blanks and duplicates, keeps at most five', () => {
    expect(normaliseTags([' 英语 ', '', '英语', '单词', '   ', 'a', 'b', 'c', 'd'])).toEqual(['英语', '单词', 'a', 'b', 'c']);
  });
});

describe('contentTypeFor', () => {
  it('prefers the type the file declares', () => {
    expect(contentTypeFor('photo.png', 'image/x-custom')).toBe('image/x-custom');
  });
  it('infers from the extension, case-insensitively', () => {
    expect(contentTypeFor('a.PNG')).toBe('image/png');
    expect(contentTypeFor('a.jpeg')).toBe('image/jpeg');
    expect(contentTypeFor('a.svg')).toBe('image/svg+xml');
    expect(contentTypeFor('a.webp')).toBe('image/webp');
    expect(contentTypeFor('clip.mov')).toBe('video/quicktime');
    expect(contentTypeFor('clip.mp4')).toBe('video/mp4');
  });
  it('falls back to octet-stream', () => {
    expect(contentTypeFor('notes.xyz')).toBe('application/octet-stream');
    expect(contentTypeFor('README')).toBe('application/octet-stream');
  });
});

describe('attachment rules', () => {
  it('accepts only the listed extensions per type', () => {
    expect(isAcceptedFileName('a.jpg', 'IMAGE')).toBe(true);
    expect(isAcceptedFileName('a.gif', 'IMAGE')).toBe(false);
    expect(isAcceptedFileName('a.mov', 'VIDEO')).toBe(true);
    expect(isAcceptedFileName('a.png', 'VIDEO')).toBe(false);
  });
  it('allows exactly the limit and rejects one byte more', () => {
    expect(exceedsSizeLimit('IMAGE', IMAGE_MAX_BYTES)).toBe(false);
    expect(exceedsSizeLimit('IMAGE', IMAGE_MAX_BYTES + 1)).toBe(true);
    expect(exceedsSizeLimit('VIDEO', VIDEO_MAX_BYTES + 1)).toBe(true);
    expect(IMAGE_MAX_BYTES).toBe(20 * 1024 * 1024);
  });
});

describe('money', () => {
  it('formats cents with two decimals', () => {
    expect(formatCents(1500)).toBe('15.00');
    expect(formatCents(7805)).toBe('78.05');
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(-250)).toBe('-2.50');
  });
  it('per-month price is floored', () => {
    expect(perMonthCents(7800, 6)).toBe(1300);
    expect(perMonthCents(12800, 12)).toBe(1066);
  });
});

describe('reviewDayOffsets', () => {
  it('accumulates steps from day 0', () => {
    expect(reviewDayOffsets([1, 2, 3])).toEqual([0, 1, 3, 6]);
  });
});

describe('isPremium', () => {
  const now = new Date('2026-11-22T00:00:00Z');
  it('trial and free accounts are not premium', () => {
    expect(isPremium({ type: 'TRAIL', expiredAt: '2026-11-25T00:00:00Z' }, now)).toBe(false);
    expect(isPremium({ type: 'FREE', expiredAt: null }, now)).toBe(false);
  });
  it('a membership counts until it expires', () => {
    expect(isPremium({ type: 'ANNUAL', expiredAt: '2026-12-01T00:00:00Z' }, now)).toBe(true);
    expect(isPremium({ type: 'MONTHLY', expiredAt: '2026-11-01T00:00:00Z' }, now)).toBe(false);
  });
  it('reads a stored row (Date expiry) the same way, and no account as free', () => {
    expect(isPremium({ type: 'BIANNUAL', expiredAt: new Date('2026-11-22T00:00:01Z') }, now)).toBe(true);
    expect(isPremium({ type: 'BIANNUAL', expiredAt: new Date('2026-11-22T00:00:00Z') }, now)).toBe(false);
    expect(isPremium({ type: 'TRAIL', expiredAt: new Date('2026-11-25T00:00:00Z') }, now)).toBe(false);
    expect(isPremium(undefined, now)).toBe(false);
  });
});

describe('expiredInDaysOf', () => {
  it('counts China calendar days to the expiry day, never below 0', () => {
    // 23:30 on Nov 22 in Beijing; the card ends at 00:30 on Nov 24 Beijing: two calendar days, though 25 hours.
    expect(expiredInDaysOf(new Date('2026-11-23T16:30:00Z'), new Date('2026-11-22T15:30:00Z'))).toBe(2);
    expect(expiredInDaysOf(new Date('2026-11-22T15:59:00Z'), new Date('2026-11-22T15:30:00Z'))).toBe(0);
    expect(expiredInDaysOf(new Date('2026-11-01T00:00:00Z'), new Date('2026-11-22T00:00:00Z'))).toBe(0);
  });
});

describe('intervalsText', () => {
  it.each([
    [[1, 2, 3, 4, 4, 7, 14], '1、2、3、4、4、7、14 天'],
    [Array.from({ length: 30 }, () => 1), '1 天 ×30'],
    [[1, 2, 2, 2, 7], '1 天、2 天 ×3、7 天'],
    [[7, 7, 7], '7 天 ×3'],
    [[3], '3 天'],
  ])('%j reads %s', (steps, text) => {
    expect(intervalsText(steps)).toBe(text);
  });

  it('says what an adaptive curve does instead of its (empty) steps', () => {
    expect(curveSummary({ adaptive: false, steps: [1, 1, 1, 1, 1, 1, 1] })).toBe('间隔 1 天 ×7');
    expect(curveSummary({ adaptive: true, steps: [] })).toMatch(/^自适应/);
  });
});
