import { Alert, Typography } from 'antd';
import { Link } from 'react-router';
import { hrefTo, type CurveRetention } from '@memory/contracts';
import { formatRetention, retentionTexts } from './retentionTexts';

const PERIODS = ['week', 'month', 'allTime'] as const;

export interface RetentionTableProps {
  curves: readonly CurveRetention[];
}

/** Per curve: the share of graded hidden reviews recalled (模糊 or better) this week, this month and all time. */
export function RetentionTable({ curves }: RetentionTableProps) {
  if (curves.length === 0) return <Typography.Text type="secondary">{retentionTexts.empty}</Typography.Text>;
  const suggested = curves.filter((curve) => curve.suggestSmartCurve);
  return (
    <>
      <table style={{ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' }}>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: 'start', padding: '4px 8px 4px 0', fontWeight: 500 }}>
              {retentionTexts.curve}
            </th>
            {PERIODS.map((period) => (
              <th key={period} scope="col" style={{ textAlign: 'end', padding: '4px 0 4px 8px', fontWeight: 500, whiteSpace: 'nowrap' }}>
                {retentionTexts.periods[period]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {curves.map((curve) => (
            <tr key={curve.curveId} style={{ borderTop: '1px solid var(--memory-color-border, #E8E4DA)' }}>
              <th scope="row" style={{ textAlign: 'start', padding: '8px 8px 8px 0', fontWeight: 400 }}>
                {curve.curveName}
              </th>
              {PERIODS.map((period) => {
                const count = curve[period];
                return (
                  <td key={period} style={{ textAlign: 'end', padding: '8px 0 8px 8px', verticalAlign: 'top' }}>
                    <Typography.Text strong style={{ display: 'block', fontSize: 16 }}>
                      {formatRetention(count)}
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                      {count.recalled}/{count.graded}
                    </Typography.Text>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {suggested.map((curve) => (
        <Alert
          key={curve.curveId}
          type="info"
          showIcon
          style={{ marginTop: 12 }}
          title={retentionTexts.suggestion(curve.curveName)}
          action={<Link to={hrefTo.curves}>{retentionTexts.goToCurves}</Link>}
        />
      ))}
    </>
  );
}
