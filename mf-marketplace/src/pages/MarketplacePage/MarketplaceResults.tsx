import { Button, Flex, Skeleton, Typography } from 'antd';
import { PAGE_SIZES } from '@memory/contracts';
import { useSearchPublicJarsQuery } from '@memory/api';
import { EmptyState, LoadError } from '@memory/design-system';
import { PublicJarList } from '@memory/design-system/public-jar-card';
import { marketplacePaths } from '../../paths';
import { isFiltered, searchArgs, type MarketplaceFilters } from '../../marketplaceFilters';

export interface MarketplaceResultsProps {
  filters: MarketplaceFilters;
  onPage(page: number): void;
  onClear(): void;
}

const SIZE = PAGE_SIZES.marketplace;

/** The jars answering the filters, 5 per page: loading rows of the cards' own height, empty and error states. */
export function MarketplaceResults({ filters, onPage, onClear }: MarketplaceResultsProps) {
  const page = filters.page ?? 1;
  const { data, isFetching, isLoading, isError, error, refetch } = useSearchPublicJarsQuery(searchArgs(filters));

  if (isError) {
    return (
      <LoadError title="知识罐加载失败" error={error} onRetry={() => void refetch()} />
    );
  }
  if (isLoading || !data) {
    return (
      <Flex vertical gap={12} aria-busy="true" aria-label="加载中">
        {Array.from({ length: SIZE }, (_, index) => (
          <Skeleton.Node key={index} active style={{ width: '100%', height: 136 }} />
        ))}
      </Flex>
    );
  }
  if (data.total === 0 || data.entries.length === 0) {
    return (
      <EmptyState description={isFiltered(filters) ? '没有找到相关的知识罐，换个关键词或分类试试' : '知识市场还没有知识罐'}>
        {isFiltered(filters) ? <Button onClick={onClear}>清除筛选</Button> : null}
      </EmptyState>
    );
  }
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary" role="status">
        共 {data.total} 个知识罐
      </Typography.Text>
      <PublicJarList
        label="知识罐"
        jars={data.entries}
        total={data.total}
        page={page}
        size={SIZE}
        onPage={onPage}
        linkOf={(jar) => marketplacePaths.publicJar(jar.id)}
        busy={isFetching}
      />
    </Flex>
  );
}
