import { EmptyState, PageFrame } from '@memory/design-system';

/** 会员卡: the page frame; its content arrives with the feature issue. */
export function MemberCardsPage() {
  return (
    <PageFrame title="会员卡">
      <EmptyState description="暂无会员卡" />
    </PageFrame>
  );
}
