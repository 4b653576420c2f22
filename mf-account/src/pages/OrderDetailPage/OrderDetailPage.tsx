import { EmptyState, PageFrame } from '@memory/design-system';

/** 订单详情: the page frame; its content arrives with the feature issue. */
export function OrderDetailPage() {
  return (
    <PageFrame title="订单详情">
      <EmptyState description="暂无订单信息" />
    </PageFrame>
  );
}
