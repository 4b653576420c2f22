import { Card, Flex, Tag, Typography } from 'antd';
import type { Curve } from '@memory/contracts';
import { CurveTimeline } from './CurveTimeline';

export interface CurveCardProps {
  curve: Curve;
  isDefault: boolean;
}

/** One curve: name, 默认 badge when it is the user's default, description and its reviews on a timeline. */
export function CurveCard({ curve, isDefault }: CurveCardProps) {
  return (
    <Card
      data-testid="curve-card"
      title={
        <Flex align="center" gap={8}>
          <span>{curve.name}</span>
          {isDefault ? <Tag color="gold">默认</Tag> : null}
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        {curve.description ? <Typography.Text type="secondary">{curve.description}</Typography.Text> : null}
        <CurveTimeline steps={curve.steps} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {`共 ${curve.steps.length} 次复习，间隔：${curve.steps.join('、')} 天`}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
