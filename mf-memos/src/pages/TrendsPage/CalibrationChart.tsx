import { Flex, Typography } from 'antd';
import type { CalibrationBin } from '@memory/contracts';
import { brandColors } from '@memory/design-system';
import { calibrationTexts } from './calibrationTexts';

const HEIGHT = 120;

/**
 * Predicted against actual retention in ten bins of predicted probability: a gold bar of the share recalled, a line
 * at the share predicted, the number of reviews under each. An empty bin keeps its place, dimmed.
 */
export function CalibrationChart({ bins }: { bins: readonly CalibrationBin[] }) {
  return (
    <Flex vertical gap={4}>
      <div style={{ display: 'flex', alignItems: 'flex-end', gap: 4, height: HEIGHT, borderBottom: '1px solid var(--memory-color-border, #E8E4DA)' }}>
        {bins.map((bin) => {
          const label = calibrationTexts.binLabel(bin.from, bin.to, bin.predicted, bin.actual, bin.count);
          return (
            <div key={bin.from} role="img" aria-label={label} title={label} style={{ position: 'relative', flex: '1 1 0', minWidth: 0, height: '100%' }}>
              {bin.actual !== null && bin.count > 0 ? (
                <div
                  data-actual={bin.actual}
                  style={{ position: 'absolute', bottom: 0, left: '15%', right: '15%', height: Math.max(2, Math.round(bin.actual * HEIGHT)), background: brandColors.primary, borderRadius: '2px 2px 0 0' }}
                />
              ) : null}
              {bin.predicted !== null && bin.count > 0 ? (
                <div
                  data-predicted={bin.predicted}
                  style={{ position: 'absolute', left: 0, right: 0, bottom: Math.round(bin.predicted * HEIGHT) - 1, height: 2, background: 'var(--memory-color-text, #2B2620)' }}
                />
              ) : null}
            </div>
          );
        })}
      </div>
      <div aria-hidden style={{ display: 'flex', gap: 4 }}>
        {bins.map((bin) => (
          <Typography.Text key={bin.from} type="secondary" style={{ flex: '1 1 0', minWidth: 0, textAlign: 'center', fontSize: 10, fontVariantNumeric: 'tabular-nums' }}>
            {Math.round(bin.from * 100)}
            <br />
            {bin.count > 0 ? bin.count : '·'}
          </Typography.Text>
        ))}
      </div>
    </Flex>
  );
}
