import { fireEvent, screen } from '@testing-library/react';
import { createAppStore } from '@memory/api';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/design-system/remote-testing';
import { routes } from './routes';

setupFakeApi();

/** Every page mf-marketplace owns (ARCHITECTURE.md §1) with the title its frame shows. */
const pages: [path: string, title: string][] = [
  ['/marketplace', '知识市场'],
  ['/marketplace/jar/demo-1', '知识罐详情'],
  ['/home/store', '我发布的知识罐'],
  ['/home/store/jar-publish-tasks', '发布记录'],
  ['/home/jars/demo-1/publish', '发布知识罐'],
];

describe('mf-marketplace routes', () => {
  it.each(pages)('%s shows the page 「%s」', async (path, title) => {
    renderRemote({ routes, path, store: createAppStore() });
    expect(await screen.findByRole('heading', { level: 3, name: title })).toBeInTheDocument();
  });

  it('answers an unknown path under its prefixes with the 404 and 返回首页', async () => {
    const view = renderRemote({ routes, path: '/marketplace/nope', store: createAppStore() });
    expect(await screen.findByText('出错了')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(view.history.location.pathname).toBe('/');
  });
});
