import { Tag } from 'antd';
import type { OrderStatus } from '@memory/contracts';
import { orderStatusColors, orderStatusLabels } from './texts';

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return <Tag color={orderStatusColors[status]}>{orderStatusLabels[status]}</Tag>;
}
