import { EmptyState, PageFrame } from '@memory/design-system';

/** 知识罐设置: the page frame; its content arrives with the feature issue. */
export function JarSettingsPage() {
  return (
    <PageFrame title="知识罐设置">
      <EmptyState description="暂无设置" />
    </PageFrame>
  );
}
