import { useLayoutEffect, useRef } from 'react';
import { Flex, Typography } from 'antd';
import { activityLevel, addDays, dayOfMonth, monthOf, mondayOf, type ActivityEntry } from '@memory/contracts';
import { brandColors } from '@memory/design-system';

const WEEKDAY_LABELS = ['一', '二', '三', '四', '五', '六', '日'] as const;
const CELL = 12;
const GAP = 3;
/** Level 0 is an empty cell; 1–4 deepen the theme's gold. */
const LEVEL_OPACITY = [0, 0.35, 0.6, 0.8, 1] as const;

export interface ActivityHeatMapProps {
  entries: readonly ActivityEntry[];
  /** First and last day drawn; the first column starts on the Monday of `start`. */
  start: string;
  end: string;
}

interface Cell {
  date: string;
  count: number;
  level: number;
}

function weeksOf(entries: readonly ActivityEntry[], start: string, end: string): Cell[][] {
  const byDate = new Map(entries.map((entry) => [entry.date, entry]));
  const weeks: Cell[][] = [];
  for (let monday = mondayOf(start); monday <= end; monday = addDays(monday, 7)) {
    const week: Cell[] = [];
    for (let offset = 0; offset < 7; offset += 1) {
      const date = addDays(monday, offset);
      const count = byDate.get(date)?.count ?? 0;
      week.push({ date, count, level: byDate.get(date)?.level ?? activityLevel(count) });
    }
    weeks.push(week);
  }
  return weeks;
}

/** The label over a week column: the month whose 1st falls in that week. */
function monthLabel(week: readonly Cell[]): string | null {
  const first = week.find((cell) => dayOfMonth(cell.date) === 1);
  return first ? `${monthOf(first.date)}月` : null;
}

/** A year of reviews, one column per week (Monday first), one cell per day coloured by its level. */
export function ActivityHeatMap({ entries, start, end }: ActivityHeatMapProps) {
  const weeks = weeksOf(entries, start, end);
  // Today is at the right end: a narrow screen opens there, not on last year's weeks.
  const scroller = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [end]);
  return (
    // Focusable so the keyboard can scroll it; each day is an image labelled with its date and count.
    <div ref={scroller} style={{ overflowX: 'auto' }} role="figure" aria-label="复习热力图" tabIndex={0}>
      <Flex gap={GAP}>
        <Flex vertical gap={GAP} style={{ paddingTop: CELL + GAP }}>
          {WEEKDAY_LABELS.map((label) => (
            <Typography.Text key={label} type="secondary" aria-hidden style={{ fontSize: 10, lineHeight: `${CELL}px`, height: CELL }}>
              {label}
            </Typography.Text>
          ))}
        </Flex>
        {weeks.map((week) => (
          <Flex key={week[0]!.date} vertical gap={GAP}>
            <Typography.Text type="secondary" style={{ fontSize: 10, lineHeight: `${CELL}px`, height: CELL, whiteSpace: 'nowrap', width: CELL }}>
              {monthLabel(week)}
            </Typography.Text>
            {week.map((cell) =>
              cell.date > end ? (
                <span key={cell.date} style={{ width: CELL, height: CELL }} />
              ) : (
                <span
                  key={cell.date}
                  title={`${cell.date} 完成了 ${cell.count} 条记忆`}
                  role="img"
                  aria-label={`${cell.date} 完成了 ${cell.count} 条记忆`}
                  data-level={cell.level}
                  style={{
                    width: CELL,
                    height: CELL,
                    borderRadius: 2,
                    background: cell.level === 0 ? 'var(--memory-color-border, #E8E4DA)' : brandColors.primary,
                    opacity: cell.level === 0 ? 1 : LEVEL_OPACITY[cell.level],
                  }}
                />
              ),
            )}
          </Flex>
        ))}
      </Flex>
    </div>
  );
}
