import { createRouteTable } from '../config/paths';
import { preloadRemoteApp } from './preload-remote-app';
import { preloadRemoteFor, preloadRemotesOnIntent } from './remote-preload';

jest.mock('./preload-remote-app', () => ({ preloadRemoteApp: jest.fn() }));

const routeTable = createRouteTable([
  { name: 'mf_jars', entry: 'http://h/remotes/mf-jars/mf-manifest.json', routes: ['/home/jars/*'], titles: {} },
  { name: 'mf_marketplace', entry: 'http://h/remotes/mf-marketplace/mf-manifest.json', routes: ['/marketplace', '/home/jars/:id/publish'], titles: {} },
]);

afterEach(() => {
  jest.mocked(preloadRemoteApp).mockClear();
  document.body.innerHTML = '';
});

it('preloads the remote owning a pathname, and nothing for the shell’s own pages', () => {
  preloadRemoteFor(routeTable, '/home/jars/7/publish', { withAntd: true });
  preloadRemoteFor(routeTable, '/login');
  expect(jest.mocked(preloadRemoteApp).mock.calls).toEqual([['mf_marketplace', { antdFor: '/home/jars/7/publish' }]]);
});

it('preloads the remote behind a link when it is hovered or focused, until uninstalled', () => {
  document.body.innerHTML = '<a href="/marketplace"><span>知识市场</span></a><a href="https://other.example/home/jars">外链</a><a href="/home/jars/1">罐</a>';
  const uninstall = preloadRemotesOnIntent(routeTable);
  const [market, external, jar] = [...document.querySelectorAll('a')];
  market!.querySelector('span')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
  external!.dispatchEvent(new Event('pointerover', { bubbles: true }));
  jar!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  // A hovered link is speculative: the remote's files, not its antd components.
  expect(jest.mocked(preloadRemoteApp).mock.calls).toEqual([['mf_marketplace', {}], ['mf_jars', {}]]);
  uninstall();
  market!.dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(preloadRemoteApp).toHaveBeenCalledTimes(2);
});
