import { EmptyState, PageFrame } from '@memory/design-system';

/** 知识罐: the page frame; its content arrives with the feature issue. */
export function JarListPage() {
  return (
    <PageFrame title="知识罐">
      <EmptyState description="还没有知识罐" />
    </PageFrame>
  );
}
