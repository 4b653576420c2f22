import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SYSTEM_CURVES, type Curve } from '@memory/contracts';
import { createAppStore } from '@memory/api';
import { createPremiumAccount } from '@memory/api/testing';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/remote-runtime/testing';
import { routes } from '../../routes';
import { paths } from '../../paths';
import { pickLabelledIndexes } from '../../curves/CurveTimeline';

const fake = setupFakeApi();
const user = userEvent.setup({ delay: null });

const customCurve = (n: number): Curve => ({ id: `curve-${n}`, name: `我的曲线 ${n}`, description: '', steps: [2, 5], system: false, adaptive: false });

function cardTitled(name: string): HTMLElement {
  const card = screen.getByText(name).closest<HTMLElement>('[data-testid="curve-card"]');
  if (!card) throw new Error(`no card for ${name}`);
  return card;
}

describe('记忆曲线 page', () => {
  it('lists the system curves as cards with their reviews on a timeline', async () => {
    renderRemote({ routes, path: paths.curves, store: createAppStore() });
    for (const curve of SYSTEM_CURVES) expect(await screen.findByText(curve.name)).toBeInTheDocument();

    const ebbinghaus = within(cardTitled('艾宾浩斯曲线'));
    // Review 0 plus one dot per step: 1,2,3,4,4,7,14 → days 0,1,3,6,10,14,21,35.
    expect(ebbinghaus.getAllByTestId('curve-review')).toHaveLength(8);
    expect(ebbinghaus.getByRole('img', { name: /第0天.*第35天/ })).toBeInTheDocument();
  });

  it('shows 智能曲线 as adaptive, with the 目标记忆率 it aims at, instead of steps', async () => {
    fake.backend.state.settings.DESIRED_RETENTION = '93';
    renderRemote({ routes, path: paths.curves, store: createAppStore() });
    await screen.findByText('智能曲线');
    const smart = within(cardTitled('智能曲线'));
    expect(smart.getByText('自适应')).toBeInTheDocument();
    expect(smart.queryByTestId('curve-review')).not.toBeInTheDocument();
    expect(smart.queryByText(/共 0 次复习/)).not.toBeInTheDocument();
    expect(await smart.findByText(/目标记忆率 93%/)).toBeInTheDocument();
    expect(smart.getByRole('link', { name: '设置' })).toHaveAttribute('href', '/home/settings');
  });

  it('智能曲线 can be made the default but not edited', async () => {
    renderRemote({ routes, path: paths.curves, store: createAppStore() });
    await user.click(await screen.findByRole('button', { name: '智能曲线 的操作' }));
    expect(screen.getByRole('menuitem', { name: '编辑' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(await screen.findByRole('menuitem', { name: '设为默认' }));
    expect(await within(cardTitled('智能曲线')).findByText('默认')).toBeInTheDocument();
    await waitFor(() => expect(fake.backend.state.settings.DEFAULT_CURVE).toBe('SMART'));
  });

  it('puts 默认 on EBBINGHAUS when the user has no DEFAULT_CURVE', async () => {
    renderRemote({ routes, path: paths.curves, store: createAppStore() });
    await screen.findByText('艾宾浩斯曲线');
    expect(within(cardTitled('艾宾浩斯曲线')).getByText('默认')).toBeInTheDocument();
    expect(screen.getAllByText('默认')).toHaveLength(1);
  });

  it('puts 默认 on the curve the DEFAULT_CURVE setting names', async () => {
    fake.backend.state.settings.DEFAULT_CURVE = 'PER_WEEK_LAST_THREE_WEEKS';
    renderRemote({ routes, path: paths.curves, store: createAppStore() });
    await screen.findByText('每周一次，持续三周');
    expect(await within(cardTitled('每周一次，持续三周')).findByText('默认')).toBeInTheDocument();
    expect(screen.getAllByText('默认')).toHaveLength(1);
  });

  it('loads 5 curves per page and more with 加载更多', async () => {
    fake.backend.state.curves.push(...[1, 2, 3, 4, 5, 6, 7].map(customCurve));
    renderRemote({ routes, path: paths.curves, store: createAppStore() });
    await screen.findByText('艾宾浩斯曲线');
    await user.click(screen.getByRole('tab', { name: '自定义曲线' }));
    // Page 1 holds the 5 system curves: the tab asks for page 2 by itself instead of opening empty.
    expect(await screen.findByText('我的曲线 5')).toBeInTheDocument();
    expect(screen.getAllByTestId('curve-card')).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('我的曲线 7')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '加载更多' })).not.toBeInTheDocument();
  });
});

describe('记忆曲线 menu', () => {
  async function openMenuOf(name: string) {
    await user.click(await screen.findByRole('button', { name: `${name} 的操作` }));
  }

  it('offers 设为默认 but not 编辑 or 删除 on a system curve', async () => {
    renderRemote({ routes, path: paths.curves, store: createAppStore() });
    await openMenuOf('每天一次，持续一周');
    expect(await screen.findByRole('menuitem', { name: '设为默认' })).not.toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: '编辑' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: '删除' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('设为默认 moves the 默认 badge and saves DEFAULT_CURVE', async () => {
    renderRemote({ routes, path: paths.curves, store: createAppStore() });
    await openMenuOf('每天一次，持续一周');
    await user.click(await screen.findByRole('menuitem', { name: '设为默认' }));

    expect(await within(cardTitled('每天一次，持续一周')).findByText('默认')).toBeInTheDocument();
    expect(screen.getAllByText('默认')).toHaveLength(1);
    await waitFor(() => expect(fake.backend.state.settings.DEFAULT_CURVE).toBe('PER_DAY_LAST_A_WEEK'));
  });

  it('编辑 opens the edit form of a custom curve', async () => {
    fake.backend.state.curves.push(customCurve(1));
    const view = renderRemote({ routes, path: `${paths.curves}?tab=custom`, store: createAppStore() });
    await openMenuOf('我的曲线 1');
    await user.click(await screen.findByRole('menuitem', { name: '编辑' }));
    expect(view.history.location.pathname).toBe('/home/curves/curve-1/edit');
  });

  it('删除 asks first, then removes the curve', async () => {
    fake.backend.state.curves.push(customCurve(1), customCurve(2));
    renderRemote({ routes, path: `${paths.curves}?tab=custom`, store: createAppStore() });
    await openMenuOf('我的曲线 1');
    await user.click(await screen.findByRole('menuitem', { name: '删除' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('删除后无法恢复，确定删除吗？');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(fake.backend.state.curves.some((curve) => curve.id === 'curve-1')).toBe(true);

    await openMenuOf('我的曲线 1');
    await user.click(await screen.findByRole('menuitem', { name: '删除' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('我的曲线 1')).not.toBeInTheDocument());
    expect(fake.backend.state.curves.some((curve) => curve.id === 'curve-1')).toBe(false);
  });
});

describe('记忆曲线 plans', () => {
  it('locks 创建曲线 for a trial account and links to 会员卡', async () => {
    renderRemote({ routes, path: `${paths.curves}?tab=custom`, store: createAppStore() });
    expect(await screen.findByRole('link', { name: '会员卡' })).toHaveAttribute('href', '/home/member-cards');
    expect(screen.getByRole('button', { name: /创建曲线/ })).toBeDisabled();
  });

  it('lets a member go to 创建曲线', async () => {
    fake.backend.state.account = createPremiumAccount();
    const view = renderRemote({ routes, path: paths.curves, store: createAppStore() });
    const create = screen.getByRole('button', { name: /创建曲线/ });
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    expect(view.history.location.pathname).toBe(paths.createCurve);
    expect(screen.queryByRole('link', { name: '会员卡' })).not.toBeInTheDocument();
  });
});

describe('pickLabelledIndexes', () => {
  it('keeps the first and last labels and drops ones that would overlap', () => {
    expect([...pickLabelledIndexes([0, 2, 4, 50, 97, 100])]).toEqual([0, 3, 5]);
  });
});
