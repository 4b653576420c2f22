import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@memory/api';
import { createPremiumAccount } from '@memory/api/testing';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/remote-runtime/testing';
import { routes } from '../../routes';
import { paths } from '../../paths';

const fake = setupFakeApi();
const user = userEvent.setup({ delay: null });

function renderCreateCurve() {
  return renderRemote({ routes, path: paths.createCurve, store: createAppStore() });
}

const stepInput = (n: number) => screen.getByRole('spinbutton', { name: `第 ${n} 次复习间隔（天）` });
const preview = () => within(screen.getByText('预览').closest<HTMLElement>('.ant-card')!);

async function typeInto(input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

/** Pastes rather than types: long texts through antd inputs are slow to type key by key. */
async function fillIn(input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

describe('创建曲线 page', () => {
  beforeEach(() => {
    fake.backend.state.account = createPremiumAccount();
  });

  it('creates a curve from name, description and steps, previewing the steps live', async () => {
    const view = renderCreateCurve();
    await fillIn(await screen.findByRole('textbox', { name: '名称' }), '  考前冲刺 ');
    await fillIn(screen.getByRole('textbox', { name: '简介' }), '最后三天');
    expect(preview().getAllByTestId('curve-review')).toHaveLength(2); // day 0 and one step

    await user.click(screen.getByRole('button', { name: /添加复习/ }));
    expect(stepInput(2)).toHaveValue('1'); // a new row repeats the last interval
    await typeInto(stepInput(2), '3');
    await user.click(screen.getByRole('button', { name: /添加复习/ }));
    await typeInto(stepInput(3), '7');
    expect(await preview().findByText('共 3 次复习，间隔：1、3、7 天')).toBeInTheDocument();
    expect(preview().getAllByTestId('curve-review')).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: '删除第 1 次复习' }));
    expect(await preview().findByText('共 2 次复习，间隔：3、7 天')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '创建' }));
    await waitFor(() => expect(view.history.location.search).toBe('?tab=custom'));
    expect(view.history.location.pathname).toBe(paths.curves);
    expect(fake.backend.state.curves.at(-1)).toMatchObject({ name: '考前冲刺', description: '最后三天', steps: [3, 7], system: false });
  });

  it('requires a name and whole-day steps of at least 1, and sends nothing until they are right', async () => {
    renderCreateCurve();
    await screen.findByRole('textbox', { name: '名称' });
    await typeInto(stepInput(1), '0');
    await user.click(screen.getByRole('button', { name: '创建' }));

    expect(await screen.findByText('请输入曲线名称')).toBeInTheDocument();
    expect(await screen.findByText('请输入 1 到 3650 之间的整数天数')).toBeInTheDocument();
    expect(screen.getByText('填写复习间隔后在这里预览')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '删除第 1 次复习' })).toBeDisabled(); // at least one review stays
    expect(fake.backend.state.curves.filter((curve) => !curve.system)).toHaveLength(0);
  });

  it('limits the name to 40 and the description to 200 characters', async () => {
    renderCreateCurve();
    const name = await screen.findByRole('textbox', { name: '名称' });
    await user.click(name);
    await user.paste('名'.repeat(41));
    expect(name).toHaveValue('名'.repeat(40));
    const description = screen.getByRole('textbox', { name: '简介' });
    await user.click(description);
    await user.paste('述'.repeat(201));
    expect(description).toHaveValue('述'.repeat(200));
  });

  it("shows the server's message when creation fails", async () => {
    fake.server.use(http.post('*/api/curves', () => HttpResponse.json({ code: 'BAD_REQUEST', message: '名称不合法' }, { status: 400 })));
    renderCreateCurve();
    await fillIn(await screen.findByRole('textbox', { name: '名称' }), '曲线');
    await user.click(screen.getByRole('button', { name: '创建' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('名称不合法');
  });

  it('falls back to 创建曲线失败 when the server gives no message', async () => {
    fake.server.use(http.post('*/api/curves', () => new HttpResponse(null, { status: 500 })));
    const view = renderCreateCurve();
    await fillIn(await screen.findByRole('textbox', { name: '名称' }), '曲线');
    await user.click(screen.getByRole('button', { name: '创建' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('创建曲线失败');
    expect(view.history.location.pathname).toBe(paths.createCurve);
  });

  it('shows creation locked with a link to 会员卡 for a trial account', async () => {
    fake.backend.state.account = { type: 'TRAIL', expiredAt: null, expiredInDays: 7, quotas: [] };
    renderCreateCurve();
    expect(await screen.findByRole('link', { name: '会员卡' })).toHaveAttribute('href', '/home/member-cards');
    expect(screen.getByRole('alert')).toHaveTextContent('自定义曲线仅限会员使用');
    expect(screen.queryByRole('textbox', { name: '名称' })).not.toBeInTheDocument();
  });

  it('turns a 403 from an expired membership into the lock with the link to 会员卡', async () => {
    renderCreateCurve();
    await fillIn(await screen.findByRole('textbox', { name: '名称' }), '曲线');
    // The membership runs out while the form is open: the server refuses and the account now reads FREE.
    fake.backend.state.account = { type: 'FREE', expiredAt: null, expiredInDays: 0, quotas: [] };
    await user.click(screen.getByRole('button', { name: '创建' }));

    expect(await screen.findByRole('link', { name: '会员卡' })).toHaveAttribute('href', '/home/member-cards');
    expect(screen.getByRole('alert')).toHaveTextContent('自定义曲线仅限会员使用');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: '名称' })).not.toBeInTheDocument());
  });
});
