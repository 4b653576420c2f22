import { EmptyState, PageFrame } from '@memory/design-system';

/** 编辑知识罐: the page frame; its content arrives with the feature issue. */
export function JarEditPage() {
  return (
    <PageFrame title="编辑知识罐">
      <EmptyState description="暂无内容" />
    </PageFrame>
  );
}
