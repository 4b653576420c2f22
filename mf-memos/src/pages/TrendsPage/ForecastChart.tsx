import { Flex, Typography } from 'antd';
import { dayOfMonth, monthOf } from '@memory/contracts';
import { brandColors } from '@memory/design-system';
import { retentionTexts } from './retentionTexts';

export interface ForecastChartProps {
  /** Today first: reviews due each day as scheduled now. */
  days: readonly { date: string; count: number }[];
}

const CHART_HEIGHT = 96;

/** A small bar chart of the reviews due on the coming days: a bar per day, its date and count in its label. */
export function ForecastChart({ days }: ForecastChartProps) {
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const peak = days.reduce<{ date: string; count: number } | null>((best, day) => (best === null || day.count > best.count ? day : best), null);
  const max = Math.max(1, peak?.count ?? 0);
  return (
    <Flex vertical gap={8} role="figure" aria-label={retentionTexts.forecastTitle}>
      <Typography.Text type="secondary">{retentionTexts.forecastSummary(total, peak)}</Typography.Text>
      <div style={{ display: 'flex', alignItems: 'flex-end', gap: 2, height: CHART_HEIGHT }}>
        {days.map((day) => (
          <span
            key={day.date}
            role="img"
            aria-label={retentionTexts.forecastBar(day.date, day.count)}
            title={retentionTexts.forecastBar(day.date, day.count)}
            data-count={day.count}
            style={{
              flex: '1 1 0',
              minWidth: 0,
              // An empty day keeps a hairline so the axis reads as 30 days.
              height: day.count === 0 ? 2 : Math.max(4, Math.round((day.count / max) * CHART_HEIGHT)),
              borderRadius: '2px 2px 0 0',
              background: day.count === 0 ? 'var(--memory-color-border, #E8E4DA)' : brandColors.primary,
            }}
          />
        ))}
      </div>
      {/* The first day of each week under its bar, so dates can be read without hovering. */}
      <div aria-hidden style={{ display: 'flex', gap: 2 }}>
        {days.map((day, index) => (
          <Typography.Text key={day.date} type="secondary" style={{ flex: '1 1 0', minWidth: 0, fontSize: 10, whiteSpace: 'nowrap', overflow: 'visible' }}>
            {index % 7 === 0 ? `${monthOf(day.date)}/${dayOfMonth(day.date)}` : ''}
          </Typography.Text>
        ))}
      </div>
    </Flex>
  );
}
