import { useEffect, useRef, useState } from 'react';
import { App, Button, Flex, Spin, Typography } from 'antd';
import { HISTORY_COUNT_MAX, PAGE_SIZES, readHistoryCount, type Post } from '@memory/contracts';
import { useFetchTimelineMutation, useGetSettingQuery } from '@memory/api';
import { EmptyState, PageFrame } from '@memory/design-system';
import { usePremiumAccess } from '../../features/ai/premium/usePremiumAccess';
import { EditPostModal } from './EditPostModal';
import { PostCard } from './PostCard';
import { forgetHistoryPost, isSameUnit, readHistoryPosts, rememberDeliveredPosts } from './historyPosts';
import { usePostActions } from './usePostActions';

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
  const [posts, setPosts] = useState<Post[]>([]);
  const [remaining, setRemaining] = useState<number | null>(null);
  const [editing, setEditing] = useState<Post | null>(null);
  const [failed, setFailed] = useState(false);
  // What earlier visits delivered, read once: posts delivered now show above, not twice. Read the most
  // the setting can allow, and cut to the user's count when drawing (the setting may load later).
  const [history, setHistory] = useState<Post[]>(() => readHistoryPosts(HISTORY_COUNT_MAX));
  const historyCountRef = useRef(historyCount);
  historyCountRef.current = historyCount;

  const loadMore = async () => {
    try {
      const page = await fetchTimeline({ size: PAGE_SIZES.timeline }).unwrap();
      setPosts((shown) => [...shown, ...page.entries.filter((post) => !shown.some((old) => old.id === post.id))]);
      setRemaining(page.remaining);
      rememberDeliveredPosts(page.entries, historyCountRef.current);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };

  // Fetching reviews: once per visit, even when StrictMode runs effects twice, and only once the history
  // count is known so the delivered posts are kept under the right cap.
  const fetchedOnce = useRef(false);
  const historyCountKnown = !historySetting.isLoading;
  useEffect(() => {
    if (fetchedOnce.current || !historyCountKnown) return;
    fetchedOnce.current = true;
    void loadMore();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first page only, on arrival
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
          setHistory((shown) => shown.filter((candidate) => !isSameUnit(candidate, post)));
          forgetHistoryPost(post);
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
      message.success('更新成功');
    } catch (error) {
      message.error('更新失败');
      throw error;
    }
  };

  const firstLoad = remaining === null && !failed;
  const visibleHistory = history.slice(0, historyCount);
  return (
    <PageFrame title="MEMOS">
      <Flex vertical gap={12}>
        {firstLoad ? <Spin aria-label="加载中" style={{ padding: 32 }} /> : null}
        {failed ? (
          <EmptyState description="加载失败，请稍后重试">
            <Button loading={isLoading} onClick={() => void loadMore()}>
              重试
            </Button>
          </EmptyState>
        ) : null}
        {!firstLoad && !failed && posts.length === 0 ? <EmptyState description="今日复习已全部完成" /> : null}
        {posts.map((post) => (
          <PostCard key={post.id} post={post} aiAccess={aiAccess} onEdit={() => setEditing(post)} onAbandon={() => confirmAbandon(post)} />
        ))}
        {!firstLoad && posts.length > 0 && remaining === 0 ? (
          <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
            今日复习已全部完成
          </Typography.Text>
        ) : null}
        {remaining && !failed ? (
          <Button block loading={isLoading} onClick={() => void loadMore()}>
            加载更多
          </Button>
        ) : null}
        {visibleHistory.length > 0 ? (
          <section aria-label="历史 MEMOS">
            <Typography.Title level={5}>历史 MEMOS</Typography.Title>
            <Flex vertical gap={12}>
              {visibleHistory.map((post) => (
                <PostCard key={`history-${post.id}`} post={{ ...post, hidden: false }} aiAccess={aiAccess} />
              ))}
            </Flex>
          </section>
        ) : null}
      </Flex>
      {editing ? (
        <EditPostModal initialContent={editing.content} onSave={(content) => saveEdit(editing, content)} onClose={() => setEditing(null)} />
      ) : null}
    </PageFrame>
  );
}
