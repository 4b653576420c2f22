import { Suspense, useState } from 'react';
import { Alert, Button, Card, Dropdown, Flex, Spin, Tag, Typography } from 'antd';
import { LockOutlined, MoreOutlined } from '@ant-design/icons';
import type { Post } from '@memory/contracts';
import { MarkdownContent } from '../../components/MarkdownContent/MarkdownContent';
import { PostAttachments } from '../../components/PostAttachments/PostAttachments';
import { PostChatModal } from '../../features/ai/chat/LazyPostChatModal';
import { ExamQuestionCard } from '../../features/ai/quiz/LazyExamQuestionCard';
import { PostExplanation } from '../../features/ai/explain/PostExplanation';
import { PremiumLockNote } from '../../features/ai/premium/PremiumLockNote';
import type { PremiumAccess } from '../../features/ai/premium/usePremiumAccess';
import { useExamQuiz } from '../../features/ai/quiz/useExamQuiz';
import { aiTexts } from '../../features/ai/texts';
import { pickRecallHint } from './recallHints';

export interface PostCardProps {
  post: Post;
  /** Menu actions; a history post has none. */
  onEdit?(): void;
  onAbandon?(): void;
  /** Whether the account may use the premium AI helpers (智能解释, AI 考考我); 'unknown' while it loads. */
  aiAccess?: PremiumAccess;
}

/** A memo post's subContent is the explanation saved with it (aiExplained). */
const savedExplanation = (post: Post) => (post.type === 'MEMO_POST' && post.subContent?.trim() ? post.subContent : null);

/** A hidden post asks for recall first: a hint, AI 考考我 (a multiple-choice question) and 查看. */
function RecallPrompt({ content, aiAccess, onReveal }: { content: string; aiAccess: PremiumAccess; onReveal(): void }) {
  const [hint] = useState(() => pickRecallHint());
  const quiz = useExamQuiz(content);
  const locked = aiAccess === 'free';
  return (
    <Flex vertical gap={12} align="flex-start">
      <Typography.Text type="secondary">{hint}</Typography.Text>
      <Flex gap={8} align="center" wrap>
        <Button icon={locked ? <LockOutlined /> : undefined} loading={quiz.loading} disabled={aiAccess !== 'premium'} onClick={quiz.ask}>
          {aiTexts.quiz}
        </Button>
        <Button type="primary" onClick={onReveal}>
          查看
        </Button>
        {locked ? <PremiumLockNote feature={aiTexts.quiz} /> : null}
      </Flex>
      {quiz.loading ? <Typography.Text type="secondary">{aiTexts.quizLoading}</Typography.Text> : null}
      {quiz.error ? (
        <Alert
          type="error"
          showIcon
          title={quiz.error}
          action={
            <Button size="small" onClick={quiz.ask}>
              {aiTexts.retry}
            </Button>
          }
        />
      ) : null}
      {quiz.question ? (
        <Suspense fallback={<Spin size="small" />}>
          <ExamQuestionCard key={quiz.round} question={quiz.question} />
        </Suspense>
      ) : null}
    </Flex>
  );
}

/** One post of the review feed: its text as Markdown, sub-text, tags and attachments, and a menu. */
export function PostCard({ post, onEdit, onAbandon, aiAccess = 'unknown' }: PostCardProps) {
  const [revealed, setRevealed] = useState(!post.hidden);
  const [chatting, setChatting] = useState(false);
  const saved = savedExplanation(post);
  const menu = onEdit && onAbandon ? (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'chat', label: aiTexts.chat, onClick: () => setChatting(true) },
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
          {post.subContent && !saved ? <Typography.Text type="secondary">{post.subContent}</Typography.Text> : null}
          <PostAttachments attachments={post.attachments ?? []} />
          {post.tags?.length ? (
            <Flex wrap gap={4}>
              {post.tags.map((tag) => (
                <Tag key={tag}>#{tag}</Tag>
              ))}
            </Flex>
          ) : null}
          <PostExplanation content={post.content} saved={saved} access={aiAccess} />
        </Flex>
      ) : (
        <RecallPrompt content={post.content} aiAccess={aiAccess} onReveal={() => setRevealed(true)} />
      )}
      {chatting ? (
        <Suspense fallback={null}>
          <PostChatModal memoContent={post.content} onClose={() => setChatting(false)} />
        </Suspense>
      ) : null}
    </Card>
  );
}
