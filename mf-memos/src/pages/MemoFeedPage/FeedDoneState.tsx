import { Button, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { hrefTo } from '@memory/contracts';
import { useGetTrendSummaryQuery } from '@memory/api';
import { EmptyState } from '@memory/design-system';
import { paths } from '../../paths';

export const FEED_DONE_TEXTS = {
  done: '今日复习已全部完成',
  nothingYet: '还没有要复习的内容',
  whereReviewsComeFrom: '写下的 MEMO 和开始学习的知识罐，会在记忆曲线安排的日子回到这里。',
  writeMemo: '写一条 MEMO',
  goToJars: '去知识罐开始学习',
} as const;

/**
 * The feed's end. Today's reviews done — unless nothing was ever scheduled (a new account: no memo written, no jar
 * started), where "all done" would be untrue: then where reviews come from, and the two ways to start. The summary
 * is asked only then, and until it answers nothing is said; if it cannot answer, "done" is.
 */
export function FeedDoneState({ reviewedBefore }: { reviewedBefore: boolean }) {
  const navigate = useNavigate();
  const summary = useGetTrendSummaryQuery(undefined, { skip: reviewedBefore });
  if (!reviewedBefore && summary.isLoading) return null;
  if (reviewedBefore || summary.data?.totalLeft !== 0) return <EmptyState description={FEED_DONE_TEXTS.done} />;
  return (
    <EmptyState description={FEED_DONE_TEXTS.nothingYet}>
      <Flex vertical align="center" gap={12}>
        <Typography.Text type="secondary">{FEED_DONE_TEXTS.whereReviewsComeFrom}</Typography.Text>
        <Flex gap={8} wrap justify="center">
          <Button type="primary" onClick={() => navigate(paths.newMemo)}>
            {FEED_DONE_TEXTS.writeMemo}
          </Button>
          <Button onClick={() => navigate(hrefTo.jars)}>{FEED_DONE_TEXTS.goToJars}</Button>
        </Flex>
      </Flex>
    </EmptyState>
  );
}
