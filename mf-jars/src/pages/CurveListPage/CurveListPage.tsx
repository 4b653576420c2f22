import { useState } from 'react';
import { Button, Flex, Skeleton, Tabs } from 'antd';
import { PAGE_SIZES, type Curve } from '@memory/contracts';
import { useDefaultCurveId, useGetCurvePagesInfiniteQuery } from '@memory/api';
import { EmptyState, PageFrame } from '@memory/design-system';
import { CurveCard } from './CurveCard';

type CurveTab = 'system' | 'custom';

const tabLabels: Record<CurveTab, string> = { system: '系统曲线', custom: '自定义曲线' };

/**
 * 记忆曲线: the user's curves as cards, 5 per page with 加载更多. The server lists system curves first,
 * so the 系统曲线 tab is complete after the first page; 自定义曲线 fills in with later pages.
 */
export function CurveListPage() {
  const [tab, setTab] = useState<CurveTab>('system');
  const defaultCurveId = useDefaultCurveId();
  const { data, isLoading, hasNextPage, fetchNextPage, isFetchingNextPage } = useGetCurvePagesInfiniteQuery({
    size: PAGE_SIZES.curvesInJar,
  });
  const curves: Curve[] = data?.pages.flatMap((page) => page.entries) ?? [];
  const shown = curves.filter((curve) => curve.system === (tab === 'system'));

  return (
    <PageFrame title="记忆曲线">
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as CurveTab)}
        items={(['system', 'custom'] as const).map((key) => ({ key, label: tabLabels[key] }))}
      />
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <Flex vertical gap={16}>
          {shown.length === 0 ? <EmptyState description={tab === 'system' ? '暂无系统曲线' : '还没有自定义曲线'} /> : null}
          {shown.map((curve) => (
            <CurveCard key={curve.id} curve={curve} isDefault={curve.id === defaultCurveId} />
          ))}
          {hasNextPage ? (
            <Flex justify="center">
              <Button loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                加载更多
              </Button>
            </Flex>
          ) : null}
        </Flex>
      )}
    </PageFrame>
  );
}
