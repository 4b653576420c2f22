import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_HOT_TAGS } from '@memory/contracts';
import { createAppStore } from '@memory/api';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/design-system/remote-testing';
import { routes } from '../../routes';
import { paths } from '../../paths';

const fake = setupFakeApi();
const user = userEvent.setup({ delay: null });

function renderMarketplace(path: string = paths.marketplace) {
  return renderRemote({ routes, path, store: createAppStore() });
}

describe('知识市场 page', () => {
  it('lists the categories from the API in the side menu, under 全部', async () => {
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

  it('keeps search, category and tag in the URL', async () => {
    const view = renderMarketplace();
    await user.click(await screen.findByPlaceholderText('搜索知识罐'));
    await user.paste('唐诗三百首');
    await user.keyboard('{Enter}');
    expect(view.history.location.search).toBe('?keyword=%E5%94%90%E8%AF%97%E4%B8%89%E7%99%BE%E9%A6%96');

    await user.click(await screen.findByText('考试'));
    expect(new URLSearchParams(view.history.location.search).get('category')).toBe('cat-exam');

    await user.click(screen.getByText('雅思'));
    const params = new URLSearchParams(view.history.location.search);
    expect([params.get('keyword'), params.get('category'), params.get('tag')]).toEqual(['唐诗三百首', 'cat-exam', '雅思']);
  });

  it('reads the filters of a deep link', async () => {
    renderMarketplace(`${paths.marketplace}?keyword=${encodeURIComponent('四六级')}&tag=${encodeURIComponent('高考')}`);
    expect(await screen.findByPlaceholderText('搜索知识罐')).toHaveValue('四六级');
    expect(screen.getByText('高考').closest('.ant-tag-checkable')).toHaveClass('ant-tag-checkable-checked');
  });
});
