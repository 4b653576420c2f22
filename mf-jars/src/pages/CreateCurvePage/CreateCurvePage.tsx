import { EmptyState, PageFrame } from '@memory/design-system';

/** 创建曲线: the page frame; its content arrives with the feature issue. */
export function CreateCurvePage() {
  return (
    <PageFrame title="创建曲线">
      <EmptyState description="创建曲线的表单即将上线" />
    </PageFrame>
  );
}
