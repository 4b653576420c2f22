import { useEffect } from 'react';
import { Button, Flex, Skeleton, Tabs, Tooltip } from 'antd';
import { LockOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { MEMBERS_ONLY, PAGE_SIZES, type Curve } from '@memory/contracts';
import { useDefaultCurveId, useGetCurvePagesInfiniteQuery } from '@memory/api';
import { EmptyState, PageFrame } from '@memory/design-system';
import { CustomCurvesLocked } from '../../curves/CustomCurvesLocked';
import { useCustomCurvesAccess } from '../../curves/premium';
import { paths } from '../../paths';
import { CurveCard } from './CurveCard';
import { useCurveActions } from './useCurveActions';

type CurveTab = 'system' | 'custom';

const tabLabels: Record<CurveTab, string> = { system: '系统曲线', custom: '自定义曲线' };

/**
 * 记忆曲线: the user's curves as cards, 5 per page with 加载更多. The server lists system curves first,
 * so the 系统曲线 tab is complete after the first page; 自定义曲线 fills in with later pages.
 * The tab lives in the URL (?tab=custom) so a saved curve can send the user straight to it.
 */
export function CurveListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: CurveTab = searchParams.get('tab') === 'custom' ? 'custom' : 'system';
  const navigate = useNavigate();
  const access = useCustomCurvesAccess();
  const actions = useCurveActions();
  const defaultCurveId = useDefaultCurveId();
  const { data, isLoading, hasNextPage, fetchNextPage, isFetchingNextPage } = useGetCurvePagesInfiniteQuery({
    size: PAGE_SIZES.curvesInJar,
  });
  const curves: Curve[] = data?.pages.flatMap((page) => page.entries) ?? [];
  const shown = curves.filter((curve) => curve.system === (tab === 'system'));
  // Later pages can only hold system curves while the last one loaded was still a system curve.
  const moreMayBelongHere = hasNextPage && (tab === 'custom' || curves.at(-1)?.system === true);
  const locked = access === 'locked';
  // Five system curves fill the first page: 自定义曲线 would open empty behind 加载更多, so its first page is
  // fetched at once.
  const nothingShownYet = shown.length === 0 && moreMayBelongHere && !isFetchingNextPage && !isLoading;
  useEffect(() => {
    if (nothingShownYet) void fetchNextPage();
  }, [nothingShownYet, fetchNextPage]);

  const createButton = (
    <Tooltip title={locked ? MEMBERS_ONLY.CUSTOM_CURVES : undefined}>
      <Button
        type="primary"
        icon={locked ? <LockOutlined /> : <PlusOutlined />}
        disabled={access !== 'unlocked'}
        onClick={() => navigate(paths.createCurve)}
      >
        创建曲线
      </Button>
    </Tooltip>
  );

  return (
    <PageFrame title="记忆曲线" extra={createButton}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearchParams(key === 'custom' ? { tab: 'custom' } : {})}
        items={(['system', 'custom'] as const).map((key) => ({ key, label: tabLabels[key] }))}
      />
      {locked && tab === 'custom' ? <CustomCurvesLocked /> : null}
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <Flex vertical gap={16}>
          {shown.length === 0 && !moreMayBelongHere ? (
            <EmptyState description={tab === 'system' ? '暂无系统曲线' : '还没有自定义曲线'} />
          ) : null}
          {shown.map((curve) => (
            <CurveCard
              key={curve.id}
              curve={curve}
              isDefault={curve.id === defaultCurveId}
              onSetDefault={actions.setDefault}
              onEdit={actions.edit}
              onDelete={actions.confirmDelete}
            />
          ))}
          {moreMayBelongHere ? (
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
