import { Flex, Menu, Skeleton, Tag } from 'antd';
import { useGetCategoriesQuery } from '@memory/api';

export interface CategoryMenuProps {
  selectedId?: string;
  onSelect(categoryId: string | undefined): void;
  /** A phone: one scrolling row of chips instead of the side menu (no ☰ button covering the content). */
  compact?: boolean;
}

const ALL = 'all';

/** 分类: the categories from GET /public/categories, with 全部 first. */
export function CategoryMenu({ selectedId, onSelect, compact = false }: CategoryMenuProps) {
  const { data: categories, isLoading } = useGetCategoriesQuery();
  if (isLoading) return compact ? <Skeleton.Button active block size="small" /> : <Skeleton active paragraph={{ rows: 5 }} title={false} />;
  const entries = [{ id: ALL, name: '全部' }, ...(categories ?? [])];
  const selected = selectedId ?? ALL;
  const choose = (key: string) => onSelect(key === ALL ? undefined : key);
  if (compact) {
    return (
      <nav aria-label="分类">
        <Flex gap={4} style={{ overflowX: 'auto', paddingBottom: 4, whiteSpace: 'nowrap' }}>
          {entries.map((category) => (
            <Tag.CheckableTag key={category.id} checked={category.id === selected} onChange={() => choose(category.id)}>
              {category.name}
            </Tag.CheckableTag>
          ))}
        </Flex>
      </nav>
    );
  }
  return (
    <nav aria-label="分类">
      <Menu
        mode="inline"
        selectedKeys={[selected]}
        onClick={({ key }) => choose(key)}
        items={entries.map((category) => ({ key: category.id, label: category.name }))}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}
