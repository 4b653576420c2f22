import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@memory/api';
import { createFakeJar, createPremiumAccount } from '@memory/api/testing';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/remote-runtime/testing';
import { routes } from '../../routes';
import { jarPaths, paths } from '../../paths';

const fake = setupFakeApi();
const user = userEvent.setup({ delay: null });
const renderDetail = (id = 'poems', query = '') => renderRemote({ routes, path: jarPaths.detail(id) + query, store: createAppStore() });
const texts = Array.from({ length: 12 }, (_, index) => `第 ${index + 1} 首诗`);

async function confirmIn(dialogTitle: RegExp, button: string) {
  const dialog = await screen.findByRole('dialog', { name: dialogTitle });
  await user.click(within(dialog).getByRole('button', { name: button }));
}

describe('知识罐详情', () => {
  beforeEach(() => {
    fake.backend.state.account = createPremiumAccount();
    fake.backend.state.jars = [createFakeJar({ id: 'poems', name: '唐诗', description: '每天一首', settings: { batchSize: 3, batchMode: 'SERIAL', curveId: 'EBBINGHAUS' } }, texts)];
  });

  it('shows the title, description and the first 10 points; 开始 asks, then ticks the first batch', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { name: '唐诗' })).toBeInTheDocument();
    expect(screen.getByText('每天一首')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '知识点' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).queryAllByRole('img', { name: '已学' })).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: /开\s*始/ }));
    await confirmIn(/开始这个知识罐/, '开始');

    await waitFor(() => expect(within(list).getAllByRole('img', { name: '已学' })).toHaveLength(3));
    expect(fake.backend.state.jars[0]!.progress.status).toBe('IN_PROGRESS');
    expect(await screen.findByRole('button', { name: /暂\s*停/ })).toBeInTheDocument();
  });

  it('暂停 and 继续 are confirmed and the progress is read again', async () => {
    fake.backend.state.jars[0]!.progress = { status: 'IN_PROGRESS', percent: 25, current: 'poems-item-3' };
    renderDetail();
    await user.click(await screen.findByRole('button', { name: /暂\s*停/ }));
    await confirmIn(/暂停这个知识罐/, '暂停');
    expect(await screen.findByRole('button', { name: /继\s*续/ })).toBeInTheDocument();
    expect(screen.getByText(/学习进度 · 已暂停/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /继\s*续/ }));
    await confirmIn(/继续这个知识罐/, '继续');
    expect(await screen.findByRole('button', { name: /暂\s*停/ })).toBeInTheDocument();
  });

  it('ticks every point of an earlier page when progress is past it', async () => {
    fake.backend.state.jars[0]!.progress = { status: 'IN_PROGRESS', percent: 92, current: 'poems-item-11' };
    renderDetail('poems', '?page=2');
    const list = await screen.findByRole('list', { name: '知识点' });
    await waitFor(() => expect(within(list).getAllByRole('img', { name: '已学' })).toHaveLength(1));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('删除 asks 删除后无法恢复 and goes back to the list', async () => {
    const view = renderDetail();
    await user.click(await screen.findByRole('button', { name: '更多操作' }));
    await user.click(await screen.findByRole('menuitem', { name: /删除/ }));
    expect(await screen.findByText('删除后无法恢复，确定删除吗？')).toBeInTheDocument();
    await confirmIn(/删除「唐诗」/, '删除');
    await waitFor(() => expect(view.history.location.pathname).toBe(paths.jars));
    expect(fake.backend.state.jars).toHaveLength(0);
  });

  it('a buyer sees 同步, cannot publish and has no add buttons', async () => {
    fake.backend.state.jars[0]!.role = 'BUYER';
    renderDetail();
    expect(await screen.findByRole('button', { name: /同\s*步/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /添加知识点/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /导\s*入/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '更多操作' }));
    expect(await screen.findByRole('menuitem', { name: /发布/ })).toHaveAttribute('aria-disabled', 'true');
  });

  it('导入 brings a file into this jar (the import page with its id)', async () => {
    renderDetail();
    expect(await screen.findByRole('link', { name: /导\s*入/ })).toHaveAttribute('href', `${paths.import}?jarId=poems`);
  });

  it('同步 tells the buyer what arrived: 新增 / 更新 / 移除 counts from the server', async () => {
    fake.backend.state.jars[0]!.role = 'BUYER';
    renderDetail();
    await user.click(await screen.findByRole('button', { name: /同\s*步/ }));
    expect(await screen.findByText('同步完成：新增 0 条，更新 0 条，移除 0 条')).toBeInTheDocument();
  });

  it('after a 同步 that adds points, explains why the progress moved: 新增 N 条，进度按总数重新计算', async () => {
    const jar = fake.backend.state.jars[0]!;
    jar.role = 'BUYER';
    jar.progress = { status: 'IN_PROGRESS', percent: 50, current: null };
    fake.server.use(
      http.put('*/api/jars/poems/reload', () => {
        jar.progress = { ...jar.progress, percent: 40 };
        const sync = { added: 3, updated: 0, removed: 0, message: '新增 3 条，更新 0 条，移除 0 条' };
        return HttpResponse.json({ id: 'poems', name: '唐诗', sync });
      }),
    );
    renderDetail();
    await screen.findByRole('button', { name: /暂\s*停/ }); // the progress has been read
    await user.click(screen.getByRole('button', { name: /同\s*步/ }));
    expect(await screen.findByText('同步新增 3 条，进度按总数重新计算（50% → 40%）')).toBeInTheDocument();
    expect(screen.getByText(/新增的知识点排在最后，会在你之后的批次里出现/)).toBeInTheDocument();
  });

  it('开始 on an empty jar says there are no knowledge points yet and leads to 添加知识点, starting nothing', async () => {
    fake.backend.state.jars[0]!.items = [];
    const view = renderDetail();
    await screen.findByText('这个知识罐还没有知识点');
    await user.click(await screen.findByRole('button', { name: /开\s*始/ }));
    const dialog = await screen.findByRole('dialog', { name: '这个知识罐还没有知识点' });
    expect(within(dialog).queryByRole('button', { name: /^开\s*始$/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '添加知识点' }));
    await waitFor(() => expect(view.history.location.pathname).toBe(jarPaths.addItem('poems')));
    expect(fake.backend.state.jars[0]!.progress.status).toBe('NOT_STARTED');
  });

  it('the browser tab is titled with the jar’s name', async () => {
    renderDetail();
    await screen.findByRole('heading', { name: '唐诗' });
    expect(document.title).toBe('唐诗 - 记忆仓库');
  });

  it('an empty jar says so', async () => {
    fake.backend.state.jars[0]!.items = [];
    renderDetail();
    expect(await screen.findByText('这个知识罐还没有知识点')).toBeInTheDocument();
  });

  it('an unknown jar shows the not-found view, never an empty jar', async () => {
    renderDetail('nope');
    expect(await screen.findByText('知识罐不存在')).toBeInTheDocument();
    expect(screen.queryByText('这个知识罐还没有知识点')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回知识罐' })).toBeInTheDocument();
  });

  it('asks for the progress and the page of points beside the jar, not after it (one round trip, not two)', async () => {
    const asked = new Set<string>();
    let bothAsked!: () => void;
    const beforeTheJar = new Promise<void>((resolve) => (bothAsked = resolve));
    const note = (what: string) => {
      asked.add(what);
      if (asked.size === 2) bothAsked();
    };
    // The jar answers only once both were asked for (these handlers only note, then fall through to the fake API).
    fake.server.use(
      http.get('*/api/jars/:id/progress', () => note('progress')),
      http.get('*/api/jars/:id/items/page', ({ request }) => note(`points page ${new URL(request.url).searchParams.get('page')}`)),
      http.get('*/api/jars/:id', async () => {
        await beforeTheJar;
      }),
    );
    renderDetail('poems', '?page=2');
    expect(await screen.findByRole('heading', { name: '唐诗' })).toBeInTheDocument();
    expect([...asked].slice(0, 2).sort()).toEqual(['points page 2', 'progress']);
    expect(await screen.findByText('第 11 首诗')).toBeInTheDocument();
  });

  it("shows the server's error text when the jar cannot be loaded, and a spinner when there is none", async () => {
    fake.server.use(http.get('*/api/jars/:id', () => HttpResponse.json({ code: 'INTERNAL', message: '数据库暂时不可用' }, { status: 500 })));
    const first = renderDetail();
    expect(await screen.findByText('数据库暂时不可用')).toBeInTheDocument();
    first.unmount();
    fake.server.use(http.get('*/api/jars/:id', () => new HttpResponse(null, { status: 500 })));
    renderDetail();
    await waitFor(() => expect(screen.getByTestId('jar-loading')).toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: '唐诗' })).not.toBeInTheDocument();
  });
});

describe('知识罐详情 · 导出', () => {
  const saved: string[] = [];
  const createObjectURL = jest.fn(() => 'blob:export');
  const revokeObjectURL = jest.fn();
  let click: jest.SpyInstance;

  beforeEach(() => {
    fake.backend.state.account = createPremiumAccount();
    fake.backend.state.jars = [createFakeJar({ id: 'poems', name: '唐诗 三百首' }, texts)];
    saved.length = 0;
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    // The download link is clicked, not followed (jsdom has no downloads): record the name it saves under.
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => click.mockRestore());

  it('导出 → Anki 牌组 downloads the .apkg with the token and saves it under the jar’s name', async () => {
    renderDetail();
    await user.click(await screen.findByRole('button', { name: '导出' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Anki 牌组（.apkg）' }));
    expect(await screen.findByText('已导出「唐诗 三百首.apkg」')).toBeInTheDocument();
    expect(fake.backend.state.jarExportRequests).toEqual([{ jarId: 'poems', format: 'apkg' }]);
    expect(saved).toEqual(['唐诗 三百首.apkg']);
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
  });

  it('offers CSV and Markdown too, and is reachable from the keyboard', async () => {
    renderDetail();
    const button = await screen.findByRole('button', { name: '导出' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Anki 牌组（.apkg）' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'CSV（.csv）' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Markdown（.md）' }));
    expect(await screen.findByText('已导出「唐诗 三百首.md」')).toBeInTheDocument();
    expect(fake.backend.state.jarExportRequests).toEqual([{ jarId: 'poems', format: 'md' }]);
  });

  it('a subscriber’s copy can be exported as well', async () => {
    fake.backend.state.jars[0]!.role = 'BUYER';
    renderDetail();
    await user.click(await screen.findByRole('button', { name: '导出' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV（.csv）' }));
    expect(await screen.findByText('已导出「唐诗 三百首.csv」')).toBeInTheDocument();
  });

  it('says why when the export fails, and saves nothing', async () => {
    fake.server.use(http.get('*/api/jars/:id/export', () => HttpResponse.json({ code: 'INTERNAL', message: '服务器繁忙，请稍后再试' }, { status: 500 })));
    renderDetail();
    await user.click(await screen.findByRole('button', { name: '导出' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Anki 牌组（.apkg）' }));
    expect(await screen.findByText('服务器繁忙，请稍后再试')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
