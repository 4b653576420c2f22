import { useState } from 'react';
import { Flex, Input, Tag } from 'antd';
import { MAX_TAGS, PAGE_SIZES, TAG_MAX_LENGTH, normaliseTags } from '@memory/contracts';
import { useGetMemoTagPageQuery } from '@memory/api';
import { readLocalMemoTags } from './localMemoTags';

export interface TagInputProps {
  tags: readonly string[];
  onChange(tags: string[]): void;
}

/**
 * Tags of a new memo: typed text becomes a tag on Enter or blur (blank and duplicate tags are ignored, at most 5).
 * While typing, the user's tags matching the text (server and this browser) are offered to click.
 */
export function TagInput({ tags, onChange }: TagInputProps) {
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [localTags] = useState(readLocalMemoTags);
  const keyword = text.trim();
  const full = tags.length >= MAX_TAGS;
  const remote = useGetMemoTagPageQuery({ keyword: keyword || undefined, page: 1, size: PAGE_SIZES.tagSearch }, { skip: !focused || full });

  const add = (tag: string) => {
    onChange(normaliseTags([...tags, tag]));
    setText('');
  };

  const suggestions = focused && !full
    ? normaliseTags(
        [...(remote.data?.entries.map((entry) => entry.name) ?? []), ...localTags.filter((tag) => tag.includes(keyword))].filter(
          (tag) => !tags.includes(tag),
        ),
        PAGE_SIZES.tagSearch,
      )
    : [];

  return (
    <Flex vertical gap={8}>
      <Flex wrap gap={6} align="center">
        {tags.map((tag) => (
          <Tag key={tag} closable onClose={() => onChange(tags.filter((other) => other !== tag))} closeIcon={<span aria-label={`删除标签 ${tag}`}>×</span>}>
            #{tag}
          </Tag>
        ))}
        <Input
          aria-label="标签"
          placeholder="标签名（最多 5 个标签）"
          value={text}
          disabled={full}
          maxLength={TAG_MAX_LENGTH}
          // The counter shows the limit before it cuts (no character dropped without a word).
          showCount
          style={{ width: 260 }}
          onChange={(event) => setText(event.target.value)}
          onFocus={() => setFocused(true)}
          onPressEnter={(event) => {
            event.preventDefault();
            add(text);
          }}
          // A click on a suggestion lands after blur; let it through before the list goes.
          onBlur={() => {
            add(text);
            setTimeout(() => setFocused(false), 150);
          }}
        />
      </Flex>
      {suggestions.length > 0 ? (
        <Flex wrap gap={6} role="list" aria-label="标签建议">
          {suggestions.map((tag) => (
            <Tag
              key={tag}
              role="listitem"
              style={{ cursor: 'pointer' }}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => add(tag)}
            >
              {tag}
            </Tag>
          ))}
        </Flex>
      ) : null}
    </Flex>
  );
}
