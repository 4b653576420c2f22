import { EmptyState, PageFrame } from '@memory/design-system';

/** 我发布的知识罐: the page frame; its content arrives with the feature issue. */
export function StorePage() {
  return (
    <PageFrame title="我发布的知识罐">
      <EmptyState description="还没有发布过知识罐" />
    </PageFrame>
  );
}
