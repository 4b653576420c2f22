import { EmptyState, PageFrame } from '@memory/design-system';

/** 从 MEMOS 添加: the page frame; its content arrives with the feature issue. */
export function AddItemsFromMemosPage() {
  return (
    <PageFrame title="从 MEMOS 添加">
      <EmptyState description="暂无可导入的 MEMO" />
    </PageFrame>
  );
}
