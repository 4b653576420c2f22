import { Button, Card, Dropdown, Flex, Tag, Typography, type MenuProps } from 'antd';
import { MoreOutlined } from '@ant-design/icons';
import { intervalsText, type Curve } from '@memory/contracts';
import { CurveTimeline } from '../../curves/CurveTimeline';
import { AdaptiveCurveNote } from '../../curves/AdaptiveCurveNote';

export interface CurveCardProps {
  curve: Curve;
  isDefault: boolean;
  onSetDefault(curve: Curve): void;
  onEdit(curve: Curve): void;
  onDelete(curve: Curve): void;
}

/**
 * One curve: name, 默认 badge when it is the user's default, description, its reviews on a timeline and a menu
 * 设为默认 / 编辑 / 删除 (system curves can be neither edited nor deleted). 智能曲线 (adaptive) has no steps: it says
 * how it schedules instead of drawing a timeline.
 */
export function CurveCard({ curve, isDefault, onSetDefault, onEdit, onDelete }: CurveCardProps) {
  const menu: MenuProps = {
    items: [
      { key: 'default', label: '设为默认', disabled: isDefault },
      { key: 'edit', label: '编辑', disabled: curve.system },
      { key: 'delete', label: '删除', danger: true, disabled: curve.system },
    ],
    onClick: ({ key }) => {
      if (key === 'default') onSetDefault(curve);
      else if (key === 'edit') onEdit(curve);
      else if (key === 'delete') onDelete(curve);
    },
  };

  return (
    <Card
      data-testid="curve-card"
      title={
        <Flex align="center" gap={8}>
          <span>{curve.name}</span>
          {curve.adaptive ? <Tag>自适应</Tag> : null}
          {isDefault ? <Tag color="gold">默认</Tag> : null}
        </Flex>
      }
      extra={
        <Dropdown menu={menu} trigger={['click']} placement="bottomRight">
          <Button type="text" icon={<MoreOutlined />} aria-label={`${curve.name} 的操作`} />
        </Dropdown>
      }
    >
      <Flex vertical gap={12}>
        {curve.description ? <Typography.Text type="secondary">{curve.description}</Typography.Text> : null}
        {curve.adaptive ? (
          <AdaptiveCurveNote />
        ) : (
          <>
            <CurveTimeline steps={curve.steps} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {`共 ${curve.steps.length} 次复习，间隔：${intervalsText(curve.steps)}`}
            </Typography.Text>
          </>
        )}
      </Flex>
    </Card>
  );
}
