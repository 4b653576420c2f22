import { EmptyState, PageFrame } from '@memory/design-system';

/** 知识罐详情: the page frame; its content arrives with the feature issue. */
export function PublicJarPage() {
  return (
    <PageFrame title="知识罐详情">
      <EmptyState description="暂无内容" />
    </PageFrame>
  );
}
