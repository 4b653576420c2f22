import { fireEvent, screen } from '@testing-library/react';
import { createAppStore } from '@memory/api';
import { setupFakeApi } from '@memory/api/testing/jest';
import { declaredPageRows, renderRemote } from '@memory/remote-runtime/testing';
import declaration from '../routes.json';
import { routes } from './routes';

setupFakeApi();

/**
 * The heading each page of routes.json shows. Keyed by the declaration's page names, so a page declared there and
 * not listed here fails the typecheck; the path comes from the declaration (ids filled with the fake's).
 */
const headings: Record<keyof typeof declaration.pages, string> = {
  jars: '知识罐',
  createJar: '创建知识罐',
  jarDetail: '知识罐详情',
  jarSettings: '知识罐设置',
  jarEdit: '编辑知识罐',
  jarAddItem: '添加知识点',
  jarAddItemWithMemos: '从 MEMOS 添加',
  jarItem: '知识点详情',
  jarItemEdit: '编辑知识点',
  curves: '记忆曲线',
  createCurve: '创建曲线',
  curveEdit: '编辑曲线',
  import: '导入',
  importJob: '导入',
  cardBuilder: 'AI 制卡',
};
const pages = declaredPageRows(declaration.pages, headings, 'demo-1', 'item-1');

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
