import { fireEvent, screen } from '@testing-library/react';
import { createAppStore } from '@memory/api';
import { createFakeOrder } from '@memory/api/testing';
import { setupFakeApi } from '@memory/api/testing/jest';
import { declaredPageRows, renderRemote } from '@memory/remote-runtime/testing';
import declaration from '../routes.json';
import { routes } from './routes';

const fake = setupFakeApi();

/**
 * The heading each page of routes.json shows. Keyed by the declaration's page names, so a page declared there and
 * not listed here fails the typecheck; the path comes from the declaration (ids filled with the fake's).
 */
const headings: Record<keyof typeof declaration.pages, string> = {
  account: '账户',
  memberCards: '会员卡',
  settings: '设置',
  order: '订单详情',
};
const pages = declaredPageRows(declaration.pages, headings, 'order-1');

describe('mf-account routes', () => {
  it.each(pages)('%s shows the page 「%s」', async (path, title) => {
    fake.backend.state.orders = [createFakeOrder({ id: 'order-1' })];
    renderRemote({ routes, path, store: createAppStore() });
    // findBy is the assertion. Checking the found element again would race: a page whose loading frame shows the
    // same heading replaces that element when its data arrives, and the old one is no longer in the document.
    await screen.findByText(title, { selector: 'h3' });
  });

  it('answers an unknown path under its prefixes with the 404 and 返回首页', async () => {
    const view = renderRemote({ routes, path: '/order', store: createAppStore() });
    expect(await screen.findByText('出错了')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(view.history.location.pathname).toBe('/');
  });
});
