import { EmptyState, PageFrame } from '@memory/design-system';

/** 发布记录: the page frame; its content arrives with the feature issue. */
export function PublishTasksPage() {
  return (
    <PageFrame title="发布记录">
      <EmptyState description="暂无发布记录" />
    </PageFrame>
  );
}
