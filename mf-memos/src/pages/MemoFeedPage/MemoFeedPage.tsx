import { EmptyState, PageFrame } from '@memory/design-system';

/** MEMOS: the page frame; its content arrives with the feature issue. */
export function MemoFeedPage() {
  return (
    <PageFrame title="MEMOS">
      <EmptyState description="今日复习已全部完成" />
    </PageFrame>
  );
}
