import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CURVE_MESSAGES, type Curve } from '@memory/contracts';
import { createAppStore } from '@memory/api';
import { createPremiumAccount } from '@memory/api/testing';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/remote-runtime/testing';
import { routes } from '../../routes';
import { curveEditPath, paths } from '../../paths';

const fake = setupFakeApi();
const user = userEvent.setup({ delay: null });

const myCurve: Curve = { id: 'curve-9', name: '周末复习', description: '每个周末看一遍', steps: [7, 7, 14], system: false, adaptive: false };

function renderEdit(id = myCurve.id) {
  return renderRemote({ routes, path: curveEditPath(id), store: createAppStore() });
}

describe('编辑曲线 page', () => {
  beforeEach(() => {
    fake.backend.state.account = createPremiumAccount();
    fake.backend.state.curves.push({ ...myCurve, steps: [...myCurve.steps] });
  });

  it('loads the curve into the form and saves the changes', async () => {
    const view = renderEdit();
    const name = await screen.findByRole('textbox', { name: '名称' });
    expect(name).toHaveValue('周末复习');
    expect(screen.getByRole('textbox', { name: '简介' })).toHaveValue('每个周末看一遍');
    expect(screen.getByText('共 3 次复习，间隔：7、7、14 天')).toBeInTheDocument();

    await user.clear(name);
    await user.paste('双周复习');
    await user.click(screen.getByRole('button', { name: '删除第 1 次复习' }));
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(view.history.location.pathname).toBe(paths.curves));
    expect(fake.backend.state.curves.find((curve) => curve.id === myCurve.id)).toMatchObject({ name: '双周复习', steps: [7, 14] });
  });

  it("shows the server's error text when the curve cannot be loaded", async () => {
    renderEdit('someone-elses');
    expect(await screen.findByText(CURVE_MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '名称' })).not.toBeInTheDocument();
  });

  it('keeps the spinner when loading fails without a message', async () => {
    fake.server.use(http.get('*/api/curves/:id', () => new HttpResponse(null, { status: 500 })));
    renderEdit();
    expect(await screen.findByRole('heading', { name: '编辑曲线' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('curve-loading')).toBeInTheDocument());
    expect(screen.queryByRole('textbox', { name: '名称' })).not.toBeInTheDocument();
  });

  it('refuses to edit a system curve and leads back to the list', async () => {
    const view = renderEdit('EBBINGHAUS');
    expect(await screen.findByText('系统曲线不能修改')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '返回记忆曲线' }));
    expect(view.history.location.pathname).toBe(paths.curves);
  });

  it('shows 更新失败 or the server message when saving fails', async () => {
    fake.server.use(http.put('*/api/curves/:id', () => new HttpResponse(null, { status: 500 })));
    renderEdit();
    await screen.findByRole('textbox', { name: '名称' });
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('更新失败');
  });

  it('shows editing locked with a link to 会员卡 once the membership is gone', async () => {
    fake.backend.state.account = { type: 'FREE', expiredAt: null, expiredInDays: 0, quotas: [] };
    renderEdit();
    expect(await screen.findByRole('link', { name: '会员卡' })).toHaveAttribute('href', '/home/member-cards');
  });
});
