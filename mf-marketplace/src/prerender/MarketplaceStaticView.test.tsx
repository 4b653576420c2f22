import { screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { fillTemplate } from '@memory/contracts/template';
import type { MarketplacePrerenderJar, MarketplacePrerenderModel } from '@memory/contracts/prerender';
import { MarketplaceStaticView } from './MarketplaceStaticView';
import { readFilters } from '../marketplaceFilters';

const jar = (change: Partial<MarketplacePrerenderJar>): MarketplacePrerenderJar => ({
  idParam: 'j1', name: '唐诗三百首', initial: '唐', cover: null, description: '', free: true, category: '文学', tags: ['唐诗'],
  totalItems: 300, totalSubscribes: 12, totalStars: 5, ...change,
});

const model: MarketplacePrerenderModel = {
  total: 41,
  jars: [jar({}), jar({ idParam: 'j%2F2', name: '<b>宋词</b>', initial: '<', cover: '/covers/2.png', description: '两宋名篇', free: false, category: null, tags: [] })],
  categories: [{ idParam: 'c%201', name: '语言' }],
  hotTags: [{ name: 'C++', param: 'C%2B%2B' }],
  pagination: { pages: [1, 2, 3, 4, 5].map((number) => ({ number, current: number === 1 })), jumpNext: true, last: 9 },
};

/** The page as the server sends it: the build's template, filled. */
function renderFilled(values: MarketplacePrerenderModel = model) {
  document.body.innerHTML = fillTemplate(renderToStaticMarkup(<MarketplaceStaticView />), values);
}

const query = (href: string | null) => new URLSearchParams(href?.split('?')[1] ?? '');

describe('MarketplaceStaticView (知识市场 prerendered)', () => {
  it('shows each jar as its card, with plain links to the jar page', () => {
    renderFilled();
    const cards = within(screen.getByRole('list', { name: '知识罐' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: '唐诗三百首' })).toHaveAttribute('href', '/marketplace/jar/j1');
    expect(cards[0]).toHaveTextContent('免费');
    expect(cards[0]).toHaveTextContent('暂无简介');
    expect(cards[0]).toHaveTextContent('#唐诗');
    expect(within(cards[0]!).getByLabelText('300 个知识点')).toBeInTheDocument();
    // A user's text is text, never markup; the cover is an image; a paid jar says 付费.
    expect(within(cards[1]!).getByRole('link', { name: '<b>宋词</b>' })).toHaveAttribute('href', '/marketplace/jar/j%2F2');
    expect(cards[1]!.querySelector('b')).toBeNull();
    expect(cards[1]!.querySelector('img')).toHaveAttribute('src', '/covers/2.png');
    expect(cards[1]).toHaveTextContent('付费');
    expect(cards[1]).toHaveTextContent('两宋名篇');
    expect(screen.getByRole('status')).toHaveTextContent('共 41 个知识罐');
  });

  it('links categories, hot tags and pages to the URLs MarketplacePage reads, and searches with a GET form', () => {
    renderFilled();
    const [aside] = screen.getAllByRole('navigation', { name: '分类' });
    expect(readFilters(query(within(aside!).getByRole('link', { name: '语言' }).getAttribute('href'))).categoryId).toBe('c 1');
    expect(readFilters(query(screen.getByRole('link', { name: 'C++' }).getAttribute('href'))).tag).toBe('C++');
    const pages = screen.getByRole('navigation', { name: '分页' });
    expect(readFilters(query(within(pages).getByRole('link', { name: '9' }).getAttribute('href'))).page).toBe(9);
    expect(readFilters(query(within(pages).getByRole('link', { name: '下一页' }).getAttribute('href'))).page).toBe(2);
    const search = screen.getByRole('search');
    expect(search).toHaveAttribute('action', '/marketplace');
    expect(search).toHaveAttribute('method', 'get');
    expect(within(search).getByRole('searchbox', { name: '搜索知识罐' })).toHaveAttribute('name', 'keyword');
    expect(readFilters(new URLSearchParams('keyword=唐')).keyword).toBe('唐');
  });

  it('has no pagination for a single page', () => {
    renderFilled({ ...model, total: 2, pagination: false });
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
  });
});
