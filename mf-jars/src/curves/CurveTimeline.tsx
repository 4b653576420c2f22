import { reviewDayOffsets } from '@memory/contracts';

export interface CurveTimelineProps {
  /** Day intervals between reviews (SPEC §3). */
  steps: readonly number[];
}

/** Labels closer than this (percent of the width) would overlap, so only the first of them is written. */
const MIN_LABEL_GAP_PERCENT = 9;

/**
 * A curve's reviews on a time axis: one dot per review at its day offset from day 0, so long gaps
 * look long. Day labels are thinned out where reviews crowd together (e.g. thirty-two daily steps).
 */
export function CurveTimeline({ steps }: CurveTimelineProps) {
  const offsets = reviewDayOffsets(steps);
  const lastDay = offsets[offsets.length - 1] || 1;
  const positions = offsets.map((day) => (day / lastDay) * 100);
  const labelled = pickLabelledIndexes(positions);

  return (
    <div
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
              width: 12,
              height: 12,
              margin: '4px auto 0',
              borderRadius: '50%',
              background: 'var(--memory-color-primary, #EDBD59)',
              boxShadow: '0 0 0 2px var(--memory-color-bg-container, #fff)',
            }}
          />
          {labelled.has(index) ? (
            <div style={{ fontSize: 12, opacity: 0.65, whiteSpace: 'nowrap', marginTop: 4 }}>{`第${day}天`}</div>
          ) : null}
        </div>
      ))}
    </div>
  );
}

/** Indexes whose label fits: always the first and the last, others only when far enough from both neighbours. */
export function pickLabelledIndexes(positions: readonly number[]): Set<number> {
  const labelled = new Set<number>();
  const last = positions.length - 1;
  if (last < 0) return labelled;
  const lastPosition = positions[last] ?? 0;
  let previous = -Infinity;
  positions.forEach((position, index) => {
    const clearOfLast = index === last || lastPosition - position >= MIN_LABEL_GAP_PERCENT;
    if (position - previous >= MIN_LABEL_GAP_PERCENT && clearOfLast) {
      labelled.add(index);
      previous = position;
    }
  });
  labelled.add(last);
  return labelled;
}
