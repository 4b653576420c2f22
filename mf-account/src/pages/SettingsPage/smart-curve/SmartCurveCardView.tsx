import { Alert, Button, Card, Flex, Progress, Skeleton, Tag, Typography } from 'antd';
import type { SmartCurveStatus } from '@memory/contracts';
import { LoadError } from '@memory/design-system';
import { dayOf, fitSummary, smartCurveTexts } from './smartCurveTexts';

export interface SmartCurveCardViewProps {
  /** Undefined while loading. */
  status: SmartCurveStatus | undefined;
  loadError?: string;
  onRetry?: () => void;
  /** The last action's refusal or failure. */
  error?: string | null;
  /** 立即优化 asked and not yet answered. */
  requesting?: boolean;
  onOptimize: () => void;
  onAdopt: (fitId: string) => void;
  onRevert: () => void;
}

/**
 * 设置 → 智能曲线参数: what 智能曲线 schedules with (默认 / 个性化), how many graded reviews count towards a fit, the last
 * fit's decision in words and figures, and 立即优化 · 启用新参数 · 恢复默认参数 (the last two ask first, elsewhere).
 */
export function SmartCurveCardView({ status, loadError, onRetry, error, requesting = false, onOptimize, onAdopt, onRevert }: SmartCurveCardViewProps) {
  if (!status) {
    return (
      <Card title={smartCurveTexts.title}>
        {loadError ? <LoadError title={loadError} onRetry={onRetry ?? (() => undefined)} /> : <Skeleton active title={false} paragraph={{ rows: 3 }} />}
      </Card>
    );
  }
  const { reviewsCounted, minReviews, running, lastFit, adoptable, adopted } = status;
  const enough = reviewsCounted >= minReviews;
  const personal = status.source === 'PERSONAL';
  return (
    <Card title={smartCurveTexts.title}>
      <section aria-label={smartCurveTexts.title}>
        <Flex vertical gap={12}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {smartCurveTexts.explain}
          </Typography.Paragraph>
          <Flex gap={8} align="center" wrap>
            <Typography.Text strong>{personal ? smartCurveTexts.usingPersonal : smartCurveTexts.usingDefault}</Typography.Text>
            {personal && adopted ? (
              <Tag color="success">{smartCurveTexts.personalSince(dayOf(adopted.adoptedAt ?? adopted.requestedAt), adopted.errorReductionPercent ?? 0)}</Tag>
            ) : null}
          </Flex>
          {enough ? (
            <Typography.Text type="secondary">
              {smartCurveTexts.counted(reviewsCounted)}
              {status.nextAutomaticFit ? ` ${smartCurveTexts.nextAutomatic(status.nextAutomaticFit)}` : ''}
            </Typography.Text>
          ) : (
            <Flex vertical gap={4}>
              <Progress percent={Math.floor((100 * reviewsCounted) / minReviews)} showInfo={false} size="small" aria-label="评分复习进度" />
              <Typography.Text type="secondary">{smartCurveTexts.needMore(reviewsCounted, minReviews)}</Typography.Text>
            </Flex>
          )}
          {lastFit && !running ? (
            <Typography.Text type={lastFit.status === 'FAILED' ? 'danger' : undefined} data-testid="last-fit">
              {fitSummary(lastFit, adopted?.id)}
            </Typography.Text>
          ) : null}
          {error ? <Alert type="error" showIcon title={error} /> : null}
          <Flex gap={8} wrap>
            <Button onClick={onOptimize} loading={requesting || running !== null} disabled={!enough || running !== null}>
              {running ? smartCurveTexts.optimizing : smartCurveTexts.optimize}
            </Button>
            {adoptable && !running ? (
              <Button type="primary" onClick={() => onAdopt(adoptable.id)}>
                {smartCurveTexts.adopt}
              </Button>
            ) : null}
            {personal ? <Button onClick={onRevert}>{smartCurveTexts.revert}</Button> : null}
          </Flex>
        </Flex>
      </section>
    </Card>
  );
}
