import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@memory/api';
import { createFakeJar, createPremiumAccount } from '@memory/api/testing';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/remote-runtime/testing';
import { routes } from '../../routes';
import { paths } from '../../paths';

const fake = setupFakeApi();
const user = userEvent.setup({ delay: null });
const renderList = (path: string = paths.jars) => renderRemote({ routes, path, store: createAppStore() });

describe('知识罐 list', () => {
  beforeEach(() => {
    fake.backend.state.account = createPremiumAccount();
  });

  it('shows my jars as cards with their progress, and 我订阅的 in the URL', async () => {
    fake.backend.state.jars = [
      createFakeJar({ id: 'j1', name: '唐诗', description: '五言绝句', coverBlurHash: 'LKO2?U%2Tw=w]~RBVZRi};RPxuwH', cover: '/c.png', progress: { status: 'IN_PROGRESS', percent: 40, current: null } }),
      createFakeJar({ id: 'j2', name: '英语单词', role: 'BUYER' }),
    ];
    const view = renderList();
    const card = await screen.findByRole('link', { name: '唐诗' });
    expect(within(card).getByText('五言绝句')).toBeInTheDocument();
    expect(within(card).getByTestId('blurhash-placeholder')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByText('进行中')).toBeInTheDocument());
    expect(within(card).getByText('40%')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '英语单词' })).not.toBeInTheDocument();

    await user.click(screen.getByText('我订阅的'));
    expect(await screen.findByRole('link', { name: '英语单词' })).toBeInTheDocument();
    expect(view.history.location.search).toBe('?role=BUYER');
  });

  it('pages 18 at a time', async () => {
    fake.backend.state.jars = Array.from({ length: 20 }, (_, index) => createFakeJar({ id: `j${index}`, name: `罐子 ${index + 1}` }));
    const view = renderList();
    await screen.findByRole('link', { name: '罐子 1' });
    expect(screen.getAllByRole('listitem').filter((item) => item.closest('[aria-label="我创建的"]'))).toHaveLength(18);
    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByRole('link', { name: '罐子 19' })).toBeInTheDocument();
    expect(view.history.location.search).toBe('?page=2');
  });

  it('says so when there are none, with 创建知识罐', async () => {
    const view = renderList();
    expect(await screen.findByText('还没有创建知识罐')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: /创建知识罐/ })[0]!);
    expect(view.history.location.pathname).toBe(paths.createJar);
  });

  it('导入 opens the import page for a member', async () => {
    renderList();
    await waitFor(() => expect(screen.getByRole('link', { name: /导\s*入/ })).toHaveAttribute('href', paths.import));
  });

  it('导入 is locked for a trial account', async () => {
    fake.backend.state.account = { type: 'TRAIL', expiredAt: null, expiredInDays: 3, quotas: [] };
    renderList();
    await screen.findByRole('button', { name: /开通会员/ });
    expect(screen.getByRole('button', { name: /导\s*入/ })).toBeDisabled();
  });

  it('locks 创建知识罐 for a trial account; 会员卡 is told where to bring the member back', async () => {
    fake.backend.state.account = { type: 'TRAIL', expiredAt: null, expiredInDays: 3, quotas: [] };
    const view = renderList();
    expect(await screen.findByRole('link', { name: '会员卡' })).toHaveAttribute('href', '/home/member-cards');
    await user.click(screen.getByRole('button', { name: /开通会员/ }));
    expect(view.history.location.pathname).toBe('/home/member-cards');
    expect(view.history.location.state).toEqual({ from: paths.jars });
  });

  it('points a trial account with no jars to the marketplace, where subscribing is open to everyone', async () => {
    fake.backend.state.account = { type: 'TRAIL', expiredAt: null, expiredInDays: 3, quotas: [] };
    const view = renderList();
    await user.click(await screen.findByRole('button', { name: '去知识市场订阅现成的知识罐' }));
    expect(view.history.location.pathname).toBe('/marketplace');
  });

  it('shows the failure with 重试', async () => {
    fake.server.use(http.get('*/api/jars/page', () => HttpResponse.json({ code: 'INTERNAL', message: '服务器开小差了' }, { status: 500 })));
    renderList();
    expect(await screen.findByText('服务器开小差了')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
