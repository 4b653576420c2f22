import { EmptyState, PageFrame } from '@memory/design-system';

/** 编辑知识点: the page frame; its content arrives with the feature issue. */
export function JarItemEditPage() {
  return (
    <PageFrame title="编辑知识点">
      <EmptyState description="暂无内容" />
    </PageFrame>
  );
}
