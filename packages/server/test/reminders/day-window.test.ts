import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chinaMinuteOf, minuteOfTime, secondsUntilEndOfChinaDay, timeOfMinute } from '../../src/modules/reminders/day-window';

const beijing = (time: string) => new Date(`${time}+08:00`);

describe('reminder day window (China time)', () => {
  it('reads and writes HH:MM as minutes after China midnight', () => {
    assert.equal(minuteOfTime('20:00'), 1200);
    assert.equal(minuteOfTime('00:00'), 0);
    assert.equal(minuteOfTime('23:59'), 1439);
    assert.equal(timeOfMinute(1200), '20:00');
    assert.equal(timeOfMinute(65), '01:05');
  });

  it('places an instant in the China day, whatever the UTC date', () => {
    assert.equal(chinaMinuteOf(beijing('2026-03-01T20:00:00')), 1200);
    // 16:30 UTC is 00:30 the next day in Beijing.
    assert.equal(chinaMinuteOf(new Date('2026-03-01T16:30:00Z')), 30);
  });

  it('gives the push a TTL that ends with the China day: a reminder for today never arrives tomorrow', () => {
    assert.equal(secondsUntilEndOfChinaDay(beijing('2026-03-01T20:00:00')), 4 * 60 * 60);
    assert.equal(secondsUntilEndOfChinaDay(beijing('2026-03-01T23:59:30')), 30);
    assert.equal(secondsUntilEndOfChinaDay(beijing('2026-03-01T00:00:00')), 24 * 60 * 60);
    // Never 0 ("now or never"), even in the day's last instant.
    assert.equal(secondsUntilEndOfChinaDay(new Date(beijing('2026-03-02T00:00:00').getTime() - 1)), 1);
  });
});
