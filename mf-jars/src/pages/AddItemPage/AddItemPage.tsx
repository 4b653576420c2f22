import { EmptyState, PageFrame } from '@memory/design-system';

/** 添加知识点: the page frame; its content arrives with the feature issue. */
export function AddItemPage() {
  return (
    <PageFrame title="添加知识点">
      <EmptyState description="暂无内容" />
    </PageFrame>
  );
}
