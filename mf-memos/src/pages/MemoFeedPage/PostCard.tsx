import { Suspense, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Alert, Button, Card, Dropdown, Flex, Spin, Tag, Typography } from 'antd';
import { LockOutlined, MoreOutlined } from '@ant-design/icons';
import { clozeFilled, type Grade, type GradeSource, type Post } from '@memory/contracts';
import { MarkdownContent } from '@memory/design-system/markdown-content';
import { PostAttachments } from '../../components/PostAttachments/PostAttachments';
import { PostChatModal } from '../../features/ai/chat/LazyPostChatModal';
import { ExamQuestionCard } from '../../features/ai/quiz/LazyExamQuestionCard';
import { PostExplanation } from '../../features/ai/explain/PostExplanation';
import { PremiumLockNote } from '../../features/ai/premium/PremiumLockNote';
import type { PremiumAccess } from '../../features/ai/premium/usePremiumAccess';
import { useExamQuiz } from '../../features/ai/quiz/useExamQuiz';
import { aiTexts } from '../../features/ai/texts';
import { pickRecallHint } from '../../posts/recallHints';
import { actionMark } from '../../posts/postActions';
import { GradeBar } from './GradeBar';
import { isJarPost, postCapabilities, questionSide, savedExplanation } from '../../posts/postCapabilities';

export interface PostCardProps {
  post: Post;
  /** Menu actions; a history post has none, and a batch post offers only 对话 (postCapabilities). */
  onEdit?(): void;
  onAbandon?(): void;
  /** 查看 opened this hidden post. */
  onReveal?(): void;
  /** A hidden post's recall hint when one was already shown for it (MEMOS painted before the app ran); else picked here. */
  recallHint?: string;
  /** What the feed's keyboard shortcuts reach inside the card. */
  ref?: Ref<PostCardHandle>;
  /** Whether the account may use the premium AI helpers (智能解释, AI 考考我); 'unknown' while it loads. */
  aiAccess?: PremiumAccess;
  /** A hidden review's grade: its bar shows once revealed or answered with AI 考考我. */
  grading?: PostGrading;
}

export interface PostGrading {
  grade: Grade | null;
  source: GradeSource | null;
  /** The delivery day: the grade can still change. */
  editable: boolean;
  pending: Grade | null;
  /** The unit's next due day after this grade, from the server's answer (null until it answers). */
  nextDue?: string | null;
  onGrade(grade: Grade, source: GradeSource): void;
}

export interface PostCardHandle {
  /** 对话 (C). */
  openChat(): void;
}

/** What AI 智能解释 and 对话 are about: a card's 正面 and its answer (clozes filled), else the text as written. */
function subjectOf(post: Post): string {
  if (!isJarPost(post)) return post.content;
  const answer = clozeFilled(post.content);
  return post.front?.trim() ? `${post.front}\n\n${answer}` : answer;
}

/**
 * A hidden post asks for recall first: a card's question side (its 正面, its clozes as blanks) or else a random hint,
 * AI 考考我 (a multiple-choice question about the answer) and 查看.
 */
function RecallPrompt({
  content,
  front,
  question,
  hint: givenHint,
  aiAccess,
  onReveal,
  onQuizAnswer,
}: {
  content: string;
  front: string | null;
  question: { front: string | null; masked: string | null } | null;
  hint: string | undefined;
  aiAccess: PremiumAccess;
  onReveal(): void;
  /** AI 考考我 grades by itself: a right answer is 记得, a wrong one 忘了. */
  onQuizAnswer(right: boolean): void;
}) {
  const [hint] = useState(() => givenHint ?? pickRecallHint());
  const quiz = useExamQuiz(content, front);
  const locked = aiAccess === 'free';
  return (
    <Flex vertical gap={12} align="flex-start">
      {question ? (
        <div aria-label="正面" style={{ alignSelf: 'stretch' }}>
          {question.front ? <MarkdownContent>{question.front}</MarkdownContent> : null}
          {question.masked ? <MarkdownContent cloze="masked">{question.masked}</MarkdownContent> : null}
        </div>
      ) : (
        <Typography.Text type="secondary">{hint}</Typography.Text>
      )}
      <Flex gap={8} align="center" wrap>
        <Button icon={locked ? <LockOutlined /> : undefined} loading={quiz.loading} disabled={aiAccess !== 'premium'} onClick={quiz.ask} {...actionMark('quiz')}>
          {aiTexts.quiz}
        </Button>
        <Button type="primary" onClick={onReveal} {...actionMark('reveal')}>
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
            quiz.retryable ? (
              <Button size="small" onClick={quiz.ask}>
                {aiTexts.retry}
              </Button>
            ) : undefined
          }
        />
      ) : null}
      {quiz.question ? (
        <Suspense fallback={<Spin size="small" />}>
          <ExamQuestionCard key={quiz.round} question={quiz.question} onAnswer={onQuizAnswer} />
        </Suspense>
      ) : null}
    </Flex>
  );
}

/** One post of the review feed: its text as Markdown, sub-text, tags and attachments, and a menu. */
export function PostCard({ post, onEdit, onAbandon, onReveal, recallHint, aiAccess = 'unknown', grading, ref }: PostCardProps) {
  const [revealed, setRevealed] = useState(!post.hidden);
  const [chatting, setChatting] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuBox = useRef<HTMLDivElement>(null);
  // Every opening puts the focus on the first item (antd's autoFocus does it only the first time): then the
  // arrows move, Enter picks and Escape closes, as in any menu.
  // One action per opening: Enter is handled below and rc-menu may also click the item it has focused.
  const chosen = useRef(false);
  useEffect(() => {
    if (!menuOpen) return;
    chosen.current = false;
    let frame = requestAnimationFrame(function focusFirstItem() {
      const box = menuBox.current;
      if (box?.contains(document.activeElement)) return;
      // Focusing the menu itself (as antd's autoFocus does) lets it activate its first item and track the arrows.
      const menu = box?.querySelector<HTMLElement>('[role="menu"]');
      if (menu) menu.focus();
      else frame = requestAnimationFrame(focusFirstItem);
    });
    return () => cancelAnimationFrame(frame);
  }, [menuOpen]);
  useImperativeHandle(ref, () => ({ openChat: () => setChatting(true) }), []);
  const saved = savedExplanation(post);
  const can = postCapabilities(post);
  // A real menu from the keyboard: it takes the focus when it opens (arrows, Enter, Escape), and a chosen
  // action starts from the ⋯ button so focus comes back there when its dialog closes.
  const closeMenu = () => {
    setMenuOpen(false);
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused.closest('[role="menu"]')) menuButton.current?.focus();
  };
  const fromMenu = (action: () => void) => () => {
    if (chosen.current) return;
    chosen.current = true;
    closeMenu();
    action();
  };
  const menuActions: Record<string, () => void> = {
    chat: fromMenu(() => setChatting(true)),
    edit: fromMenu(() => onEdit?.()),
    abandon: fromMenu(() => onAbandon?.()),
  };
  // Enter picks the item the arrows are on: the focused item, else the one rc-menu marks active (with the focus
  // on the menu itself rc-menu moves its highlight but does not click it).
  const pickWithEnter = () => {
    const focused = document.activeElement?.closest<HTMLElement>('[role="menuitem"]');
    const item = focused ?? menuBox.current?.querySelector<HTMLElement>('.ant-dropdown-menu-item-active');
    const key = Object.keys(menuActions).find((name) => item?.dataset.menuId?.endsWith(`-${name}`));
    if (key) menuActions[key]?.();
  };
  const menuItems = [
    { key: 'chat', label: aiTexts.chat, onClick: menuActions.chat, offered: can.chat },
    { key: 'edit', label: '编辑', onClick: menuActions.edit, offered: can.edit },
    { key: 'abandon', label: '放弃', danger: true, onClick: menuActions.abandon, offered: can.abandon },
  ].filter(({ offered }) => offered).map(({ offered: _offered, ...item }) => item);
  const menu = onEdit && onAbandon && menuItems.length > 0 ? (
    <Dropdown
      trigger={['click']}
      destroyOnHidden
      popupRender={(menu) => <div ref={menuBox}>{menu}</div>}
      open={menuOpen}
      onOpenChange={(open) => (open ? setMenuOpen(true) : closeMenu())}
      menu={{
        onKeyDown: (event) => {
          if (event.key === 'Escape' || event.key === 'Tab') closeMenu();
          if (event.key === 'Enter') {
            event.preventDefault();
            pickWithEnter();
          }
        },
        items: menuItems,
      }}
    >
      <Button ref={menuButton} type="text" icon={<MoreOutlined />} aria-label="更多操作" aria-haspopup="menu" {...actionMark('menu')} />
    </Dropdown>
  ) : null;

  return (
    // A jar post names its jar in the header; a memo post keeps the menu in the corner of its body.
    <Card
      size="small"
      title={post.source ?? undefined}
      extra={post.source ? menu : null}
      role="article"
      aria-label="MEMO"
      tabIndex={-1}
      data-review-post={post.id}
    >
      {!post.source && menu ? <div style={{ float: 'right', margin: '-4px -4px 0 8px' }}>{menu}</div> : null}
      {revealed ? (
        <Flex vertical gap={8}>
          {post.front?.trim() ? (
            <div aria-label="正面" style={{ paddingBottom: 8, borderBottom: '1px dashed var(--memory-color-border)' }}>
              <MarkdownContent>{post.front}</MarkdownContent>
            </div>
          ) : null}
          <MarkdownContent cloze={isJarPost(post) ? 'filled' : undefined}>{post.content}</MarkdownContent>
          {post.subContent && !saved ? <Typography.Text type="secondary">{post.subContent}</Typography.Text> : null}
          <PostAttachments attachments={post.attachments ?? []} />
          {post.tags?.length ? (
            <Flex wrap gap={4}>
              {post.tags.map((tag) => (
                <Tag key={tag}>#{tag}</Tag>
              ))}
            </Flex>
          ) : null}
          {can.explain ? <PostExplanation content={subjectOf(post)} saved={saved} access={aiAccess} /> : null}
        </Flex>
      ) : (
        <RecallPrompt
          content={post.content}
          front={post.front ?? null}
          question={questionSide(post)}
          hint={recallHint}
          aiAccess={aiAccess}
          onReveal={() => {
            setRevealed(true);
            onReveal?.();
          }}
          onQuizAnswer={(right) => grading?.onGrade(right ? 'GOOD' : 'AGAIN', 'QUIZ')}
        />
      )}
      {grading && (revealed || grading.grade !== null) ? (
        <div style={{ marginTop: 12 }}>
          <GradeBar
            grade={grading.grade}
            source={grading.source}
            editable={grading.editable}
            pending={grading.pending}
            nextDue={grading.nextDue}
            onGrade={(grade) => grading.onGrade(grade, 'SELF')}
          />
        </div>
      ) : null}
      {chatting ? (
        <Suspense fallback={null}>
          <PostChatModal memoContent={subjectOf(post)} onClose={() => setChatting(false)} />
        </Suspense>
      ) : null}
    </Card>
  );
}
