import { EmptyState, PageFrame } from '@memory/design-system';

/** 数据趋势: the page frame; its content arrives with the feature issue. */
export function TrendsPage() {
  return (
    <PageFrame title="数据趋势">
      <EmptyState description="还没有复习记录" />
    </PageFrame>
  );
}
