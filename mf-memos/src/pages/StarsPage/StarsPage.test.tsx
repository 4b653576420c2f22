import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@memory/api';
import { createFakePublicJar } from '@memory/api/testing';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/remote-runtime/testing';
import { routes } from '../../routes';
import { paths } from '../../paths';

const fake = setupFakeApi();
const user = userEvent.setup({ delay: null });

const renderStars = () => renderRemote({ routes, path: paths.stars, store: createAppStore() });

describe('我的收藏', () => {
  it('lists my starred jars (not their points), each leading to the marketplace; 取消收藏 takes one off', async () => {
    fake.backend.state.publicJars = [
      createFakePublicJar({ id: 'tang', name: '唐诗名篇', starred: true, totalStars: 3, preview: [{ id: 'p1', content: '床前明月光' }] }),
      createFakePublicJar({ id: 'idioms', name: '常用成语', starred: true, totalStars: 1 }),
    ];
    fake.backend.state.starredJarIds = ['tang', 'idioms'];
    renderStars();
    const list = await screen.findByRole('list', { name: '我的收藏' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: '唐诗名篇' })).toHaveAttribute('href', '/marketplace/jar/tang');
    expect(screen.queryByText('床前明月光')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '取消收藏「唐诗名篇」' }));
    expect(await screen.findByText('已取消收藏「唐诗名篇」')).toBeInTheDocument();
    expect(fake.backend.state.starredJarIds).toEqual(['idioms']);
    expect(await screen.findByRole('link', { name: '常用成语' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '唐诗名篇' })).not.toBeInTheDocument();
  });

  it('points to the marketplace when nothing is starred', async () => {
    renderStars();
    expect(await screen.findByText('还没有收藏的知识罐')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去知识市场看看' })).toHaveAttribute('href', '/marketplace');
    expect(screen.queryByRole('button', { name: '去知识市场看看' })).not.toBeInTheDocument();
  });

  it('shows the error with 重试', async () => {
    fake.server.use(http.get('*/api/users/me/stars/page', () => HttpResponse.json({ code: 'INTERNAL', message: '服务器开小差了' }, { status: 500 })));
    renderStars();
    expect(await screen.findByText('我的收藏加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeInTheDocument();
  });
});
