import { useState } from 'react';
import { Col, Row, Skeleton, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import type { OrderTypeEntry } from '@memory/contracts';
import { useGetOrderTypesQuery } from '@memory/api';
import { EmptyState, LoadError, PageFrame } from '@memory/design-system';
import { returnPathOf } from '../../membership/returnTo';
import { orderPath } from '../../paths';
import { MemberCard } from './MemberCard';
import { BuyDialog } from './BuyDialog';
import { PurchaseRecords } from './PurchaseRecords';

/** 会员卡: one card per type with its price, a buy dialog, then the order page; below, 购买记录. */
export function MemberCardsPage() {
  const { data: types, isLoading, isError, error, isFetching, refetch } = useGetOrderTypesQuery();
  const [buying, setBuying] = useState<OrderTypeEntry | null>(null);
  const navigate = useNavigate();
  const from = returnPathOf(useLocation().state);

  return (
    <PageFrame title="会员卡">
      <Typography.Paragraph type="secondary">
        会员可使用 AI 智能解释、AI 考考我、自定义记忆曲线、创建和发布知识罐、图片和视频附件。购买多张会员卡时时长累加。
      </Typography.Paragraph>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : isError ? (
        <LoadError title="会员卡加载失败" error={error} retrying={isFetching} onRetry={() => void refetch()} />
      ) : !types || types.length === 0 ? (
        <EmptyState description="暂无可购买的会员卡" />
      ) : (
        <Row gutter={[16, 16]}>
          {types.map((entry) => (
            <Col key={entry.type} xs={24} md={8}>
              <MemberCard entry={entry} onBuy={() => setBuying(entry)} />
            </Col>
          ))}
        </Row>
      )}
      <PurchaseRecords />
      <BuyDialog
        entry={buying}
        onClose={() => setBuying(null)}
        onCreated={(order) => navigate(orderPath(order.id), { state: { from } })}
      />
    </PageFrame>
  );
}
