import { Flex, Typography } from 'antd';
import type { ReschedulePreview } from '@memory/contracts';
import { brandColors } from '@memory/design-system';
import { smartCurveTexts } from './smartCurveTexts';

const HEIGHT = 72;
/** 现在's bars: a muted text colour, which both themes keep readable (a border colour vanishes on dark). */
const BEFORE_COLOUR = 'var(--memory-color-text-tertiary, #A39E93)';

/** The 30-day forecast before and after a rescheduling: two thin bars a day, 现在 grey and 改期后 gold. */
export function ReschedulePreviewChart({ forecast }: { forecast: ReschedulePreview['forecast'] }) {
  const peak = Math.max(1, ...forecast.flatMap((day) => [day.before, day.after]));
  const bar = (value: number, colour: string) => (
    <div style={{ width: '50%', height: Math.round((value / peak) * HEIGHT), minHeight: value > 0 ? 2 : 0, background: colour, borderRadius: 1 }} />
  );
  return (
    <figure style={{ margin: 0 }}>
      <Flex align="end" gap={2} style={{ height: HEIGHT }} role="img" aria-label={`${smartCurveTexts.forecastCaption}：${forecast.map((day) => `${day.date.slice(5)} ${day.before}→${day.after}`).join('，')}`}>
        {forecast.map((day) => (
          <Flex key={day.date} align="end" style={{ flex: 1, height: '100%' }} title={`${day.date}：${smartCurveTexts.before} ${day.before}，${smartCurveTexts.after} ${day.after}`}>
            {bar(day.before, BEFORE_COLOUR)}
            {bar(day.after, brandColors.primary)}
          </Flex>
        ))}
      </Flex>
      <Flex justify="space-between" style={{ marginTop: 4 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {forecast[0]?.date.slice(5).replace('-', '/')}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <span aria-hidden style={{ display: 'inline-block', width: 8, height: 8, background: BEFORE_COLOUR, marginInlineEnd: 4 }} />
          {smartCurveTexts.before}
          <span aria-hidden style={{ display: 'inline-block', width: 8, height: 8, background: brandColors.primary, margin: '0 4px 0 12px' }} />
          {smartCurveTexts.after}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {forecast.at(-1)?.date.slice(5).replace('-', '/')}
        </Typography.Text>
      </Flex>
      <figcaption style={{ fontSize: 12, marginTop: 4 }}>
        <Typography.Text type="secondary">{smartCurveTexts.forecastCaption}</Typography.Text>
      </figcaption>
    </figure>
  );
}
