import { Button, Card, Flex, Typography } from 'antd';
import { perMonthCents, type OrderTypeEntry } from '@memory/contracts';
import { yuan } from '../../membership/money';

/** One card type: its price, months and price per month (floor of price ÷ months). */
export function MemberCard({ entry, onBuy }: { entry: OrderTypeEntry; onBuy: () => void }) {
  return (
    <Card title={entry.name} aria-label={entry.name} style={{ height: '100%' }}>
      <Flex vertical gap={12}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {yuan(entry.price)}
        </Typography.Title>
        <Typography.Text type="secondary">
          {entry.months} 个月 · 每月 {yuan(perMonthCents(entry.price, entry.months))}
        </Typography.Text>
        <Button type="primary" block onClick={onBuy} aria-label={`购买${entry.name}`}>
          购买
        </Button>
      </Flex>
    </Card>
  );
}
