import { useEffect, useRef, useState } from 'react';
import { App, Button, Flex, Grid, Spin, Tag, Typography } from 'antd';
import { HISTORY_COUNT_MAX, MAX_HELD_POSTS, PAGE_SIZES, readHistoryCount, type Post, type TimelineFetchResponse } from '@memory/contracts';
import { TAKEOVER_READY_ATTRIBUTE } from '@memory/contracts/prerender';
import { isNetworkError, useFetchTimelineMutation, useGetSettingQuery } from '@memory/api';
import { EmptyState, PageFrame, useOnline } from '@memory/design-system';
import { usePremiumAccess } from '../../features/ai/premium/usePremiumAccess';
import { readCachedFeed, writeCachedFeed } from '../../features/reviewRecord/feedCache';
import { useReviewRecord, useSignedInUser } from '../../features/reviewRecord/useReviewRecord';
import { takeSeenBeforeApp } from '../../features/reviewRecord/reviewedBeforeApp';
import { useSeenPosts } from '../../features/reviewRecord/useSeenPosts';
import { EditPostModal } from './EditPostModal';
import { FeedDoneState } from './FeedDoneState';
import { PostCard, type PostCardHandle, type PostGrading } from './PostCard';
import { useReviewGrades } from './useReviewGrades';
import { ShortcutHelpModal } from './ShortcutHelpModal';
import type { ReviewCommand } from '../../posts/reviewShortcuts';
import { pressButton, useReviewShortcuts } from './useReviewShortcuts';
import {
  capHistory,
  editHistoryPost,
  forgetHistoryPost,
  readHistory,
  rememberReviewedPosts,
  visibleHistory,
  type HistoryEntry,
} from './historyPosts';
import { usePostActions } from './usePostActions';
import { takePrefetchedFeed } from '../../features/feedPrefetch/prefetchedFeed';
import { BATCH_POST_NOTE, postCapabilities, postTarget } from '../../posts/postCapabilities';

export const ABANDON_CONFIRM = '放弃后该内容将不再出现在 MEMOS 中，且不可恢复。确定放弃吗？';

/**
 * MEMOS: today's review. A fetch only reads the next page (naming the posts this screen holds, so none repeats);
 * a post is reviewed when the learner meets it — a visible one on screen for a second, a hidden one by 查看, a grade
 * or AI 考考我 — and that goes to the review outbox, which syncs it (offline too). Today's feed is kept in the
 * browser, so an offline visit still shows what is left; reviewed posts are kept as 历史 MEMOS for the coming days.
 */
export function MemoFeedPage() {
  const { message, modal } = App.useApp();
  const historySetting = useGetSettingQuery('HISTORY_COUNT');
  const historyCount = readHistoryCount(historySetting.data?.value);
  const [fetchTimeline, { isLoading }] = useFetchTimelineMutation();
  const { save, abandon } = usePostActions();
  const aiAccess = usePremiumAccess();
  const user = useSignedInUser();
  const online = useOnline();
  const phone = Grid.useBreakpoint().xs === true;
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
  // The last fetch got no answer: the page shows the kept copy of today's feed.
  const [unreachable, setUnreachable] = useState(false);
  const offline = !online || unreachable;
  // The server's today, learnt from the first page: until then no history shows (it cannot tell days apart).
  const [today, setToday] = useState<string | null>(null);
  // What earlier visits reviewed, read once: posts reviewed now show above, not twice. Read the most the setting
  // can allow, and cut to the user's count when drawing (the setting may load later).
  const [history, setHistory] = useState<HistoryEntry[]>(() => readHistory(HISTORY_COUNT_MAX));
  const historyCapRef = useRef(HISTORY_COUNT_MAX);
  historyCapRef.current = historySetting.isLoading ? HISTORY_COUNT_MAX : historyCount;
  // Posts reviewed before the setting arrived were kept under the largest cap: cut to the user's once it is known.
  const historyCountKnown = !historySetting.isLoading;
  useEffect(() => {
    if (historyCountKnown) capHistory(historyCount);
  }, [historyCountKnown, historyCount]);

  const todayRef = useRef(today);
  todayRef.current = today;
  /** The learner met `post`: it joins 历史 MEMOS (shown there after a reload, not twice now). */
  const learnt = (post: Post) => {
    if (todayRef.current) rememberReviewedPosts([post], todayRef.current, historyCapRef.current);
  };
  const record = useReviewRecord({ onRefused: (event, refusal) => reviews.refused(event, refusal) });
  const reviews = useReviewGrades(record, learnt);
  const postsRef = useRef(posts);
  postsRef.current = posts;
  const reviewedRef = useRef(record.reviewed);
  reviewedRef.current = record.reviewed;

  const showKeptFeed = async () => {
    setUnreachable(true);
    if (postsRef.current.length > 0) return;
    const kept = user ? await readCachedFeed(user) : null;
    if (!kept) {
      setFailed(true);
      return;
    }
    setPosts(kept.posts.filter((post) => !reviewedRef.current.has(post.id)));
    setRemaining(kept.remaining);
    setToday(kept.today);
    setFailed(false);
  };

  /**
   * The posts the learner met on a page painted before the app ran (feed-paint): recorded now, as if met here (they
   * join 历史 MEMOS). Those painted on this visit stay where they are, as a post met here does; those of an earlier
   * visit (the tab closed before the app ran) are left out, as any reviewed post is.
   */
  const recordSeenBeforeApp = (page: TimelineFetchResponse, paintedNow: readonly string[]) => {
    const seen = user ? takeSeenBeforeApp(user) : [];
    if (seen.length === 0) return;
    todayRef.current = page.today;
    for (const id of seen) {
      const post = page.entries.find((entry) => entry.id === id);
      if (post) learnt(post);
      if (!reviewedRef.current.has(id)) record.record(id, 'seen');
    }
    // At once, not at the next render: the list below is filtered with it.
    const earlier = seen.filter((id) => !paintedNow.includes(id));
    reviewedRef.current = new Set([...reviewedRef.current, ...earlier]);
  };
  // A hidden post painted before the app ran keeps the recall hint it showed.
  const recallHints = useRef<Record<string, string>>({});

  const loading = useRef(false);
  const loadMore = async () => {
    if (loading.current) return;
    loading.current = true;
    try {
      if (typeof navigator !== 'undefined' && navigator.onLine === false) {
        await showKeptFeed();
        return;
      }
      // Held: what this screen shows and what the outbox reviewed but the server may not know yet.
      const held = [...new Set([...postsRef.current.map((post) => post.id), ...reviewedRef.current])].slice(0, MAX_HELD_POSTS);
      // The first page may have been asked for, and painted, before the app ran (prerendered MEMOS), for a screen
      // holding nothing: the same posts with the same recall hints.
      const prefetched = takePrefetchedFeed(user, PAGE_SIZES.timeline);
      const page = (held.length === 0 && prefetched ? await prefetched.page : null) ?? (await fetchTimeline({ size: PAGE_SIZES.timeline, held }).unwrap());
      if (prefetched) Object.assign(recallHints.current, prefetched.hints);
      recordSeenBeforeApp(page, prefetched?.painted ?? []);
      setPosts((shown) => [
        ...shown,
        ...page.entries.filter((post) => !shown.some((old) => old.id === post.id) && !reviewedRef.current.has(post.id)),
      ]);
      setRemaining(page.remaining);
      setToday(page.today);
      setUnreachable(false);
      setFailed(false);
    } catch (error) {
      if (isNetworkError(error)) await showKeptFeed();
      else setFailed(true);
    } finally {
      loading.current = false;
    }
  };

  // The first page once per visit (even when StrictMode runs effects twice), once the outbox has said which posts
  // it already reviewed: a reload mid-review then skips them.
  const fetchedOnce = useRef(false);
  useEffect(() => {
    if (fetchedOnce.current || !record.ready) return;
    fetchedOnce.current = true;
    void loadMore();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first page only, on arrival
  }, [record.ready]);

  // Back online after showing the kept copy: ask the server for what else is due (the outbox syncs by itself).
  useEffect(() => {
    if (online && unreachable) void loadMore();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on the change of `online` only
  }, [online]);

  // The kept copy of today's feed follows the screen: the posts not reviewed yet.
  const unreviewed = posts.filter((post) => !record.reviewed.has(post.id));
  const keptKey = unreviewed.map((post) => `${post.id}:${post.content}`).join('\n');
  useEffect(() => {
    if (user && today !== null && remaining !== null) void writeCachedFeed(user, today, unreviewed, remaining);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `keptKey` stands for `unreviewed`
  }, [user, today, remaining, keptKey]);

  // A visible post is reviewed once it has been on screen for a second.
  const feedList = useRef<HTMLDivElement>(null);
  useSeenPosts(
    feedList,
    unreviewed.filter((post) => !post.hidden).map((post) => post.id),
    (id) => {
      const post = postsRef.current.find((candidate) => candidate.id === id);
      if (!post || reviewedRef.current.has(id)) return;
      learnt(post);
      record.record(id, 'seen');
    },
  );

  // More posts as the learner reaches the end of the list (the 加载更多 button also works).
  const moreButton = useRef<HTMLButtonElement>(null);
  const canLoadMore = Boolean(remaining) && !failed && !offline;
  useEffect(() => {
    const button = moreButton.current;
    if (!canLoadMore || !button || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void loadMore();
    });
    observer.observe(button);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loadMore reads refs
  }, [canLoadMore, posts.length]);

  const confirmAbandon = (post: Post) =>
    modal.confirm({
      title: '放弃',
      content: ABANDON_CONFIRM,
      okText: '放弃',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          // A reveal or grade still waiting to be sent is part of the record: it goes before the post is gone.
          await record.sendWaiting();
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

  const saveEdit = async (post: Post, content: string, front?: string) => {
    try {
      await save(post, content, front);
      const changes = front === undefined ? { content } : { content, front: front.trim() ? front : null };
      const edited = (shown: Post[]) => shown.map((candidate) => (candidate.id === post.id ? { ...candidate, ...changes } : candidate));
      // At once, not at the next render: a post seen in between joins 历史 MEMOS with its new text.
      postsRef.current = edited(postsRef.current);
      setPosts(edited);
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
      pending: null,
      nextDue: reviews.nextDue[post.id] ?? null,
      onGrade: (grade, source) => reviews.grade(post, grade, source),
    };
  };

  const firstLoad = remaining === null && !failed;
  // Done only when the server has nothing left beyond this screen and the screen is empty (SPEC: never under posts).
  const allDone = remaining === 0 && !failed && posts.length === 0;
  // The reminder's push set the installed app's badge to the day's count (shell/sw/reminders.ts): done, it goes.
  useEffect(() => {
    if (allDone) void (navigator as Navigator & { clearAppBadge?: () => Promise<void> }).clearAppBadge?.().catch(() => undefined);
  }, [allDone]);
  const shownHistory = visibleHistory(history, posts, today).slice(0, historyCount);
  return (
    <PageFrame
      title="MEMOS"
      extra={
        <Flex gap={8} align="center">
          {offline ? <Tag>离线</Tag> : null}
          {/* Only what is stuck: online, a review's events are on their way within a second or two. */}
          {record.pendingCount > 0 && (offline || record.stalled) ? <Tag>{record.pendingCount} 条待同步</Tag> : null}
          {/* A phone has no keyboard to speak of. */}
          {phone ? null : (
            <Button type="text" onClick={() => setShowingShortcuts(true)} aria-keyshortcuts="?">
              快捷键 ?
            </Button>
          )}
        </Flex>
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
        {allDone ? <FeedDoneState reviewedBefore={shownHistory.length > 0} /> : null}
        <Flex vertical gap={12} ref={feedList} hidden={posts.length === 0}>
          {posts.map((post) => (
            <PostCard
              key={post.id}
              ref={(handle) => {
                if (handle) cardHandles.current.set(post.id, handle);
                else cardHandles.current.delete(post.id);
              }}
              post={post}
              recallHint={recallHints.current[post.id]}
              aiAccess={aiAccess}
              onReveal={() => reviews.reveal(post)}
              grading={post.hidden ? gradingOf(post, true) : undefined}
              onEdit={() => setEditing(post)}
              onAbandon={() => confirmAbandon(post)}
            />
          ))}
        </Flex>
        {canLoadMore ? (
          <Button ref={moreButton} block loading={isLoading} onClick={() => void loadMore()}>
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
      {/* The page served prerendered gives way once the feed has arrived or failed (shell's takeover.ts). */}
      {firstLoad ? null : <span hidden {...{ [TAKEOVER_READY_ATTRIBUTE]: '' }} />}
      <ShortcutHelpModal open={showingShortcuts} onClose={() => setShowingShortcuts(false)} />
      {editing ? (
        <EditPostModal
          initialContent={editing.content}
          {...(postTarget(editing)?.kind === 'jarItem' ? { initialFront: editing.front ?? null } : {})}
          onSave={(content, front) => saveEdit(editing, content, front)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </PageFrame>
  );
}
