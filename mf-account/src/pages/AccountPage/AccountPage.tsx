import { EmptyState, PageFrame } from '@memory/design-system';

/** 账户: the page frame; its content arrives with the feature issue. */
export function AccountPage() {
  return (
    <PageFrame title="账户">
      <EmptyState description="暂无账户信息" />
    </PageFrame>
  );
}
