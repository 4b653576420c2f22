import { useState } from 'react';
import { Button, Card, Dropdown, Flex, Tag, Typography } from 'antd';
import { MoreOutlined } from '@ant-design/icons';
import type { Post } from '@memory/contracts';
import { MarkdownContent } from '../../components/MarkdownContent/MarkdownContent';
import { PostAttachments } from '../../components/PostAttachments/PostAttachments';
import { pickRecallHint } from './recallHints';

export interface PostCardProps {
  post: Post;
  /** Menu actions; a history post has none. */
  onEdit?(): void;
  onAbandon?(): void;
}

/** A hidden post asks for recall first: a hint, AI 考考我 (arrives with the AI issue) and 查看. */
function RecallPrompt({ onReveal }: { onReveal(): void }) {
  const [hint] = useState(() => pickRecallHint());
  return (
    <Flex vertical gap={12} align="flex-start">
      <Typography.Text type="secondary">{hint}</Typography.Text>
      <Flex gap={8}>
        <Button disabled title="即将上线">
          AI 考考我
        </Button>
        <Button type="primary" onClick={onReveal}>
          查看
        </Button>
      </Flex>
    </Flex>
  );
}

/** One post of the review feed: its text as Markdown, sub-text, tags and attachments, and a menu. */
export function PostCard({ post, onEdit, onAbandon }: PostCardProps) {
  const [revealed, setRevealed] = useState(!post.hidden);
  const menu = onEdit && onAbandon ? (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'chat', label: '对话', disabled: true },
          { key: 'edit', label: '编辑', onClick: onEdit },
          { key: 'abandon', label: '放弃', danger: true, onClick: onAbandon },
        ],
      }}
    >
      <Button type="text" icon={<MoreOutlined />} aria-label="更多操作" />
    </Dropdown>
  ) : null;

  return (
    // A jar post names its jar in the header; a memo post keeps the menu in the corner of its body.
    <Card size="small" title={post.source ?? undefined} extra={post.source ? menu : null} role="article" aria-label="MEMO">
      {!post.source && menu ? <div style={{ float: 'right', margin: '-4px -4px 0 8px' }}>{menu}</div> : null}
      {revealed ? (
        <Flex vertical gap={8}>
          <MarkdownContent>{post.content}</MarkdownContent>
          {post.subContent ? <Typography.Text type="secondary">{post.subContent}</Typography.Text> : null}
          <PostAttachments attachments={post.attachments ?? []} />
          {post.tags?.length ? (
            <Flex wrap gap={4}>
              {post.tags.map((tag) => (
                <Tag key={tag}>#{tag}</Tag>
              ))}
            </Flex>
          ) : null}
        </Flex>
      ) : (
        <RecallPrompt onReveal={() => setRevealed(true)} />
      )}
    </Card>
  );
}
