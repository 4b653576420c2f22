import { EmptyState, PageFrame } from '@memory/design-system';

/** 编辑曲线: the page frame; its content arrives with the feature issue. */
export function CurveEditPage() {
  return (
    <PageFrame title="编辑曲线">
      <EmptyState description="暂无内容" />
    </PageFrame>
  );
}
