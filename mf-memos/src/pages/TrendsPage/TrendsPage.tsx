import { useEffect, useMemo, useState } from 'react';
import { Card, Flex, Skeleton, Typography } from 'antd';
import { useGetActivitiesQuery, useGetCalibrationQuery, useGetRetentionQuery, useGetTrendSummaryQuery } from '@memory/api';
import { LoadError, PageFrame } from '@memory/design-system';
import { addDays, chinaDayOf, mondayOf } from '@memory/contracts';
import { ActivityHeatMap } from './ActivityHeatMap';
import { CalibrationCard } from './CalibrationCard';
import { ForecastChart } from './ForecastChart';
import { RetentionTable } from './RetentionTable';
import { retentionTexts } from './retentionTexts';
import { activityFetchStart, mergeActivities, readActivityCache, writeActivityCache } from './activityCache';

const SUMMARY_ITEMS = [
  { key: 'todayLeft', label: '今日剩余' },
  { key: 'weekLeft', label: '本周剩余' },
  { key: 'monthLeft', label: '本月剩余' },
  { key: 'totalLeft', label: '总剩余' },
] as const;

/** The heat map's card, titled like the others: a year of days, each coloured by the reviews met that day. */
const HEAT_MAP_TITLE = '过去一年的复习';

/** A year back from this week: 53 Monday-first columns. */
const WEEKS_SHOWN = 53;

/**
 * 数据趋势: what is left to review, true retention per curve, the coming month's load, how well 智能曲线 predicts
 * (and true retention young and mature), and a year of reviews.
 */
export function TrendsPage() {
  const summary = useGetTrendSummaryQuery();
  // Grades and deliveries elsewhere change it: asked again on every visit.
  const retention = useGetRetentionQuery(undefined, { refetchOnMountOrArgChange: true });
  const calibration = useGetCalibrationQuery(undefined, { refetchOnMountOrArgChange: true });
  const today = chinaDayOf(new Date());
  const windowStart = mondayOf(addDays(today, -7 * (WEEKS_SHOWN - 1)));
  const [cached] = useState(readActivityCache);
  const start = activityFetchStart(cached, windowStart);
  const activities = useGetActivitiesQuery({ start });
  const entries = useMemo(
    () => (activities.data ? mergeActivities(cached, activities.data, start, windowStart) : cached),
    [activities.data, cached, start, windowStart],
  );
  useEffect(() => {
    if (activities.data) writeActivityCache(entries);
  }, [activities.data, entries]);
  // The server's clock decides "today"; a later entry than the browser's today extends the map.
  const lastDay = entries.at(-1)?.date;
  const end = lastDay && lastDay > today ? lastDay : today;

  return (
    <PageFrame title="数据趋势">
      <Flex vertical gap={16}>
        <Flex wrap gap={12}>
          {SUMMARY_ITEMS.map(({ key, label }) => (
            <Card key={key} size="small" style={{ flex: '1 1 140px' }}>
              <Flex vertical role="group" aria-label={label}>
                <Typography.Text type="secondary">{label}</Typography.Text>
                <Typography.Text strong style={{ fontSize: 28 }}>
                  {summary.data ? summary.data[key] : '–'}
                </Typography.Text>
              </Flex>
            </Card>
          ))}
        </Flex>
        {retention.isError ? (
          <LoadError title={retentionTexts.loadFailed} error={retention.error} retrying={retention.isFetching} onRetry={() => void retention.refetch()} />
        ) : (
          <>
            <Card size="small" title={retentionTexts.title}>
              <section aria-label={retentionTexts.title}>
                <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
                  {retentionTexts.explain}
                </Typography.Paragraph>
                {retention.data ? <RetentionTable curves={retention.data.curves} /> : <Skeleton active title={false} paragraph={{ rows: 3 }} />}
              </section>
            </Card>
            <Card size="small" title={retentionTexts.forecastTitle}>
              {retention.data ? <ForecastChart days={retention.data.forecast} /> : <Skeleton active title={false} paragraph={{ rows: 2 }} />}
            </Card>
          </>
        )}
        <CalibrationCard
          report={calibration.data}
          loadError={calibration.error}
          retrying={calibration.isFetching}
          onRetry={() => void calibration.refetch()}
        />
        <Card size="small" title={HEAT_MAP_TITLE}>
          <ActivityHeatMap entries={entries} start={mondayOf(addDays(end, -7 * (WEEKS_SHOWN - 1)))} end={end} />
        </Card>
      </Flex>
    </PageFrame>
  );
}
