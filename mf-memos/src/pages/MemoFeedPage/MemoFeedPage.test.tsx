import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { STORAGE_KEYS, userStorageKey, type Memo, type Post } from '@memory/contracts';
import { clearUserStorage, createAppStore } from '@memory/api';
import { createFakeJar } from '@memory/api/testing';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/remote-runtime/testing';
import { routes } from '../../routes';
import { paths } from '../../paths';
import { MEMO_FEED_PREFETCH_GLOBAL, TAKEOVER_READY_ATTRIBUTE } from '@memory/contracts/prerender';
import { ABANDON_CONFIRM } from './MemoFeedPage';
import { RECALL_HINTS } from '../../posts/recallHints';
import { installIntersectionObserver } from '../../testing/intersectionObserver';
import { feedPost } from '../../testing/feedPost';

const fake = setupFakeApi();
// Every card is on screen as soon as it renders (a visible post is reviewed, seen, a second later); the end of the
// list is not, so 加载更多 is pressed by the tests.
const viewport = installIntersectionObserver({ autoShow: '[data-review-post]' });
const user = userEvent.setup({ delay: null });

const memoPost = feedPost;

function memoOf(post: Post): Memo {
  return { id: post.memoId!, content: post.content, aiExplained: null, tags: [], attachments: [], curveId: 'EBBINGHAUS', status: 'ACTIVE', createdAt: '2026-11-20T00:00:00Z' };
}

/** The mark the shell's prerendered MEMOS waits for before it gives way to the app (shell's takeover.ts). */
const readyForTakeover = () => document.querySelector(`[${TAKEOVER_READY_ATTRIBUTE}]`);

const historyKey = userStorageKey(STORAGE_KEYS.historyPosts, 'user-1');
const renderFeed = () => renderRemote({ routes, path: paths.memos, store: createAppStore() });

beforeEach(async () => {
  await clearUserStorage();
  // jsdom has no canvas; the blurhash placeholder simply stays blank.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('MEMOS review feed', () => {
  it('says 今日复习已全部完成 when nothing is due today and reviews are scheduled for later days', async () => {
    fake.backend.state.summary = { todayLeft: 0, weekLeft: 2, monthLeft: 4, totalLeft: 9 };
    renderFeed();
    expect(await screen.findByText('今日复习已全部完成')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '加载更多' })).not.toBeInTheDocument();
  });

  it('tells a new account, with nothing ever scheduled, where reviews come from instead of 今日复习已全部完成', async () => {
    const user = userEvent.setup();
    const { history } = renderFeed();
    expect(await screen.findByText('还没有要复习的内容')).toBeInTheDocument();
    expect(screen.queryByText('今日复习已全部完成')).not.toBeInTheDocument();
    expect(screen.getByText(/开始学习的知识罐，会在记忆曲线安排的日子回到这里/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '去知识罐开始学习' }));
    expect(history.location.pathname).toBe('/home/jars');
  });

  it('a new account goes from the empty feed to 新建 MEMO', async () => {
    const user = userEvent.setup();
    const { history } = renderFeed();
    await user.click(await screen.findByRole('button', { name: '写一条 MEMO' }));
    expect(history.location.pathname).toBe(paths.newMemo);
  });

  it('shows content as Markdown without raw HTML, tags, images under a blurhash, and videos', async () => {
    fake.backend.state.feed = [
      memoPost(1, {
        content: '**光合作用** <img src=x onerror="alert(1)"> [链接](javascript:alert(1))',
        tags: ['生物', '高考'],
        hasAttachments: true,
        attachments: [
          { id: 'a'.repeat(21), type: 'IMAGE', url: '/files/leaf.png', blurHash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj' },
          { id: 'b'.repeat(21), type: 'VIDEO', url: '/files/leaf.mp4', blurHash: null },
        ],
      }),
    ];
    const view = renderFeed();
    const bold = await screen.findByText('光合作用');
    expect(bold.tagName).toBe('STRONG');
    expect(view.container.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText('链接')).not.toHaveAttribute('href', expect.stringContaining('javascript'));
    expect(screen.getByText('#生物')).toBeInTheDocument();
    expect(screen.getByText('#高考')).toBeInTheDocument();
    expect(screen.getByAltText('图片')).toHaveAttribute('src', '/files/leaf.png');
    expect(view.container.querySelector('canvas[data-testid="blurhash-placeholder"]')).toBeInTheDocument();
    expect(screen.getByLabelText('视频')).toHaveAttribute('src', '/files/leaf.mp4');
  });

  it('is ready to take the prerendered page over only once the feed has arrived (before, the painted page stays)', async () => {
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    // Falls through to the fake backend once answered.
    fake.server.use(http.put('*/api/timeline/fetch', async () => void (await answered), { once: true }));
    fake.backend.state.feed = [memoPost(1)];
    renderFeed();
    expect(await screen.findByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(readyForTakeover()).toBeNull();
    answer();
    expect(await screen.findByText('第 1 条')).toBeInTheDocument();
    expect(readyForTakeover()).not.toBeNull();
  });

  /** What prerendered MEMOS' boot script leaves for the app: `sub`'s first page, 第 7 条 (the server has 第 1 条). */
  const prefetchFeedOf = (sub: string, entries = [memoPost(7)], hints: Record<string, string> = {}, painted: string[] = []) => {
    fake.backend.state.feed = [memoPost(1)];
    const stop = jest.fn();
    (globalThis as Record<string, unknown>)[MEMO_FEED_PREFETCH_GLOBAL] = {
      sub,
      size: 10,
      page: Promise.resolve({ entries, remaining: 0, today: '2026-11-30' }),
      painted,
      hints,
      stop,
    };
    return stop;
  };

  it('shows the first page prerendered MEMOS asked for before the app ran, for this user, without asking again', async () => {
    const stop = prefetchFeedOf('user-1');
    renderFeed();
    expect(await screen.findByText('第 7 条')).toBeInTheDocument();
    expect(screen.queryByText('第 1 条')).not.toBeInTheDocument();
    expect((globalThis as Record<string, unknown>)[MEMO_FEED_PREFETCH_GLOBAL]).toBeUndefined();
    // The painted page stops watching: the app's own cards count from now on.
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('records the posts met on a page painted on an earlier visit, leaves them out, and shows the recall hint the painted card showed', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0); // the app's own pick would be the first hint
    const seenKey = userStorageKey(STORAGE_KEYS.seenBeforeApp, 'user-1');
    localStorage.setItem(seenKey, JSON.stringify(['post-8.0']));
    const painted = [memoPost(7, { hidden: true }), memoPost(8)];
    prefetchFeedOf('user-1', painted, { 'post-7.0': RECALL_HINTS[2] });
    fake.backend.state.feed = painted; // the server knows what it delivered
    renderFeed();
    expect(await screen.findByText(RECALL_HINTS[2])).toBeInTheDocument();
    expect(screen.queryByText('第 8 条')).not.toBeInTheDocument();
    await waitFor(() => expect(fake.backend.state.reviewEvents).toEqual([expect.objectContaining({ reviewId: 'post-8.0', type: 'seen' })]));
    expect(localStorage.getItem(seenKey)).toBeNull();
    // Met on the painted page, it joins 历史 MEMOS as if met here.
    expect(localStorage.getItem(historyKey)).toContain('post-8.0');
  });

  it('keeps a post met on the page painted on this visit where it is, recorded as seen', async () => {
    const seenKey = userStorageKey(STORAGE_KEYS.seenBeforeApp, 'user-1');
    localStorage.setItem(seenKey, JSON.stringify(['post-8.0']));
    const painted = [memoPost(7), memoPost(8)];
    prefetchFeedOf('user-1', painted, {}, painted.map((post) => post.id));
    fake.backend.state.feed = painted;
    renderFeed();
    expect(await screen.findByText('第 8 条')).toBeInTheDocument();
    await waitFor(() => expect(fake.backend.state.reviewEvents).toContainEqual(expect.objectContaining({ reviewId: 'post-8.0', type: 'seen' })));
  });

  it("asks the server when the prefetched page is another user's", async () => {
    prefetchFeedOf('someone-else');
    renderFeed();
    expect(await screen.findByText('第 1 条')).toBeInTheDocument();
    expect(screen.queryByText('第 7 条')).not.toBeInTheDocument();
  });

  it('loads the next page with 加载更多 until nothing is left', async () => {
    fake.backend.state.feed = Array.from({ length: 12 }, (_, index) => memoPost(index + 1));
    renderFeed();
    expect(await screen.findByText('第 10 条')).toBeInTheDocument();
    expect(screen.queryByText('第 11 条')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('第 12 条')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '加载更多' })).not.toBeInTheDocument();
    // SPEC: only an empty list says 今日复习已全部完成.
    expect(screen.queryByText('今日复习已全部完成')).not.toBeInTheDocument();
    // The second page named the ten posts on screen, so none came twice.
    expect(fake.backend.state.fetchRequests[1]?.held).toEqual(expect.arrayContaining(Array.from({ length: 10 }, (_, index) => `post-${index + 1}.0`)));
    expect(screen.getAllByRole('article')).toHaveLength(12);
  });

  it('loads the next page by itself when the end of the list comes into view', async () => {
    fake.backend.state.feed = Array.from({ length: 12 }, (_, index) => memoPost(index + 1));
    renderFeed();
    const more = await screen.findByRole('button', { name: '加载更多' });
    viewport.show(1, [more]);
    expect(await screen.findByText('第 12 条')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '加载更多' })).not.toBeInTheDocument();
  });

  it('hides a later review behind a hint until 查看 (AI 考考我 is locked for a trial account)', async () => {
    fake.backend.state.feed = [memoPost(1, { hidden: true, content: '细胞膜的功能' })];
    renderFeed();
    const card = await screen.findByRole('article');
    expect(within(card).getByText((text) => (RECALL_HINTS as readonly string[]).includes(text))).toBeInTheDocument();
    expect(within(card).queryByText('细胞膜的功能')).not.toBeInTheDocument();
    await waitFor(() => expect(within(card).getByRole('button', { name: /AI 考考我/ })).toBeDisabled());

    await user.click(within(card).getByRole('button', { name: '查看' }));
    expect(within(card).getByText('细胞膜的功能')).toBeInTheDocument();
  });

  it('keeps reviewed posts as 历史 MEMOS for the next day, newest first, capped by the setting', async () => {
    fake.backend.state.settings.HISTORY_COUNT = '10';
    const earlier = Array.from({ length: 12 }, (_, index) => ({ post: memoPost(100 + index), day: '2026-11-20' }));
    localStorage.setItem(historyKey, JSON.stringify(earlier));
    fake.backend.state.feed = [memoPost(1)];
    const first = renderFeed();
    expect(await screen.findByText('第 1 条')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: '历史 MEMOS' });
    await waitFor(() => expect(within(history).getAllByRole('article')).toHaveLength(10));
    expect(within(history).queryByText('第 1 条')).not.toBeInTheDocument();
    // On screen for a second: reviewed.
    await waitFor(() => expect(fake.backend.state.reviewEvents).toEqual([expect.objectContaining({ reviewId: 'post-1.0', type: 'seen' })]));
    first.unmount();

    fake.backend.state.today = '2026-11-24';
    renderFeed();
    expect(await screen.findByText('今日复习已全部完成')).toBeInTheDocument();
    const nextHistory = await screen.findByRole('region', { name: '历史 MEMOS' });
    const cards = within(nextHistory).getAllByRole('article');
    expect(cards).toHaveLength(10);
    expect(cards[0]).toHaveTextContent('第 1 条');
    expect(cards[1]).toHaveTextContent('第 100 条');
    expect(JSON.parse(localStorage.getItem(historyKey)!)).toHaveLength(10);
  });

  it('fetches the reviews without waiting for the history setting, and caps 历史 MEMOS once it arrives', async () => {
    fake.backend.state.settings.HISTORY_COUNT = '1';
    fake.backend.state.feed = [memoPost(1), memoPost(2)];
    // The setting answers only when the test lets it: the reviews must not wait for it.
    let answerSetting = () => {};
    const settingHeld = new Promise<void>((resolve) => (answerSetting = resolve));
    fake.server.use(
      http.get('*/api/settings/HISTORY_COUNT', async () => {
        await settingHeld;
        return HttpResponse.json({ name: 'HISTORY_COUNT', value: '1' });
      }),
    );
    renderFeed();
    expect(await screen.findByText('第 1 条')).toBeInTheDocument();
    // Both posts are reviewed (seen) while the setting is still on its way.
    await waitFor(() => expect(JSON.parse(localStorage.getItem(historyKey) ?? '[]')).toHaveLength(2));
    answerSetting();
    await waitFor(() => expect(JSON.parse(localStorage.getItem(historyKey) ?? '[]')).toHaveLength(1));
  });

  it("never gives a hidden review's answer away: not in 历史 MEMOS from an earlier day, not after a reload, only after 查看", async () => {
    // Yesterday the memo was new (shown in full); today it comes back hidden.
    localStorage.setItem(historyKey, JSON.stringify([{ post: memoPost(1, { id: 'post-1.0', content: '细胞膜的功能' }), day: '2026-11-22' }]));
    fake.backend.state.feed = [memoPost(1, { id: 'post-1.1', hidden: true, content: '细胞膜的功能' }), memoPost(2, { hidden: true, content: '线粒体' })];
    const first = renderFeed();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText('细胞膜的功能')).not.toBeInTheDocument();
    expect(screen.queryByText('线粒体')).not.toBeInTheDocument();
    expect(screen.queryByText('今日复习已全部完成')).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: '查看' })[0]!);
    expect(screen.getByText('细胞膜的功能')).toBeInTheDocument();
    first.unmount();

    // Reloaded the same day: the unopened one is still to review (hidden), the opened one shows in history.
    renderFeed();
    const history = await screen.findByRole('region', { name: '历史 MEMOS' });
    expect(within(history).getByText('细胞膜的功能')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '查看' })).toHaveLength(1);
    expect(screen.queryByText('线粒体')).not.toBeInTheDocument();
    expect(screen.queryByText('今日复习已全部完成')).not.toBeInTheDocument();
  });

  it('says 今日复习已全部完成 only for an empty list, never under posts', async () => {
    fake.backend.state.feed = [memoPost(1)];
    renderFeed();
    expect(await screen.findByText('第 1 条')).toBeInTheDocument();
    expect(screen.queryByText('今日复习已全部完成')).not.toBeInTheDocument();
  });

  it('an edit reaches 历史 MEMOS: the next visit shows the new text', async () => {
    const post = memoPost(1, { content: '旧内容' });
    fake.backend.state.feed = [post];
    fake.backend.state.memos = [memoOf(post)];
    const first = renderFeed();
    await user.click(await screen.findByRole('button', { name: '更多操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '编辑' }));
    const box = await screen.findByRole('textbox', { name: '内容' });
    await user.clear(box);
    await user.type(box, '新内容');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    await waitFor(() => expect(fake.backend.state.reviewEvents).toHaveLength(1));
    first.unmount();

    fake.backend.state.today = '2026-11-24';
    renderFeed();
    const history = await screen.findByRole('region', { name: '历史 MEMOS' });
    expect(within(history).getByText('新内容')).toBeInTheDocument();
    expect(screen.queryByText('旧内容')).not.toBeInTheDocument();
  });

  it('edits a memo post through PUT /memos/{id}/edit and says 更新成功', async () => {
    const post = memoPost(1, { content: '旧内容' });
    fake.backend.state.feed = [post];
    fake.backend.state.memos = [memoOf(post)];
    renderFeed();
    await user.click(await screen.findByRole('button', { name: '更多操作' }));
    expect(await screen.findByRole('menuitem', { name: '对话' })).not.toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('menuitem', { name: '编辑' }));
    const box = await screen.findByRole('textbox', { name: '内容' });
    await user.clear(box);
    await user.type(box, '新内容');
    await user.click(screen.getByRole('button', { name: '保存' }));

    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    expect(fake.backend.state.memos[0]!.content).toBe('新内容');
    expect(await screen.findByText('新内容')).toBeInTheDocument();
  });

  it('says 更新失败 and keeps the editor open when the edit fails', async () => {
    fake.backend.state.feed = [memoPost(1)];
    fake.server.use(http.put('*/api/memos/:id/edit', () => HttpResponse.json({ code: 'X', message: 'no' }, { status: 500 })));
    renderFeed();
    await user.click(await screen.findByRole('button', { name: '更多操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '编辑' }));
    await user.type(await screen.findByRole('textbox', { name: '内容' }), '！');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('更新失败')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '内容' })).toBeInTheDocument();
  });

  it('放弃 right after 查看 sends the reveal first: the review the learner met stays in the record', async () => {
    const post = memoPost(1, { hidden: true, content: '刚看过就放弃' });
    fake.backend.state.feed = [post];
    fake.backend.state.memos = [memoOf(post)];
    const order: string[] = [];
    fake.server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/reviews/events')) order.push('events');
      if (request.url.includes('/cancel')) order.push('cancel');
    });
    renderFeed();
    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('button', { name: '查看' }));
    await user.click(within(card).getByRole('button', { name: '更多操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '放弃' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '放弃' }));

    expect(await screen.findByText('已放弃')).toBeInTheDocument();
    expect(order).toEqual(['events', 'cancel']);
    expect(fake.backend.state.reviewEvents.map((event) => event.type)).toEqual(['revealed']);
  });

  it('abandons after the confirm: PUT cancel, 已放弃, and the post leaves the feed', async () => {
    const post = memoPost(1, { content: '不想记了' });
    fake.backend.state.feed = [post];
    fake.backend.state.memos = [memoOf(post)];
    renderFeed();
    await user.click(await screen.findByRole('button', { name: '更多操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '放弃' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(ABANDON_CONFIRM);
    await user.click(within(dialog).getByRole('button', { name: '放弃' }));

    expect(await screen.findByText('已放弃')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('不想记了')).not.toBeInTheDocument());
    expect(fake.backend.state.memos[0]!.status).toBe('CANCELLED');
  });

  it('says 放弃失败 and keeps the post when abandoning fails', async () => {
    fake.backend.state.feed = [memoPost(1, { content: '还在' })];
    fake.server.use(http.put('*/api/memos/:id/cancel', () => HttpResponse.error()));
    renderFeed();
    await user.click(await screen.findByRole('button', { name: '更多操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '放弃' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '放弃' }));
    expect(await screen.findByText('放弃失败')).toBeInTheDocument();
    expect(screen.getByText('还在')).toBeInTheDocument();
  });
});

describe('MEMOS review feed from the keyboard', () => {
  const focusedPost = () => document.activeElement?.closest('[data-review-post]')?.getAttribute('data-review-post');

  it('J / K move between posts, Space reveals the focused one, ? lists the keys', async () => {
    fake.backend.state.feed = [memoPost(1, { content: '第一条答案', hidden: true }), memoPost(2, { content: '第二条答案', hidden: true })];
    renderFeed();
    expect(await screen.findAllByRole('article')).toHaveLength(2);

    await user.keyboard('j');
    expect(focusedPost()).toBe('post-1.0');
    await user.keyboard('j');
    expect(focusedPost()).toBe('post-2.0');
    await user.keyboard('j');
    expect(focusedPost()).toBe('post-2.0');
    await user.keyboard('k');
    expect(focusedPost()).toBe('post-1.0');

    await user.keyboard(' ');
    expect(screen.getByText('第一条答案')).toBeInTheDocument();
    expect(screen.queryByText('第二条答案')).not.toBeInTheDocument();

    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: '键盘快捷键' });
    expect(within(help).getByRole('row', { name: /E\s*编辑/ })).toBeInTheDocument();
    // While a dialog is open the feed does not listen.
    await user.keyboard('j');
    expect(focusedPost()).not.toBe('post-2.0');
  });

  it('E edits, X asks before abandoning, C opens 对话; letters typed into the editor stay in it', async () => {
    const post = memoPost(1, { content: '旧内容' });
    fake.backend.state.feed = [post];
    fake.backend.state.memos = [memoOf(post)];
    renderFeed();
    await screen.findByRole('article');

    await user.keyboard('je');
    const box = await screen.findByRole('textbox', { name: '内容' });
    await user.click(box);
    await user.keyboard('jkx');
    expect(box).toHaveValue('旧内容jkx');
    expect(screen.queryByText(ABANDON_CONFIRM)).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: '内容' })).not.toBeInTheDocument());

    await user.keyboard('jx');
    expect(await screen.findByText(ABANDON_CONFIRM)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText(ABANDON_CONFIRM)).not.toBeInTheDocument());
    expect(fake.backend.state.memos[0]!.status).toBe('ACTIVE');

    await user.keyboard('jc');
    expect(await screen.findByRole('dialog', { name: /对话/ })).toBeInTheDocument();
  });

  it('the post menu is a keyboard menu: it takes the focus when opened, Escape gives it back to ⋯', async () => {
    fake.backend.state.feed = [memoPost(1)];
    renderFeed();
    const trigger = await screen.findByRole('button', { name: '更多操作' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement?.closest('[role="menu"]')).not.toBeNull());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    // Arrows and Enter inside the menu need layout (rc-menu skips invisible items): the e2e journey covers them.
  });
});

describe('MEMOS review feed: a batch post of a jar', () => {
  // BATCH_TRIGGER_JAR_ITEM_POST lists the knowledge points a batch introduces; it stands for no single item.
  const batchPost = (): Post =>
    memoPost(9, { type: 'BATCH_TRIGGER_JAR_ITEM_POST', memoId: null, jarId: 'jar-1', itemId: null, source: '唐诗', content: '1. 静夜思\n2. 春晓', tags: undefined });
  const jarItemPost = (): Post => memoPost(8, { type: 'JAR_ITEM_POST', memoId: null, jarId: 'jar-1', itemId: 'item-1', source: '唐诗', content: '登鹳雀楼' });

  it('offers only 对话 in its menu and no 智能解释; a jar item post keeps 编辑 and 放弃', async () => {
    fake.backend.state.feed = [batchPost(), jarItemPost()];
    renderFeed();
    const [batch, item] = await screen.findAllByRole('article');
    expect(within(batch!).queryByRole('button', { name: /智能解释/ })).not.toBeInTheDocument();
    expect(within(item!).getByRole('button', { name: /智能解释/ })).toBeInTheDocument();

    await user.click(within(batch!).getByRole('button', { name: '更多操作' }));
    expect(await screen.findByRole('menuitem', { name: '对话' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: '编辑' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: '放弃' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(within(item!).getByRole('button', { name: '更多操作' }));
    await waitFor(() => expect(screen.getAllByRole('menuitem', { name: '编辑' }).length).toBeGreaterThan(0));
    expect(screen.getAllByRole('menuitem', { name: '放弃' }).length).toBeGreaterThan(0);
  });

  it('编辑 on a knowledge point changes its 正面 too', async () => {
    const bodies: unknown[] = [];
    fake.server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT' && request.url.includes('/items/item-1')) void request.clone().json().then((body) => bodies.push(body));
    });
    const jar = createFakeJar({ id: 'jar-1', name: '唐诗' });
    jar.items = [{ id: 'item-1', front: '《登鹳雀楼》的作者？', content: '王之涣', attachments: [] }];
    fake.backend.state.jars = [jar];
    fake.backend.state.feed = [memoPost(8, { type: 'JAR_ITEM_POST', memoId: null, jarId: 'jar-1', itemId: 'item-1', source: '唐诗', content: '王之涣', front: '《登鹳雀楼》的作者？' })];
    renderFeed();
    const item = await screen.findByRole('article');
    await user.click(within(item).getByRole('button', { name: '更多操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '编辑' }));
    const front = await screen.findByRole('textbox', { name: '正面（可选）' });
    expect(front).toHaveValue('《登鹳雀楼》的作者？');
    // The content box takes the focus as the modal opens; the learner clicks into the 正面.
    await waitFor(() => expect(screen.getByRole('textbox', { name: '内容' })).toHaveFocus());
    await user.click(front);
    await user.clear(front);
    await user.type(front, '谁写了《登鹳雀楼》？');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    await waitFor(() => expect(bodies).toEqual([{ content: '王之涣', front: '谁写了《登鹳雀楼》？' }]));
    expect(within(item).getByText('谁写了《登鹳雀楼》？')).toBeInTheDocument();
  });

  it('E and X on a batch post say why they do nothing, and call nothing', async () => {
    const calls: string[] = [];
    fake.server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT' && !request.url.includes('/timeline/')) calls.push(request.url);
    });
    fake.backend.state.feed = [batchPost()];
    renderFeed();
    await screen.findByRole('article');

    await user.keyboard('je');
    expect(await screen.findByText(/批次汇总，不能直接编辑或放弃/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '内容' })).not.toBeInTheDocument();
    await user.keyboard('x');
    expect(screen.queryByText(ABANDON_CONFIRM)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
    fake.server.events.removeAllListeners();
  });
});

describe('MEMOS review feed when the server fails', () => {
  it('says 加载失败 (not 今日复习已全部完成) and 重试 fetches again', async () => {
    fake.server.use(http.put('*/api/timeline/fetch', () => HttpResponse.error(), { once: true }));
    fake.backend.state.feed = [memoPost(1)];
    renderFeed();
    expect(await screen.findByText('加载失败，请稍后重试')).toBeInTheDocument();
    expect(screen.queryByText('今日复习已全部完成')).not.toBeInTheDocument();
    // A prerendered page gives way to the failure too: 重试 is the app's.
    expect(readyForTakeover()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('第 1 条')).toBeInTheDocument();
  });
});
