import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { STORAGE_KEYS, type Memo, type Post } from '@memory/contracts';
import { createAppStore } from '@memory/api';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/design-system/remote-testing';
import { routes } from '../../routes';
import { paths } from '../../paths';
import { ABANDON_CONFIRM } from './MemoFeedPage';
import { RECALL_HINTS } from './recallHints';

const fake = setupFakeApi();
const user = userEvent.setup({ delay: null });

function memoPost(n: number, overrides: Partial<Post> = {}): Post {
  return {
    id: `post-${n}`,
    type: 'MEMO_POST',
    memoId: `memo-${n}`,
    jarId: null,
    itemId: null,
    content: `第 ${n} 条`,
    subContent: null,
    source: null,
    hidden: false,
    hasAttachments: false,
    attachments: [],
    tags: [],
    ...overrides,
  };
}

function memoOf(post: Post): Memo {
  return { id: post.memoId!, content: post.content, aiExplained: null, tags: [], attachments: [], curveId: 'EBBINGHAUS', status: 'ACTIVE', createdAt: '2026-11-20T00:00:00Z' };
}

const renderFeed = () => renderRemote({ routes, path: paths.memos, store: createAppStore() });

beforeEach(() => {
  localStorage.clear();
  // jsdom has no canvas; the blurhash placeholder simply stays blank.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('MEMOS review feed', () => {
  it('says 今日复习已全部完成 when nothing is due', async () => {
    renderFeed();
    expect(await screen.findByText('今日复习已全部完成')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '加载更多' })).not.toBeInTheDocument();
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
    expect(view.container.querySelector('canvas[data-blurhash]')).toBeInTheDocument();
    expect(screen.getByLabelText('视频')).toHaveAttribute('src', '/files/leaf.mp4');
  });

  it('loads the next page with 加载更多 until nothing is left', async () => {
    fake.backend.state.feed = Array.from({ length: 12 }, (_, index) => memoPost(index + 1));
    renderFeed();
    expect(await screen.findByText('第 10 条')).toBeInTheDocument();
    expect(screen.queryByText('第 11 条')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('第 12 条')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '加载更多' })).not.toBeInTheDocument();
    expect(screen.getByText('今日复习已全部完成')).toBeInTheDocument();
    expect(fake.backend.state.delivered).toHaveLength(12);
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

  it('keeps delivered posts as 历史 MEMOS for the next visit, newest first, capped by the setting', async () => {
    fake.backend.state.settings.HISTORY_COUNT = '10';
    localStorage.setItem(STORAGE_KEYS.historyPosts, JSON.stringify(Array.from({ length: 12 }, (_, index) => memoPost(100 + index))));
    fake.backend.state.feed = [memoPost(1)];
    const first = renderFeed();
    expect(await screen.findByText('第 1 条')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: '历史 MEMOS' });
    await waitFor(() => expect(within(history).getAllByRole('article')).toHaveLength(10));
    first.unmount();

    renderFeed();
    const nextHistory = await screen.findByRole('region', { name: '历史 MEMOS' });
    expect(await screen.findByText('今日复习已全部完成')).toBeInTheDocument();
    const cards = within(nextHistory).getAllByRole('article');
    expect(cards).toHaveLength(10);
    expect(cards[0]).toHaveTextContent('第 1 条');
    expect(cards[1]).toHaveTextContent('第 100 条');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.historyPosts)!)).toHaveLength(10);
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

describe('MEMOS review feed when the server fails', () => {
  it('says 加载失败 (not 今日复习已全部完成) and 重试 fetches again', async () => {
    fake.server.use(http.put('*/api/timeline/fetch', () => HttpResponse.error(), { once: true }));
    fake.backend.state.feed = [memoPost(1)];
    renderFeed();
    expect(await screen.findByText('加载失败，请稍后重试')).toBeInTheDocument();
    expect(screen.queryByText('今日复习已全部完成')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('第 1 条')).toBeInTheDocument();
  });
});
