import { useEffect, useRef, useState } from 'react';
import { App, Button, Flex, Spin, Typography } from 'antd';
import { HISTORY_COUNT_MAX, PAGE_SIZES, readHistoryCount, type Post } from '@memory/contracts';
import { useFetchTimelineMutation, useGetSettingQuery } from '@memory/api';
import { EmptyState, PageFrame } from '@memory/design-system';
import { usePremiumAccess } from '../../features/ai/premium/usePremiumAccess';
import { EditPostModal } from './EditPostModal';
import { PostCard, type PostCardHandle, type PostGrading } from './PostCard';
import { useReviewGrades } from './useReviewGrades';
import { ShortcutHelpModal } from './ShortcutHelpModal';
import type { ReviewCommand } from './reviewShortcuts';
import { pressButton, useReviewShortcuts } from './useReviewShortcuts';
import {
  editHistoryPost,
  forgetHistoryPost,
  readHistory,
  rememberDeliveredPosts,
  visibleHistory,
  type HistoryEntry,
} from './historyPosts';
import { usePostActions } from './usePostActions';
import { BATCH_POST_NOTE, postCapabilities } from './postCapabilities';

export const ABANDON_CONFIRM = '放弃后该内容将不再出现在 MEMOS 中，且不可恢复。确定放弃吗？';

/**
 * MEMOS: today's review. Each fetch delivers (and so reviews) the next page; 加载更多 asks for another.
 * Delivered posts are also kept in the browser as 历史 MEMOS for the coming days.
 */
export function MemoFeedPage() {
  const { message, modal } = App.useApp();
  const historySetting = useGetSettingQuery('HISTORY_COUNT');
  const historyCount = readHistoryCount(historySetting.data?.value);
  const [fetchTimeline, { isLoading }] = useFetchTimelineMutation();
  const { save, abandon } = usePostActions();
  const aiAccess = usePremiumAccess();
  const reviews = useReviewGrades();
  const [posts, setPosts] = useState<Post[]>([]);
  const [remaining, setRemaining] = useState<number | null>(null);
  const [editing, setEditingPost] = useState<Post | null>(null);
  // The editor is unmounted on close (so antd cannot hand the focus back): the element that opened it gets it back.
  const focusBeforeEditing = useRef<HTMLElement | null>(null);
  const setEditing = (post: Post | null) => {
    if (post) {
      focusBeforeEditing.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    } else {
      const opener = focusBeforeEditing.current;
      focusBeforeEditing.current = null;
      requestAnimationFrame(() => {
        if (opener?.isConnected) opener.focus();
      });
    }
    setEditingPost(post);
  };
  const [failed, setFailed] = useState(false);
  // The server's today, learnt from the first page: until then no history shows (it cannot tell days apart).
  const [today, setToday] = useState<string | null>(null);
  // What earlier visits delivered, read once: posts delivered now show above, not twice. Read the most
  // the setting can allow, and cut to the user's count when drawing (the setting may load later).
  const [history, setHistory] = useState<HistoryEntry[]>(() => readHistory(HISTORY_COUNT_MAX));
  const historyCountRef = useRef(historyCount);
  historyCountRef.current = historyCount;
  const historyCountKnownRef = useRef(false);
  historyCountKnownRef.current = !historySetting.isLoading;
  const undelivered = useRef<{ entries: Post[]; today: string }[]>([]);
  const rememberUndelivered = () => {
    if (!historyCountKnownRef.current) return;
    for (const page of undelivered.current.splice(0)) rememberDeliveredPosts(page.entries, page.today, historyCountRef.current);
  };

  const loadMore = async () => {
    try {
      const page = await fetchTimeline({ size: PAGE_SIZES.timeline }).unwrap();
      setPosts((shown) => [...shown, ...page.entries.filter((post) => !shown.some((old) => old.id === post.id))]);
      setRemaining(page.remaining);
      setToday(page.today);
      undelivered.current.push(page);
      rememberUndelivered();
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };

  // Fetching reviews: once per visit, even when StrictMode runs effects twice, at once (not after the setting:
  // issue 15). Delivered pages wait in `undelivered` until the history count is known, so they are kept under the
  // right cap.
  const fetchedOnce = useRef(false);
  useEffect(() => {
    if (fetchedOnce.current) return;
    fetchedOnce.current = true;
    void loadMore();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first page only, on arrival
  }, []);
  const historyCountKnown = !historySetting.isLoading;
  useEffect(() => {
    if (historyCountKnown) rememberUndelivered();
  }, [historyCountKnown]);

  const confirmAbandon = (post: Post) =>
    modal.confirm({
      title: '放弃',
      content: ABANDON_CONFIRM,
      okText: '放弃',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          await abandon(post);
          setPosts((shown) => shown.filter((candidate) => candidate.id !== post.id));
          forgetHistoryPost(post);
          setHistory(readHistory(HISTORY_COUNT_MAX));
          message.success('已放弃');
        } catch {
          message.error('放弃失败');
        }
      },
    });

  const saveEdit = async (post: Post, content: string) => {
    try {
      await save(post, content);
      setPosts((shown) => shown.map((candidate) => (candidate.id === post.id ? { ...candidate, content } : candidate)));
      editHistoryPost(post, content);
      setHistory(readHistory(HISTORY_COUNT_MAX));
      message.success('更新成功');
    } catch (error) {
      message.error('更新失败');
      throw error;
    }
  };

  // Keyboard-first review: J / K move between today's posts, the other keys act on the focused one.
  const [showingShortcuts, setShowingShortcuts] = useState(false);
  const feedList = useRef<HTMLDivElement>(null);
  const cardHandles = useRef(new Map<string, PostCardHandle>());
  const lastIndex = useRef(-1);
  const cards = () => [...(feedList.current?.querySelectorAll<HTMLElement>(':scope > [data-review-post]') ?? [])];
  const currentIndex = () => {
    const focused = document.activeElement?.closest<HTMLElement>('[data-review-post]');
    const index = focused ? cards().indexOf(focused) : -1;
    return index >= 0 ? index : lastIndex.current;
  };
  const focusCard = (index: number) => {
    const card = cards()[index];
    if (!card) return;
    lastIndex.current = index;
    card.focus();
    card.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  };
  const runShortcut = (command: ReviewCommand): boolean => {
    if (command.type === 'help') {
      setShowingShortcuts(true);
      return true;
    }
    const all = cards();
    if (all.length === 0) return false;
    const index = Math.min(Math.max(currentIndex(), 0), all.length - 1);
    if (command.type === 'next' || command.type === 'previous') {
      const from = currentIndex();
      focusCard(from < 0 ? 0 : Math.min(Math.max(from + (command.type === 'next' ? 1 : -1), 0), all.length - 1));
      return true;
    }
    const card = all[index]!;
    const post = posts.find((candidate) => candidate.id === card.dataset.reviewPost);
    if (!post) return false;
    switch (command.type) {
      case 'reveal':
        return pressButton(card, (text) => text === '查看');
      case 'quiz':
        return pressButton(card, (text) => text === 'AI 考考我');
      case 'grade': {
        // Once revealed the digits grade; before that they answer AI 考考我 (never a grade before 查看).
        const grades = card.querySelector('[role="group"][aria-label="评分"]');
        if (grades) return pressButton(grades, () => true, `[data-grade="${command.grade}"]`);
        const question = card.querySelector('[role="group"][aria-label="AI 考考我"]');
        return question !== null && pressButton(question, (text) => text.startsWith(`${command.option}.`));
      }
      case 'answer': {
        const question = card.querySelector('[role="group"][aria-label="AI 考考我"]');
        if (question && pressButton(question, (text) => text.startsWith(`${command.option}.`))) return true;
        if (command.option !== 'C') return false;
        cardHandles.current.get(post.id)?.openChat();
        return true;
      }
      case 'chat':
        cardHandles.current.get(post.id)?.openChat();
        return true;
      // A batch post has nothing to edit or abandon: the key says why instead of acting.
      case 'edit':
        if (postCapabilities(post).edit) setEditing(post);
        else void message.info(BATCH_POST_NOTE);
        return true;
      case 'abandon':
        if (postCapabilities(post).abandon) confirmAbandon(post);
        else void message.info(BATCH_POST_NOTE);
        return true;
    }
  };
  useReviewShortcuts(runShortcut);

  /** A hidden review's grade bar: today's feed and today's history can change it; an earlier day only shows it. */
  const gradingOf = (post: Post, editable: boolean): PostGrading => {
    const current = reviews.grades[post.id];
    return {
      grade: current?.grade ?? null,
      source: current?.source ?? null,
      editable,
      pending: reviews.pending[post.id] ?? null,
      onGrade: (grade, source) => void reviews.grade(post, grade, source),
    };
  };

  const firstLoad = remaining === null && !failed;
  const shownHistory = visibleHistory(history, posts, today).slice(0, historyCount);
  return (
    <PageFrame
      title="MEMOS"
      extra={
        <Button type="text" onClick={() => setShowingShortcuts(true)} aria-keyshortcuts="?">
          快捷键 ?
        </Button>
      }
    >
      <Flex vertical gap={12}>
        {/* The label sits on a status box: axe forbids aria-label on the spinner's plain div. */}
        {firstLoad ? (
          <div role="status" aria-label="加载中" style={{ padding: 32 }}>
            <Spin />
          </div>
        ) : null}
        {failed ? (
          <EmptyState description="加载失败，请稍后重试">
            <Button loading={isLoading} onClick={() => void loadMore()}>
              重试
            </Button>
          </EmptyState>
        ) : null}
        {!firstLoad && !failed && posts.length === 0 ? <EmptyState description="今日复习已全部完成" /> : null}
        <Flex vertical gap={12} ref={feedList} hidden={posts.length === 0}>
          {posts.map((post) => (
            <PostCard
              key={post.id}
              ref={(handle) => {
                if (handle) cardHandles.current.set(post.id, handle);
                else cardHandles.current.delete(post.id);
              }}
              post={post}
              aiAccess={aiAccess}
              onReveal={() => reviews.reveal(post)}
              grading={post.hidden ? gradingOf(post, true) : undefined}
              onEdit={() => setEditing(post)}
              onAbandon={() => confirmAbandon(post)}
            />
          ))}
        </Flex>
        {remaining && !failed ? (
          <Button block loading={isLoading} onClick={() => void loadMore()}>
            加载更多
          </Button>
        ) : null}
        {shownHistory.length > 0 ? (
          <section aria-label="历史 MEMOS">
            <Typography.Title level={5}>
              历史 MEMOS
            </Typography.Title>
            <Flex vertical gap={12}>
              {shownHistory.map(({ post, day, recall }) => (
                <PostCard
                  key={`history-${post.id}`}
                  post={post}
                  aiAccess={aiAccess}
                  grading={recall ? gradingOf(post, day === today) : undefined}
                />
              ))}
            </Flex>
          </section>
        ) : null}
      </Flex>
      <ShortcutHelpModal open={showingShortcuts} onClose={() => setShowingShortcuts(false)} />
      {editing ? (
        <EditPostModal initialContent={editing.content} onSave={(content) => saveEdit(editing, content)} onClose={() => setEditing(null)} />
      ) : null}
    </PageFrame>
  );
}
