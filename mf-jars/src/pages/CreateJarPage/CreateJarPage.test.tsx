import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { JAR_NAME_MAX_LENGTH } from '@memory/contracts';
import { createAppStore } from '@memory/api';
import { createPremiumAccount } from '@memory/api/testing';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/remote-runtime/testing';
import { routes } from '../../routes';
import { jarPaths, paths } from '../../paths';

const fake = setupFakeApi();
const user = userEvent.setup({ delay: null });
const renderAt = (path: string) => renderRemote({ routes, path, store: createAppStore() });

describe('创建知识罐', () => {
  beforeEach(() => {
    fake.backend.state.account = createPremiumAccount();
  });

  it('needs a name, then creates the jar and opens it', async () => {
    const view = renderAt(paths.createJar);
    const name = await screen.findByRole('textbox', { name: '名称' });
    expect(name).toHaveAttribute('maxlength', String(JAR_NAME_MAX_LENGTH));
    expect(screen.getByText('上传封面')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /创\s*建/ }));
    expect(await screen.findByText('请输入知识罐名称')).toBeInTheDocument();

    await user.type(name, '  常用成语 ');
    await user.type(screen.getByRole('textbox', { name: '简介' }), '每天三个成语');
    await user.click(screen.getByRole('button', { name: /创\s*建/ }));

    await waitFor(() => expect(fake.backend.state.jars).toHaveLength(1));
    const jar = fake.backend.state.jars[0]!;
    expect(jar).toMatchObject({ name: '常用成语', description: '每天三个成语', cover: null });
    await waitFor(() => expect(view.history.location.pathname).toBe(jarPaths.detail(jar.id)));
  });

  it('says 创建失败 with the reason and keeps what was typed', async () => {
    fake.server.use(http.post('*/api/jars', () => HttpResponse.json({ code: 'BAD_REQUEST', message: '名称不能为空白' }, { status: 400 })));
    renderAt(paths.createJar);
    await user.type(await screen.findByRole('textbox', { name: '名称' }), '成语');
    await user.click(screen.getByRole('button', { name: /创\s*建/ }));
    expect(await screen.findByText('创建失败')).toBeInTheDocument();
    expect(screen.getByText('名称不能为空白')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '名称' })).toHaveValue('成语');
  });

  it('is locked for a trial account, with a link to 会员卡', async () => {
    fake.backend.state.account = { type: 'TRAIL', expiredAt: null, expiredInDays: 3, quotas: [] };
    renderAt(paths.createJar);
    expect(await screen.findByText('创建知识罐仅限会员使用')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '会员卡' })).toHaveAttribute('href', '/home/member-cards');
    expect(screen.queryByRole('textbox', { name: '名称' })).not.toBeInTheDocument();
  });
});
