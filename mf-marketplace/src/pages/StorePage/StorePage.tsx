import { Flex, Segmented, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { PAGE_SIZES, hrefTo, type JarType } from '@memory/contracts';
import { useGetStoreJarPageQuery } from '@memory/api';
import { ButtonLink, EmptyState, LoadError, PageFrame } from '@memory/design-system';
import { PublicJarList } from '@memory/design-system/public-jar-card';
import { marketplacePaths, paths } from '../../paths';

const SIZE = PAGE_SIZES.store;
type Filter = 'ALL' | JarType;
const filters: { value: Filter; label: string }[] = [
  { value: 'ALL', label: '全部' },
  { value: 'FREE', label: '免费' },
  { value: 'PAID', label: '付费' },
];

/** 我发布的知识罐 (商店): my jars in the marketplace, 全部 / 免费 / 付费, 6 per page; 发布记录 from here. */
export function StorePage() {
  const [params, setParams] = useSearchParams();
  const type = (['FREE', 'PAID'] as const).find((each) => each === params.get('type'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, isLoading, isFetching, refetch } = useGetStoreJarPageQuery({ type, page, size: SIZE });
  const go = (next: { type?: JarType; page?: number }) => {
    const query = new URLSearchParams();
    if (next.type) query.set('type', next.type);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };

  const content = () => {
    if (error) return <LoadError title="我发布的知识罐加载失败" error={error} onRetry={() => void refetch()} />;
    if (isLoading || !data) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (data.total === 0) {
      return (
        <EmptyState description={type ? `没有${type === 'FREE' ? '免费' : '付费'}的已发布知识罐` : '还没有发布过知识罐'}>
          <Flex vertical align="center" gap={8}>
            <span>在知识罐页面的「更多操作」中选择「发布」，审核通过后就会出现在这里和知识市场。</span>
            <ButtonLink type="primary" to={hrefTo.jars}>
              去我的知识罐
            </ButtonLink>
          </Flex>
        </EmptyState>
      );
    }
    return (
      <PublicJarList
        label="我发布的知识罐"
        jars={data.entries}
        total={data.total}
        page={page}
        size={SIZE}
        onPage={(next) => go({ type, page: next })}
        linkOf={(jar) => marketplacePaths.publicJar(jar.id)}
        busy={isFetching}
      />
    );
  };

  return (
    <PageFrame title="我发布的知识罐" extra={<Link to={paths.publishTasks}>发布记录</Link>}>
      <Flex vertical gap={16}>
        <Segmented<Filter>
          aria-label="类型"
          options={filters}
          value={type ?? 'ALL'}
          onChange={(value) => go({ type: value === 'ALL' ? undefined : value })}
          style={{ alignSelf: 'flex-start' }}
        />
        {content()}
      </Flex>
    </PageFrame>
  );
}
