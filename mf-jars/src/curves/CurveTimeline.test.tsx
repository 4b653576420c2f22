import { render, screen } from '@testing-library/react';
import { reviewDayOffsets } from '@memory/contracts';
import { CurveTimeline, dayLabelWidthPx, dotSizePx, pickLabelledIndexes } from './CurveTimeline';

/** What the timeline writes at this width: the labelled days and their centres in px. */
function layout(steps: number[], widthPx: number) {
  const offsets = reviewDayOffsets(steps);
  const lastDay = offsets[offsets.length - 1]!;
  const positions = offsets.map((day) => (day / lastDay) * 100);
  const gap = ((dayLabelWidthPx(lastDay) + 8) / widthPx) * 100;
  const labelled = [...pickLabelledIndexes(positions, gap)].sort((a, b) => a - b);
  return { labels: labelled.map((index) => ({ day: offsets[index]!, centre: (positions[index]! / 100) * widthPx })), dot: dotSizePx(positions, widthPx) };
}

const daily = (count: number) => Array.from({ length: count }, () => 1);
const growing = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

// The axis of a curve card: about 270 px on a 390 px phone, about 880 px at 1280 px.
describe.each([270, 880])('a curve timeline %i px wide', (widthPx) => {
  it.each([1, 2, 7, 8, 16, 32, 33, 64])('writes day labels that never overlap, for %i steps (daily or growing)', (count) => {
    for (const steps of [daily(count), growing(count)]) {
      const { labels, dot } = layout(steps, widthPx);
      expect(labels[0]!.day).toBe(0);
      expect(labels.at(-1)!.day).toBe(steps.reduce((sum, step) => sum + step, 0));
      for (let index = 1; index < labels.length; index += 1) {
        const [left, right] = [labels[index - 1]!, labels[index]!];
        expect(right.centre - left.centre).toBeGreaterThanOrEqual((dayLabelWidthPx(left.day) + dayLabelWidthPx(right.day)) / 2);
      }
      expect(dot).toBeGreaterThanOrEqual(4);
      expect(dot).toBeLessThanOrEqual(12);
    }
  });
});

it('keeps the 32-step curve (PER_DAY_LAST_A_MONTH) readable on a phone: several labels, dots that do not merge', () => {
  const { labels, dot } = layout(daily(32), 270);
  expect(labels.length).toBeGreaterThanOrEqual(4);
  // 32 reviews over 270 px are 8.4 px apart: the dots shrink below that instead of piling up.
  expect(dot).toBeLessThan(270 / 32);
});

it('names every review for screen readers, whatever is written', () => {
  render(<CurveTimeline steps={daily(32)} />);
  expect(screen.getByRole('img').getAttribute('aria-label')).toContain('第32天');
  expect(screen.getAllByTestId('curve-review')).toHaveLength(33);
});
