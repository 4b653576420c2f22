import { Flex, Grid, Input } from 'antd';
import { useSearchParams } from 'react-router';
import { MARKETPLACE_KEYWORD_MAX_LENGTH } from '@memory/contracts';
import { TAKEOVER_READY_ATTRIBUTE } from '@memory/contracts/prerender';
import { useGetCategoriesQuery, useGetHotTagsQuery, useSearchPublicJarsQuery } from '@memory/api';
import { PageFrame } from '@memory/design-system';
import { CategoryMenu } from './CategoryMenu';
import { HotTags } from './HotTags';
import { MarketplaceResults } from './MarketplaceResults';
import { readFilters, searchArgs, writeFilters, type MarketplaceFilters } from '../../marketplaceFilters';

/**
 * Whether everything the page shows has arrived (the same cache entries its parts read): then the page marks itself
 * for the shell, which swaps the prerendered 知识市场 (MarketplaceStaticView) for it without a visible change.
 */
function useAllShown(filters: MarketplaceFilters): boolean {
  const categories = useGetCategoriesQuery();
  const hotTags = useGetHotTagsQuery();
  const results = useSearchPublicJarsQuery(searchArgs(filters));
  return !categories.isLoading && !hotTags.isLoading && !results.isLoading;
}

/**
 * 知识市场 (readable signed out): search by name, browse by category or hot tag, 5 jars a page. The filters live in
 * the URL; any change of filter goes back to page 1.
 */
export function MarketplacePage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const wide = Grid.useBreakpoint().md ?? false;
  const allShown = useAllShown(filters);
  const update = (change: Partial<MarketplaceFilters>) => setParams(writeFilters({ ...filters, page: undefined, ...change }));

  const categories = <CategoryMenu compact={!wide} selectedId={filters.categoryId} onSelect={(categoryId) => update({ categoryId })} />;
  return (
    <PageFrame title="知识市场">
      <Flex gap={24} align="flex-start">
        {wide ? <aside style={{ flex: '0 0 200px' }}>{categories}</aside> : null}
        <Flex vertical gap={16} style={{ flex: 'auto', minWidth: 0 }}>
          <Input.Search
            key={filters.keyword ?? ''}
            aria-label="搜索知识罐"
            placeholder="搜索名称或简介"
            allowClear
            enterButton="搜索"
            maxLength={MARKETPLACE_KEYWORD_MAX_LENGTH}
            defaultValue={filters.keyword}
            onSearch={(value) => update({ keyword: value.trim() || undefined })}
            style={{ maxWidth: 480 }}
          />
          {allShown ? <span hidden {...{ [TAKEOVER_READY_ATTRIBUTE]: '' }} /> : null}
          {wide ? null : categories}
          <HotTags selected={filters.tag} onSelect={(tag) => update({ tag })} />
          <MarketplaceResults
            filters={filters}
            onPage={(page) => setParams(writeFilters({ ...filters, page }))}
            onClear={() => setParams(new URLSearchParams())}
          />
        </Flex>
      </Flex>
    </PageFrame>
  );
}
