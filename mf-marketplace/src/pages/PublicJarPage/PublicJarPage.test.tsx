import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createAppStore, syncSessionWithBridge } from '@memory/api';
import { createFakePublicJar } from '@memory/api/testing';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/remote-runtime/testing';
import { routes } from '../../routes';

const fake = setupFakeApi();
const user = userEvent.setup({ delay: null });

function renderJar(id = 'tang') {
  const store = createAppStore();
  syncSessionWithBridge(store, fake.bridge); // as the shell does: the page knows who is signed in
  return renderRemote({ routes, path: `/marketplace/jar/${id}`, store });
}

beforeEach(() => {
  fake.backend.state.publicJars = [
    createFakePublicJar({
      id: 'tang',
      name: '唐诗名篇',
      description: '五言七言，名篇背诵',
      category: { id: 'cat-language', name: '语言' },
      tags: ['唐诗', '古诗'],
      totalItems: 12,
      totalSubscribes: 3,
      totalStars: 1,
      preview: [
        { id: 'p1', content: '床前明月光，疑是地上霜。' },
        { id: 'p2', content: '春眠不觉晓，处处闻啼鸟。' },
      ],
    }),
  ];
});

describe('知识罐详情 (public)', () => {
  it('shows the name, description, category, tags, counts and the first points', async () => {
    renderJar();
    expect(await screen.findByRole('heading', { name: '唐诗名篇' })).toBeInTheDocument();
    expect(screen.getByText('五言七言，名篇背诵')).toBeInTheDocument();
    const labels = screen.getByLabelText('分类和标签');
    expect(within(labels).getByText('语言')).toBeInTheDocument();
    expect(within(labels).getByRole('link', { name: '#唐诗' })).toHaveAttribute('href', `/marketplace?tag=${encodeURIComponent('唐诗')}`);
    expect(screen.getByLabelText('12 个知识点')).toBeInTheDocument();
    expect(screen.getByLabelText('3 人订阅')).toBeInTheDocument();
    expect(screen.getByText('前 2 个，共 12 个；订阅后学习全部')).toBeInTheDocument();
    expect(screen.getByText('床前明月光，疑是地上霜。')).toBeInTheDocument();
  });

  it('订阅 makes the jar mine (我订阅的) and offers 去学习 straight to it', async () => {
    renderJar();
    await user.click(await screen.findByRole('button', { name: /订\s*阅/ }));
    const study = await screen.findByRole('link', { name: '已订阅 · 去学习' });
    const bought = fake.backend.state.jars[0]!;
    expect(bought).toMatchObject({ role: 'BUYER', name: '唐诗名篇' });
    expect(study).toHaveAttribute('href', `/home/jars/${bought.id}`);
    expect(study.querySelector('button')).toBeNull();
    expect(await screen.findByLabelText('4 人订阅')).toBeInTheDocument();
  });

  it('已订阅 · 去学习 opens the viewer’s own jar, also on a later visit', async () => {
    fake.backend.state.publicJars[0]!.subscribed = true;
    fake.backend.state.publicJars[0]!.subscribedJarId = 'bought-7';
    renderJar();
    expect(await screen.findByRole('link', { name: '已订阅 · 去学习' })).toHaveAttribute('href', '/home/jars/bought-7');
  });

  it('the creator’s own jar offers 编辑 and 管理, not 订阅', async () => {
    fake.backend.state.publicJars[0]!.mine = true;
    renderJar();
    expect(await screen.findByRole('link', { name: /编\s*辑/ })).toHaveAttribute('href', '/home/jars/tang/edit');
    expect(screen.getByRole('link', { name: /管\s*理/ })).toHaveAttribute('href', '/home/jars/tang');
    expect(screen.queryByRole('button', { name: /订\s*阅/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /收\s*藏/ })).not.toBeInTheDocument();
  });

  it('收藏 and 取消收藏 toggle the star, and the count follows', async () => {
    renderJar();
    await user.click(await screen.findByRole('button', { name: /收\s*藏/ }));
    expect(await screen.findByRole('button', { name: /已收藏/ })).toHaveAttribute('aria-pressed', 'true');
    expect(fake.backend.state.starredJarIds).toEqual(['tang']);
    expect(screen.getByLabelText('2 人收藏')).toBeInTheDocument();
    // A busy button ignores clicks: wait until the star has settled, as a person would.
    await waitFor(() => expect(screen.getByRole('button', { name: /已收藏/ })).toHaveAttribute('aria-busy', 'false'));
    await user.click(screen.getByRole('button', { name: /已收藏/ }));
    expect(await screen.findByLabelText('1 人收藏')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /收\s*藏/ })).toHaveAttribute('aria-pressed', 'false');
    expect(fake.backend.state.starredJarIds).toEqual([]);
  });

  it('sends a signed-out visitor to sign in and back to this page, subscribing nothing', async () => {
    fake.bridge.setUser(null, null);
    renderJar();
    await user.click(await screen.findByRole('button', { name: /订\s*阅/ }));
    await user.click(screen.getByRole('button', { name: /收\s*藏/ }));
    expect(fake.bridge.signInCalls).toEqual(['/marketplace/jar/tang', '/marketplace/jar/tang']);
    expect(fake.backend.state.jars).toHaveLength(0);
    expect(fake.backend.state.starredJarIds).toHaveLength(0);
  });

  it('an unknown or unpublished jar shows a not-found view with the way back', async () => {
    renderJar('gone');
    expect(await screen.findByText('知识罐不存在')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回知识市场' })).toHaveAttribute('href', '/marketplace');
    expect(screen.queryByRole('button', { name: '返回知识市场' })).not.toBeInTheDocument();
  });

  it('says why subscribing failed (the server’s words)', async () => {
    fake.server.use(http.put('*/api/marketplace/jars/:id/subscribe', () => HttpResponse.json({ code: 'CONFLICT', message: '这是你自己发布的知识罐，无需订阅' }, { status: 409 })));
    renderJar();
    await user.click(await screen.findByRole('button', { name: /订\s*阅/ }));
    expect(await screen.findByText('这是你自己发布的知识罐，无需订阅')).toBeInTheDocument();
  });
});
