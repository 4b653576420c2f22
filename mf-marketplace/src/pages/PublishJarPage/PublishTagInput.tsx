import { useState } from 'react';
import { Flex, Input, Tag, Typography } from 'antd';
import { PUBLISH_MAX_TAGS, TAG_MAX_LENGTH } from '@memory/contracts';

export interface PublishTagInputProps {
  id?: string;
  value?: string[];
  onChange?(tags: string[]): void;
  disabled?: boolean;
}

const TAG_LIMIT_MESSAGE = `最多 ${PUBLISH_MAX_TAGS} 个标签，删掉一个后才能再添加`;

/** A comma ends a tag (ASCII or full-width); a space does not: 「Python 关键字」 is one tag. */
const SEPARATOR = /[,，]/;

/** `tags` plus each of `typed` (trimmed), skipping blanks and ones already there; what did not fit is returned. */
function addTags(tags: readonly string[], typed: readonly string[]): { tags: string[]; refused: string[] } {
  const next = [...tags];
  const refused: string[] = [];
  for (const raw of typed) {
    const tag = raw.trim();
    if (!tag || next.includes(tag)) continue;
    if (next.length >= PUBLISH_MAX_TAGS) refused.push(tag);
    else next.push(tag);
  }
  return { tags: next, refused };
}

/**
 * 标签 of a publish request (an antd Form control): typed text becomes a tag on Enter, a comma (, or ，) or leaving
 * the box; blank and duplicate tags are ignored (SPEC §5). A 6th tag is refused with a message and stays in the box,
 * so nothing typed is lost. Backspace in the empty box removes the last tag; each tag's × is a labelled button.
 */
export function PublishTagInput({ id, value = [], onChange, disabled }: PublishTagInputProps) {
  const [text, setText] = useState('');
  const [refused, setRefused] = useState(false);

  /** Adds `typed` as tags; whatever did not fit goes back into the box. */
  const commit = (typed: string[], rest = '') => {
    const result = addTags(value, typed);
    if (result.tags.length !== value.length) onChange?.(result.tags);
    setRefused(result.refused.length > 0);
    setText(result.refused.length > 0 ? [...result.refused, rest].filter(Boolean).join('，') : rest);
  };
  const remove = (tag: string) => {
    onChange?.(value.filter((other) => other !== tag));
    setRefused(false);
  };

  return (
    <Flex vertical gap={6}>
      {value.length > 0 ? (
        <Flex wrap gap={6} role="list" aria-label="已添加的标签">
          {value.map((tag) => (
            <Tag
              key={tag}
              role="listitem"
              variant="filled"
              closable={disabled ? false : { 'aria-label': `删除标签 ${tag}` }}
              onClose={(event) => {
                // The list is the form's value: antd must not hide the tag by itself.
                event.preventDefault();
                remove(tag);
              }}
              style={{ marginInlineEnd: 0, maxWidth: '100%', whiteSpace: 'normal', wordBreak: 'break-word' }}
            >
              {tag}
            </Tag>
          ))}
        </Flex>
      ) : null}
      <Input
        id={id}
        aria-describedby={id ? `${id}-hint` : undefined}
        placeholder="输入标签，按回车或逗号添加"
        value={text}
        disabled={disabled}
        maxLength={TAG_MAX_LENGTH * PUBLISH_MAX_TAGS}
        status={refused ? 'error' : undefined}
        onChange={(event) => {
          const parts = event.target.value.split(SEPARATOR);
          if (parts.length > 1) {
            commit(parts.slice(0, -1), parts[parts.length - 1]);
          } else {
            setText(event.target.value);
            setRefused(false);
          }
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            // Enter adds a tag; it must not submit the form. (Not while an IME is composing a word.)
            event.preventDefault();
            if (!event.nativeEvent.isComposing) commit([text]);
          } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
            remove(value[value.length - 1]!);
          }
        }}
        onBlur={() => {
          if (text.trim()) commit([text]);
        }}
        style={{ maxWidth: 360 }}
      />
      <Typography.Text id={id ? `${id}-hint` : undefined} type={refused ? 'danger' : 'secondary'} role={refused ? 'alert' : undefined}>
        {refused ? TAG_LIMIT_MESSAGE : `${value.length} / ${PUBLISH_MAX_TAGS}，每个最多 ${TAG_MAX_LENGTH} 字；重复或空白的标签会被忽略`}
      </Typography.Text>
    </Flex>
  );
}
