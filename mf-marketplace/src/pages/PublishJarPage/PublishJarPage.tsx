import { EmptyState, PageFrame } from '@memory/design-system';

/** 发布知识罐: the page frame; its content arrives with the feature issue. */
export function PublishJarPage() {
  return (
    <PageFrame title="发布知识罐">
      <EmptyState description="暂无内容" />
    </PageFrame>
  );
}
