import { Flex, Tag, Typography } from 'antd';
import { DEFAULT_HOT_TAGS } from '@memory/contracts';
import { useGetHotTagsQuery } from '@memory/api';

export interface HotTagsProps {
  selected?: string;
  onSelect(tag: string | undefined): void;
}

/** 热门标签: the most used tags; SPEC's defaults while none exist (or the fetch fails). */
export function HotTags({ selected, onSelect }: HotTagsProps) {
  const { data } = useGetHotTagsQuery();
  const tags = data && data.length > 0 ? data : DEFAULT_HOT_TAGS;
  return (
    <Flex align="center" gap={8} wrap role="group" aria-label="热门标签">
      <Typography.Text type="secondary">热门标签</Typography.Text>
      {tags.map((tag) => (
        <Tag.CheckableTag key={tag} checked={tag === selected} onChange={(checked) => onSelect(checked ? tag : undefined)}>
          {tag}
        </Tag.CheckableTag>
      ))}
    </Flex>
  );
}
