import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DESIRED_RETENTION_MESSAGE } from '@memory/contracts';
import { createAppStore } from '@memory/api';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/remote-runtime/testing';
import { routes } from '../../routes';
import { paths } from '../../paths';

// The crop dialog draws on a canvas jsdom lacks: here the picked file goes straight to the upload (the e2e crops).
jest.mock('antd-img-crop', () => ({ __esModule: true, default: ({ children }: { children: unknown }) => children }));

const fake = setupFakeApi();
const user = userEvent.setup({ delay: null });

function renderSettings(setThemeMode = jest.fn()) {
  renderRemote({ routes, path: paths.settings, store: createAppStore(), themeMode: 'system', setThemeMode });
  return { setThemeMode };
}

/** Enters edit mode; the username input then has the focus. */
async function startEditingUsername() {
  await user.click(await screen.findByRole('button', { name: '修改用户名' }));
  return screen.getByRole('textbox', { name: '用户名' });
}

describe('设置 page', () => {
  it('shows the profile: 未设置 for a missing username and the user ID', async () => {
    renderSettings();
    expect(await screen.findByText('未设置')).toBeInTheDocument();
    expect(screen.getByTestId('user-id')).toHaveTextContent('user-1');
    expect(within(screen.getByRole('group', { name: '头像' })).getByText('上传头像')).toBeInTheDocument();
  });

  it('uploads an avatar (any plan) and shows the one GET /users/me gives', async () => {
    URL.createObjectURL = () => 'blob:avatar';
    URL.revokeObjectURL = () => undefined;
    renderSettings();
    const group = await screen.findByRole('group', { name: '头像' });
    const input = group.querySelector<HTMLInputElement>('input[type="file"]')!;
    // A PNG's first bytes: the upload checks that a file is the image its name says.
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    await user.upload(input, new File([png], 'me.png', { type: 'image/png' }));

    await waitFor(() => expect(within(group).getByText('更换头像')).toBeInTheDocument());
    expect(fake.backend.state.user.avatarUrl).toMatch(/^https:\/\/uploads\.fake\.test\/avatar-/);
    expect(fake.backend.state.uploadedFiles).toEqual([expect.objectContaining({ contentType: 'image/png' })]);
    expect(group.querySelector('img')).toHaveAttribute('src', fake.backend.state.user.avatarUrl);
  });

  it('saves a changed username trimmed', async () => {
    renderSettings();
    await startEditingUsername();
    await user.paste('  小明  ');
    await user.click(screen.getByRole('button', { name: '确定' }));

    expect(await screen.findByText('小明')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '用户名' })).not.toBeInTheDocument();
    expect(fake.backend.state.user.username).toBe('小明');
  });

  it('discards a blank or unchanged username without saving', async () => {
    fake.backend.state.user.username = '阿青';
    renderSettings();
    let input = await startEditingUsername();
    await user.clear(input);
    await user.paste('   ');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('阿青')).toBeInTheDocument();

    input = await startEditingUsername();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('阿青')).toBeInTheDocument();
    expect(fake.backend.state.user.username).toBe('阿青');
  });

  it('never drops a 33rd character: a counter, a message, and 确定 waits until the name fits', async () => {
    renderSettings();
    const input = await startEditingUsername();
    await user.paste('一'.repeat(32));
    expect(screen.getByText('32 / 32')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(input, '二');
    expect(input).toHaveValue(`${'一'.repeat(32)}二`);
    expect(screen.getByRole('alert')).toHaveTextContent('用户名最多 32 个字，请删去 1 个');
    expect(screen.getByRole('button', { name: '确定' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(fake.backend.state.user.username).not.toBe(`${'一'.repeat(32)}二`);

    await user.keyboard('{Backspace}{Enter}');
    await waitFor(() => expect(fake.backend.state.user.username).toBe('一'.repeat(32)));
  });

  it("shows the server's message when the username is refused, and stays editable", async () => {
    fake.backend.state.takenUsernames = ['重名'];
    renderSettings();
    await startEditingUsername();
    await user.paste('重名');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('该用户名已被占用');
    expect(screen.getByRole('textbox', { name: '用户名' })).toHaveValue('重名');
  });

  it('falls back to 修改失败 when the server gives no message', async () => {
    fake.server.use(http.put('*/api/users/me/username', () => new HttpResponse(null, { status: 500 })));
    renderSettings();
    await startEditingUsername();
    await user.paste('新名字');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('修改失败');
  });

  it('applies the chosen appearance at once and saves it as a setting', async () => {
    const { setThemeMode } = renderSettings();
    const appearance = await screen.findByRole('radiogroup', { name: '外观' });
    await user.click(within(appearance).getByText('深色'));
    expect(setThemeMode).toHaveBeenCalledWith('dark');
    await waitFor(() => expect(fake.backend.state.settings.THEME_MODE).toBe('dark'));
  });

  it('reads a stored history count outside 1–100 as 30', async () => {
    fake.backend.state.settings.HISTORY_COUNT = '500';
    renderSettings();
    expect(await screen.findByRole('spinbutton', { name: '历史 MEMOS 缓存数量' })).toHaveValue('30');
  });

  it('only accepts a history count from 10 to 100', async () => {
    fake.backend.state.settings.HISTORY_COUNT = '40';
    renderSettings();
    const count = await screen.findByRole('spinbutton', { name: '历史 MEMOS 缓存数量' });
    expect(count).toHaveValue('40');

    const save = within(count.closest('form')!).getByRole('button', { name: '保存' });
    await user.clear(count);
    await user.paste('5');
    await user.click(save);
    expect(await screen.findByText('请输入 10 到 100 之间的整数')).toBeInTheDocument();
    expect(fake.backend.state.settings.HISTORY_COUNT).toBe('40');

    await user.clear(count);
    await user.paste('60');
    await user.click(save);
    await waitFor(() => expect(fake.backend.state.settings.HISTORY_COUNT).toBe('60'));
  });

  it('目标记忆率: 90% by default, explained, only 80–97 whole numbers, saved as text', async () => {
    renderSettings();
    const target = await screen.findByRole('spinbutton', { name: '目标记忆率' });
    expect(target).toHaveValue('90');
    expect(screen.getByText(/越高，复习越频繁/)).toBeInTheDocument();
    const form = within(target.closest('form')!);

    for (const wrong of ['79', '98']) {
      await user.clear(target);
      await user.paste(wrong);
      await user.click(form.getByRole('button', { name: '保存' }));
      expect(await form.findByText(DESIRED_RETENTION_MESSAGE)).toBeInTheDocument();
    }
    expect(fake.backend.state.settings.DESIRED_RETENTION).toBeUndefined();

    await user.clear(target);
    await user.paste('95');
    await user.click(form.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(fake.backend.state.settings.DESIRED_RETENTION).toBe('95'));
    expect(await screen.findByText('已保存')).toBeInTheDocument();
  });

  it('目标记忆率: a stored value outside the range reads as 90', async () => {
    fake.backend.state.settings.DESIRED_RETENTION = '50';
    renderSettings();
    expect(await screen.findByRole('spinbutton', { name: '目标记忆率' })).toHaveValue('90');
  });
});

describe('设置 · 下载我的数据', () => {
  const saved: string[] = [];
  let click: jest.SpyInstance;
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = () => 'blob:export';
    URL.revokeObjectURL = () => undefined;
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => click.mockRestore());

  it('开始打包 shows the progress, then 下载 saves the zip under the server’s name', async () => {
    renderSettings();
    const card = (await screen.findByText('下载我的数据')).closest('.ant-card') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: '开始打包' }));
    expect(await within(card).findByRole('progressbar', { name: '打包进度' })).toBeInTheDocument();
    expect(within(card).getByText(/正在打包/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: '开始打包' })).not.toBeInTheDocument();

    const downloadButton = await within(card).findByRole('button', { name: /下\s*载/ }, { timeout: 8000 });
    expect(within(card).getByText(/打包完成（22 B）/)).toBeInTheDocument();
    expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(downloadButton);
    await waitFor(() => expect(saved).toEqual(['记忆仓库-我的数据-2026-11-23.zip']));
    expect(fake.backend.state.accountExportDownloads).toBe(1);
    expect(within(card).getByRole('button', { name: '重新打包' })).toBeInTheDocument();
  });

  it('says why when the export failed, and offers to pack again', async () => {
    fake.backend.state.accountExportPolls = 0;
    fake.server.use(
      // Not the latest export (none yet): that path falls through to the fake.
      http.get('*/api/account/export/:id', ({ params }) =>
        params.id === 'latest'
          ? undefined
          : HttpResponse.json({ id: params.id, status: 'FAILED', progress: null, sizeBytes: null, error: '导出失败，请稍后重试', createdAt: new Date().toISOString() }),
      ),
    );
    renderSettings();
    const card = (await screen.findByText('下载我的数据')).closest('.ant-card') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: '开始打包' }));
    expect(await within(card).findByText('导出失败，请稍后重试')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '重新打包' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /下\s*载/ })).not.toBeInTheDocument();
  });

  it('after a reload, a finished export is offered for download without packing again', async () => {
    fake.backend.state.accountExport = {
      job: { id: 'export-7', status: 'DONE', progress: { phase: '完成', percent: 100 }, sizeBytes: 2048, error: null, createdAt: '2026-11-23T02:00:00.000Z' },
      pollsLeft: 0,
    };
    renderSettings();
    const card = (await screen.findByText('下载我的数据')).closest('.ant-card') as HTMLElement;
    const downloadButton = await within(card).findByRole('button', { name: /下\s*载/ });
    expect(within(card).getByText('打包完成（2.0 KB）')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '重新打包' })).toBeInTheDocument();
    await user.click(downloadButton);
    await waitFor(() => expect(saved).toEqual(['记忆仓库-我的数据-2026-11-23.zip']));
  });

  it('after a reload, an export still packing shows its progress and finishes', async () => {
    fake.backend.state.accountExport = {
      job: { id: 'export-8', status: 'RUNNING', progress: { phase: '整理数据', percent: 10 }, sizeBytes: null, error: null, createdAt: '2026-11-23T02:00:00.000Z' },
      pollsLeft: 1,
    };
    renderSettings();
    const card = (await screen.findByText('下载我的数据')).closest('.ant-card') as HTMLElement;
    expect(await within(card).findByRole('progressbar', { name: '打包进度' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: '开始打包' })).not.toBeInTheDocument();
    expect(await within(card).findByRole('button', { name: /下\s*载/ }, { timeout: 8000 })).toBeInTheDocument();
  });

  it('a failed latest export says why and offers to pack again', async () => {
    fake.backend.state.accountExport = {
      job: { id: 'export-9', status: 'FAILED', progress: null, sizeBytes: null, error: '导出失败，请稍后重试', createdAt: '2026-11-23T02:00:00.000Z' },
      pollsLeft: 0,
    };
    renderSettings();
    const card = (await screen.findByText('下载我的数据')).closest('.ant-card') as HTMLElement;
    expect(await within(card).findByText('导出失败，请稍后重试')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '重新打包' })).toBeInTheDocument();
  });

  it('开始打包 is a keyboard-reachable button, and a refused start says why', async () => {
    fake.server.use(http.post('*/api/account/export', () => HttpResponse.json({ code: 'INTERNAL', message: '服务器繁忙，请稍后再试' }, { status: 500 })));
    renderSettings();
    const card = (await screen.findByText('下载我的数据')).closest('.ant-card') as HTMLElement;
    const start = within(card).getByRole('button', { name: '开始打包' });
    start.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('服务器繁忙，请稍后再试')).toBeInTheDocument();
  });
});
