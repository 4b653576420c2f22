import { fireEvent, screen } from '@testing-library/react';
import { createAppStore } from '@memory/api';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/remote-runtime/testing';
import { routes } from './routes';

setupFakeApi();

/** Every page mf-memos owns (ARCHITECTURE.md §1) with the title its frame shows. */
const pages: [path: string, title: string][] = [
  ['/home/new-memo', '新建 MEMO'],
  ['/home/memos', 'MEMOS'],
  ['/home/stars', '我的收藏'],
  ['/home/trends', '数据趋势'],
];

describe('mf-memos routes', () => {
  it.each(pages)('%s shows the page 「%s」', async (path, title) => {
    renderRemote({ routes, path, store: createAppStore() });
    // findBy is the assertion. Checking the found element again would race: a page whose loading frame shows the
    // same heading replaces that element when its data arrives, and the old one is no longer in the document.
    await screen.findByText(title, { selector: 'h3' });
  });

  it('answers an unknown path under its prefixes with the 404 and 返回首页', async () => {
    const view = renderRemote({ routes, path: '/home/memos/unknown', store: createAppStore() });
    expect(await screen.findByText('出错了')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(view.history.location.pathname).toBe('/');
  });
});
