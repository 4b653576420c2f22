import { EmptyState, PageFrame } from '@memory/design-system';

/** 我的收藏: the page frame; its content arrives with the feature issue. */
export function StarsPage() {
  return (
    <PageFrame title="我的收藏">
      <EmptyState description="还没有收藏的内容" />
    </PageFrame>
  );
}
