import { EmptyState, PageFrame } from '@memory/design-system';

/** 知识罐详情: the page frame; its content arrives with the feature issue. */
export function JarDetailPage() {
  return (
    <PageFrame title="知识罐详情">
      <EmptyState description="这个知识罐还没有知识点" />
    </PageFrame>
  );
}
