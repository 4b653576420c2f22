import { useLayoutEffect, useRef, useState } from 'react';
import { reviewDayOffsets } from '@memory/contracts';

export interface CurveTimelineProps {
  /** Day intervals between reviews (SPEC §3). */
  steps: readonly number[];
}

/** Until the axis is measured (and in tests without layout) it is taken to be this wide. */
const ASSUMED_WIDTH_PX = 600;
const LABEL_FONT_PX = 12;
/** Room kept between two written labels. */
const LABEL_GAP_PX = 8;
const DOT_MAX_PX = 12;
const DOT_MIN_PX = 4;

/** How wide 「第N天」 is drawn at 12 px: two CJK characters and N's digits (about 0.6 em each). */
export function dayLabelWidthPx(day: number): number {
  return LABEL_FONT_PX * 2 + Math.ceil(String(day).length * LABEL_FONT_PX * 0.6);
}

/**
 * A curve's reviews on a time axis: one dot per review at its day offset from day 0, so long gaps look long.
 * The axis is measured: day labels are written only where they fit at this width (thirty-two daily steps on a
 * phone keep every fifth or so), and dots shrink where reviews crowd together so each stays visible.
 */
export function CurveTimeline({ steps }: CurveTimelineProps) {
  const axis = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(ASSUMED_WIDTH_PX);
  useLayoutEffect(() => {
    const element = axis.current;
    if (!element) return;
    const measure = () => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const offsets = reviewDayOffsets(steps);
  const lastDay = offsets[offsets.length - 1] || 1;
  const positions = offsets.map((day) => (day / lastDay) * 100);
  const minLabelGapPercent = ((dayLabelWidthPx(lastDay) + LABEL_GAP_PX) / width) * 100;
  const labelled = pickLabelledIndexes(positions, minLabelGapPercent);
  const dot = dotSizePx(positions, width);

  return (
    <div
      ref={axis}
      role="img"
      aria-label={`复习节点：${offsets.map((day) => `第${day}天`).join('、')}`}
      style={{ position: 'relative', height: 44, marginInline: 20 }}
    >
      <div style={{ position: 'absolute', top: 9, left: 0, right: 0, height: 2, background: 'currentColor', opacity: 0.2 }} />
      {offsets.map((day, index) => (
        <div
          key={index}
          data-testid="curve-review"
          style={{ position: 'absolute', left: `${positions[index]}%`, top: 0, transform: 'translateX(-50%)', textAlign: 'center' }}
        >
          <div
            style={{
              width: dot,
              height: dot,
              margin: `${4 + (DOT_MAX_PX - dot) / 2}px auto ${(DOT_MAX_PX - dot) / 2}px`,
              borderRadius: '50%',
              background: 'var(--memory-color-primary, #EDBD59)',
              boxShadow: dot < DOT_MAX_PX ? undefined : '0 0 0 2px var(--memory-color-bg-container, #fff)',
            }}
          />
          {labelled.has(index) ? (
            <div style={{ fontSize: LABEL_FONT_PX, opacity: 0.65, whiteSpace: 'nowrap', marginTop: 4 }}>{`第${day}天`}</div>
          ) : null}
        </div>
      ))}
    </div>
  );
}

/** Dots as large as the closest two reviews allow (with a pixel between them), from 4 to 12 px. */
export function dotSizePx(positions: readonly number[], widthPx: number): number {
  let closest = Infinity;
  for (let index = 1; index < positions.length; index += 1) {
    const gap = (((positions[index] ?? 0) - (positions[index - 1] ?? 0)) / 100) * widthPx;
    // Reviews on the same day share one spot; they do not make the others smaller.
    if (gap > 0) closest = Math.min(closest, gap);
  }
  return Math.max(DOT_MIN_PX, Math.min(DOT_MAX_PX, Math.floor(closest - 1)));
}

/**
 * Indexes whose label fits: always the first and the last, others only when at least `minGapPercent` (of the
 * width) from the previous written label and from the last one.
 */
export function pickLabelledIndexes(positions: readonly number[], minGapPercent = 9): Set<number> {
  const labelled = new Set<number>();
  const last = positions.length - 1;
  if (last < 0) return labelled;
  const lastPosition = positions[last] ?? 0;
  let previous = -Infinity;
  positions.forEach((position, index) => {
    const clearOfLast = index === last || lastPosition - position >= minGapPercent;
    if (position - previous >= minGapPercent && clearOfLast) {
      labelled.add(index);
      previous = position;
    }
  });
  labelled.add(last);
  return labelled;
}
