import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DEFAULT_HOT_TAGS } from '@memory/contracts';
import { createAppStore } from '@memory/api';
import { createFakePublicJar } from '@memory/api/testing';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/remote-runtime/testing';
import { routes } from '../../routes';
import { paths } from '../../paths';

const fake = setupFakeApi();
const user = userEvent.setup({ delay: null });

function renderMarketplace(path: string = paths.marketplace) {
  return renderRemote({ routes, path, store: createAppStore() });
}

const exam = { id: 'cat-exam', name: '考试' };
const language = { id: 'cat-language', name: '语言' };

function seedJars() {
  fake.backend.state.publicJars = [
    createFakePublicJar({ id: 'tang', name: '唐诗三百首', category: language, tags: ['唐诗'], totalItems: 300, totalSubscribes: 12, totalStars: 5 }),
    createFakePublicJar({ id: 'idioms', name: '常用成语', category: language, tags: ['成语'] }),
    createFakePublicJar({ id: 'cet', name: '四六级高频词', category: exam, tags: ['四六级'] }),
    createFakePublicJar({ id: 'gaokao', name: '高考化学', category: exam, tags: ['高考'] }),
    createFakePublicJar({ id: 'python', name: 'Python 关键字' }),
    createFakePublicJar({ id: 'dynasty', name: '历史朝代', tags: ['历史'] }),
    createFakePublicJar({ id: 'elements', name: '化学元素周期表', category: exam }),
  ];
}

const results = () => screen.findByRole('list', { name: '知识罐' });

describe('知识市场 page', () => {
  it('lists the categories from the API, under 全部', async () => {
    renderMarketplace();
    const menu = await screen.findByRole('navigation', { name: '分类' });
    expect(await within(menu).findByText('考试')).toBeInTheDocument();
    expect(within(menu).getByText('全部')).toBeInTheDocument();
    expect(within(menu).getByText('其他')).toBeInTheDocument();
  });

  it("shows SPEC's default hot tags while the API has none", async () => {
    renderMarketplace();
    const tags = await screen.findByRole('group', { name: '热门标签' });
    for (const tag of DEFAULT_HOT_TAGS) expect(within(tags).getByText(tag)).toBeInTheDocument();
  });

  it('shows the hot tags the API returns', async () => {
    fake.backend.state.hotTags = ['英语', '法考'];
    renderMarketplace();
    const tags = await screen.findByRole('group', { name: '热门标签' });
    expect(await within(tags).findByText('法考')).toBeInTheDocument();
    expect(within(tags).queryByText('唐诗')).not.toBeInTheDocument();
  });

  it('shows 5 jar cards a page with their counts, and pages through the rest; the page is in the URL', async () => {
    seedJars();
    const view = renderMarketplace();
    const list = await results();
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('共 7 个知识罐')).toBeInTheDocument();
    const tang = within(list).getAllByRole('listitem')[0]!;
    expect(within(tang).getByRole('link', { name: '唐诗三百首' })).toHaveAttribute('href', '/marketplace/jar/tang');
    expect(within(tang).getByLabelText('300 个知识点')).toBeInTheDocument();
    expect(within(tang).getByLabelText('12 人订阅')).toBeInTheDocument();
    expect(within(tang).getByLabelText('5 人收藏')).toBeInTheDocument();

    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(new URLSearchParams(view.history.location.search).get('page')).toBe('2');
    expect(await screen.findByRole('link', { name: '化学元素周期表' })).toBeInTheDocument();
    expect(within(await results()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('searches by name on Enter, back at page 1, and keeps search, category and tag in the URL', async () => {
    seedJars();
    const view = renderMarketplace(`${paths.marketplace}?page=2`);
    await user.click(await screen.findByPlaceholderText('搜索名称或简介'));
    await user.paste('化学');
    await user.keyboard('{Enter}');
    expect(view.history.location.search).toBe(`?keyword=${encodeURIComponent('化学')}`);
    expect(await screen.findByText('共 2 个知识罐')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '高考化学' })).toBeInTheDocument();

    await user.click(within(screen.getByRole('navigation', { name: '分类' })).getByRole('checkbox', { name: '考试' }));
    expect(new URLSearchParams(view.history.location.search).get('category')).toBe('cat-exam');
    await user.click(within(screen.getByRole('group', { name: '热门标签' })).getByRole('checkbox', { name: '高考' }));
    const params = new URLSearchParams(view.history.location.search);
    expect([params.get('keyword'), params.get('category'), params.get('tag')]).toEqual(['化学', 'cat-exam', '高考']);
    expect(await screen.findByText('共 1 个知识罐')).toBeInTheDocument();
  });

  it('reads the filters of a deep link', async () => {
    seedJars();
    renderMarketplace(`${paths.marketplace}?keyword=${encodeURIComponent('四六级')}&tag=${encodeURIComponent('四六级')}`);
    expect(await screen.findByPlaceholderText('搜索名称或简介')).toHaveValue('四六级');
    const hotTags = screen.getByRole('group', { name: '热门标签' });
    expect(within(hotTags).getByRole('checkbox', { name: '四六级' })).toHaveAttribute('aria-checked', 'true');
    expect(await screen.findByRole('link', { name: '四六级高频词' })).toBeInTheDocument();
  });

  it('says when nothing matches and clears the filters on request', async () => {
    seedJars();
    const view = renderMarketplace(`${paths.marketplace}?keyword=${encodeURIComponent('量子力学')}`);
    expect(await screen.findByText('没有找到相关的知识罐，换个关键词或分类试试')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '清除筛选' }));
    expect(view.history.location.search).toBe('');
    expect(await screen.findByText('共 7 个知识罐')).toBeInTheDocument();
  });

  it('says so when the marketplace is empty', async () => {
    renderMarketplace();
    expect(await screen.findByText('知识市场还没有知识罐')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '清除筛选' })).not.toBeInTheDocument();
  });

  it('shows the error with 重试, which loads the jars once the server answers', async () => {
    seedJars();
    let failing = true;
    fake.server.use(
      http.get('*/api/public/jars/page', () =>
        failing ? HttpResponse.json({ code: 'INTERNAL', message: '服务器开小差了，请稍后重试' }, { status: 500 }) : undefined,
      ),
    );
    renderMarketplace();
    expect(await screen.findByText('知识罐加载失败')).toBeInTheDocument();
    expect(screen.getByText('服务器开小差了，请稍后重试')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('共 7 个知识罐')).toBeInTheDocument();
  });
});
