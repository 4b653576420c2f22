import { EmptyState, PageFrame } from '@memory/design-system';

/** 知识点详情: the page frame; its content arrives with the feature issue. */
export function JarItemPage() {
  return (
    <PageFrame title="知识点详情">
      <EmptyState description="暂无内容" />
    </PageFrame>
  );
}
