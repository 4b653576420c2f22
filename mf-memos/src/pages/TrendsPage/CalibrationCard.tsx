import { Alert, Card, Flex, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { hrefTo, personalParametersLine, type CalibrationReport } from '@memory/contracts';
import { LoadError } from '@memory/design-system';
import { CalibrationChart } from './CalibrationChart';
import { calibrationTexts, formatRate } from './calibrationTexts';

export interface CalibrationCardProps {
  report: CalibrationReport | undefined;
  loadError?: unknown;
  retrying?: boolean;
  onRetry: () => void;
}

const COLUMNS = ['young', 'mature', 'total'] as const;

/**
 * 数据趋势 (issue 31): for 智能曲线, predicted vs actual retention in ten bins with the line saying whether personal
 * parameters are in use and by how much they cut the error; per curve, true retention by Anki's convention, young
 * and mature apart.
 */
export function CalibrationCard({ report, loadError, retrying = false, onRetry }: CalibrationCardProps) {
  if (loadError) return <LoadError title={calibrationTexts.loadFailed} error={loadError} retrying={retrying} onRetry={onRetry} />;
  return (
    <>
      <Card size="small" title={calibrationTexts.title}>
        <section aria-label={calibrationTexts.title}>
          {!report ? (
            <Skeleton active title={false} paragraph={{ rows: 3 }} />
          ) : (
            <Flex vertical gap={8}>
              {report.personal ? (
                <Alert type="success" showIcon title={personalParametersLine(report.personal.errorReductionPercent, report.personal.reviews)} />
              ) : (
                <Typography.Text type="secondary">
                  {calibrationTexts.usingDefault}{' '}
                  {/* Underlined: a link inside a sentence must not be told by its colour alone (axe link-in-text-block). */}
                  <Link to={hrefTo.settings} style={{ textDecoration: 'underline' }}>
                    {calibrationTexts.goToSettings}
                  </Link>
                </Typography.Text>
              )}
              {report.reviews === 0 ? (
                <Typography.Text type="secondary">{calibrationTexts.empty}</Typography.Text>
              ) : (
                <>
                  <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: 0 }}>
                    {calibrationTexts.explain}
                  </Typography.Paragraph>
                  <CalibrationChart bins={report.bins} />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {calibrationTexts.reviews(report.reviews)}
                  </Typography.Text>
                </>
              )}
            </Flex>
          )}
        </section>
      </Card>
      {report && report.curves.length > 0 ? (
        <Card size="small" title={calibrationTexts.matureTitle}>
          <section aria-label={calibrationTexts.matureTitle}>
            <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
              {calibrationTexts.matureExplain}
            </Typography.Paragraph>
            <table style={{ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' }}>
              <thead>
                <tr>
                  <th scope="col" style={{ textAlign: 'start', padding: '4px 8px 4px 0', fontWeight: 500 }}>
                    {calibrationTexts.columns.curve}
                  </th>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col" style={{ textAlign: 'end', padding: '4px 0 4px 8px', fontWeight: 500 }}>
                      {calibrationTexts.columns[column]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {report.curves.map((curve) => (
                  <tr key={curve.curveId} style={{ borderTop: '1px solid var(--memory-color-border, #E8E4DA)' }}>
                    <th scope="row" style={{ textAlign: 'start', padding: '8px 8px 8px 0', fontWeight: 400 }}>
                      {curve.curveName}
                    </th>
                    {COLUMNS.map((column) => (
                      <td key={column} style={{ textAlign: 'end', padding: '8px 0 8px 8px', verticalAlign: 'top' }}>
                        <Typography.Text strong style={{ display: 'block', fontSize: 16 }}>
                          {formatRate(curve[column])}
                        </Typography.Text>
                        <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                          {curve[column].passed}/{curve[column].reviews}
                        </Typography.Text>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </Card>
      ) : null}
    </>
  );
}
