import { EmptyState, PageFrame } from '@memory/design-system';

/** 创建知识罐: the page frame; its content arrives with the feature issue. */
export function CreateJarPage() {
  return (
    <PageFrame title="创建知识罐">
      <EmptyState description="创建知识罐的表单即将上线" />
    </PageFrame>
  );
}
