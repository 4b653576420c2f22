import { fireEvent, screen } from '@testing-library/react';
import { createAppStore } from '@memory/api';
import { createFakeJar, createFakePublicJar, createPremiumAccount } from '@memory/api/testing';
import { setupFakeApi } from '@memory/api/testing/jest';
import { declaredPageRows, renderRemote } from '@memory/remote-runtime/testing';
import declaration from '../routes.json';
import { routes } from './routes';

const fake = setupFakeApi();
beforeEach(() => {
  fake.backend.state.account = createPremiumAccount();
  fake.backend.state.jars = [createFakeJar({ id: 'demo-1', name: '唐诗名篇' })];
  fake.backend.state.publicJars = [createFakePublicJar({ id: 'demo-1', name: '唐诗名篇' })];
});

/**
 * The heading each page of routes.json shows. Keyed by the declaration's page names, so a page declared there and
 * not listed here fails the typecheck; the path comes from the declaration (ids filled with the fake's).
 */
const headings: Record<keyof typeof declaration.pages, string> = {
  marketplace: '知识市场',
  publicJar: '唐诗名篇',
  store: '我发布的知识罐',
  publishTasks: '发布记录',
  jarPublish: '发布「唐诗名篇」',
};
const pages = declaredPageRows(declaration.pages, headings, 'demo-1');

describe('mf-marketplace routes', () => {
  it.each(pages)('%s shows the page 「%s」', async (path, title) => {
    renderRemote({ routes, path, store: createAppStore() });
    // findBy is the assertion. Checking the found element again would race: a page whose loading frame shows the
    // same heading replaces that element when its data arrives, and the old one is no longer in the document.
    await screen.findByText(title, { selector: 'h3' });
  });

  it('answers an unknown path under its prefixes with the 404 and 返回首页', async () => {
    const view = renderRemote({ routes, path: '/marketplace/nope', store: createAppStore() });
    expect(await screen.findByText('出错了')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(view.history.location.pathname).toBe('/');
  });
});
