import { Flex, Input, Layout } from 'antd';
import { useSearchParams } from 'react-router';
import { EmptyState, PageFrame } from '@memory/design-system';
import { CategoryMenu } from './CategoryMenu';
import { HotTags } from './HotTags';
import { readFilters, writeFilters, type MarketplaceFilters } from './marketplaceFilters';

/**
 * 知识市场: search by name, browse by category or hot tag. The filters live in the URL; the jar
 * cards that answer them arrive with the marketplace issue.
 */
export function MarketplacePage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const update = (change: Partial<MarketplaceFilters>) => setParams(writeFilters({ ...filters, ...change }));

  return (
    <PageFrame title="知识市场">
      <Layout hasSider style={{ background: 'transparent', gap: 24 }}>
        <Layout.Sider width={200} theme="light" style={{ background: 'transparent' }} breakpoint="md" collapsedWidth={0}>
          <CategoryMenu selectedId={filters.categoryId} onSelect={(categoryId) => update({ categoryId })} />
        </Layout.Sider>
        <Layout.Content>
          <Flex vertical gap={16}>
            <Input.Search
              key={filters.keyword ?? ''}
              aria-label="搜索知识罐"
              placeholder="搜索知识罐"
              allowClear
              enterButton
              defaultValue={filters.keyword}
              onSearch={(value) => update({ keyword: value.trim() || undefined })}
              style={{ maxWidth: 480 }}
            />
            <HotTags selected={filters.tag} onSelect={(tag) => update({ tag })} />
            <EmptyState description="暂无知识罐" />
          </Flex>
        </Layout.Content>
      </Layout>
    </PageFrame>
  );
}
