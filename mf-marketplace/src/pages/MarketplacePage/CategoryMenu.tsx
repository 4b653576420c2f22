import { Menu, Skeleton } from 'antd';
import { useGetCategoriesQuery } from '@memory/api';

export interface CategoryMenuProps {
  selectedId?: string;
  onSelect(categoryId: string | undefined): void;
}

const ALL = 'all';

/** 分类: the categories from GET /public/categories, with 全部 on top. */
export function CategoryMenu({ selectedId, onSelect }: CategoryMenuProps) {
  const { data: categories, isLoading } = useGetCategoriesQuery();
  if (isLoading) return <Skeleton active paragraph={{ rows: 5 }} title={false} />;
  return (
    <nav aria-label="分类">
      <Menu
        mode="inline"
        selectedKeys={[selectedId ?? ALL]}
        onClick={({ key }) => onSelect(key === ALL ? undefined : key)}
        items={[{ key: ALL, label: '全部' }, ...(categories ?? []).map((category) => ({ key: category.id, label: category.name }))]}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}
