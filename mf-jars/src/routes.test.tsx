import { fireEvent, screen } from '@testing-library/react';
import { createAppStore } from '@memory/api';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/remote-runtime/testing';
import { routes } from './routes';

setupFakeApi();

/** Every page mf-jars owns (ARCHITECTURE.md §1) with the title its frame shows. */
const pages: [path: string, title: string][] = [
  ['/home/jars', '知识罐'],
  ['/home/create-jar', '创建知识罐'],
  ['/home/jars/demo-1', '知识罐详情'],
  ['/home/jars/demo-1/settings', '知识罐设置'],
  ['/home/jars/demo-1/edit', '编辑知识罐'],
  ['/home/jars/demo-1/add-item', '添加知识点'],
  ['/home/jars/demo-1/add-item-with-memos', '从 MEMOS 添加'],
  ['/home/jars/demo-1/items/item-1', '知识点详情'],
  ['/home/jars/demo-1/items/item-1/edit', '编辑知识点'],
  ['/home/curves', '记忆曲线'],
  ['/home/create-curve', '创建曲线'],
  ['/home/curves/demo-1/edit', '编辑曲线'],
];

describe('mf-jars routes', () => {
  it.each(pages)('%s shows the page 「%s」', async (path, title) => {
    renderRemote({ routes, path, store: createAppStore() });
    // findBy is the assertion. Checking the found element again would race: a page whose loading frame shows the
    // same heading replaces that element when its data arrives, and the old one is no longer in the document.
    await screen.findByText(title, { selector: 'h3' });
  });

  it('answers an unknown path under its prefixes with the 404 and 返回首页', async () => {
    const view = renderRemote({ routes, path: '/home/jars/j-1/unknown/deeper', store: createAppStore() });
    expect(await screen.findByText('出错了')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(view.history.location.pathname).toBe('/');
  });
});
