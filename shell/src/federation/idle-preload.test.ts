import { createRouteTable } from '../config/paths';
import { connectionAllowsPreload, contentShown, preloadNavRemotesWhenIdle, remotesBehindNavLinks } from './idle-preload';
import { preloadRemoteApp } from './preload-remote-app';

jest.mock('./preload-remote-app', () => ({ preloadRemoteApp: jest.fn() }));

const routeTable = createRouteTable([
  { name: 'mf_memos', entry: 'http://h/remotes/mf-memos/mf-manifest.json', routes: ['/home/new-memo', '/home/memos'], titles: {} },
  { name: 'mf_jars', entry: 'http://h/remotes/mf-jars/mf-manifest.json', routes: ['/home/jars/*'], titles: {} },
  { name: 'mf_marketplace', entry: 'http://h/remotes/mf-marketplace/mf-manifest.json', routes: ['/marketplace'], titles: {} },
  { name: 'mf_account', entry: 'http://h/remotes/mf-account/mf-manifest.json', routes: ['/home/account'], titles: {} },
]);

/** A /home page: the top nav, the side menu (知识罐 hidden, as in a folded menu), the memos remote's area. */
const page = (areaState: string, areaBody = '') => `
  <nav data-idle-preload><a href="/">首页</a><a href="/marketplace">知识市场</a></nav>
  <nav data-idle-preload><a href="/home/new-memo">新建</a><a href="/home/jars" data-hidden>知识罐</a><a href="/home/account">账户</a></nav>
  <nav><a href="/home/jars/1">a remote's own link</a></nav>
  <div class="remote-area" data-remote="mf_memos" data-state="${areaState}">${areaBody}</div>`;

beforeEach(() => {
  // jsdom lays nothing out: every element counts as shown but those marked data-hidden.
  jest.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
    return (this.hasAttribute('data-hidden') ? [] : [{}]) as unknown as DOMRectList;
  });
});

afterEach(() => {
  jest.mocked(preloadRemoteApp).mockClear();
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

it('preloads nothing with Save-Data or on a 2G connection', () => {
  expect(connectionAllowsPreload(undefined)).toBe(true);
  expect(connectionAllowsPreload({ effectiveType: '4g' })).toBe(true);
  expect(connectionAllowsPreload({ effectiveType: '4g', saveData: true })).toBe(false);
  expect(connectionAllowsPreload({ effectiveType: '2g' })).toBe(false);
  expect(connectionAllowsPreload({ effectiveType: 'slow-2g' })).toBe(false);
});

it('finds the remotes behind the visible links of the shell’s navigation, not the one on the page', () => {
  document.body.innerHTML = page('mounted');
  expect(remotesBehindNavLinks(routeTable)).toEqual(['mf_marketplace', 'mf_account']);
});

it('waits until the content has shown: the area mounted and nothing busy', () => {
  document.body.innerHTML = page('loading');
  expect(contentShown()).toBe(false);
  document.body.innerHTML = page('mounted', '<div class="ant-skeleton"></div>');
  expect(contentShown()).toBe(false);
  document.body.innerHTML = page('mounted', '<form>新建 MEMO</form>');
  expect(contentShown()).toBe(true);
});

it('waits for the app to take a prerendered page over: until then it is still loading behind the static markup', () => {
  document.body.innerHTML = `<div id="root" data-prerendered=".landing"><main class="landing">静态页</main><div>${page('mounted', '<main class="landing"></main>')}</div></div>`;
  expect(contentShown()).toBe(false);
  document.getElementById('root')!.removeAttribute('data-prerendered');
  expect(contentShown()).toBe(true);
});

it('preloads the neighbours once the content has shown and the browser is idle', async () => {
  jest.useFakeTimers();
  try {
    document.body.innerHTML = page('mounted', '<div role="status" aria-busy="true"></div>');
    const done = preloadNavRemotesWhenIdle(routeTable);
    await jest.advanceTimersByTimeAsync(5000);
    expect(preloadRemoteApp).not.toHaveBeenCalled();
    document.querySelector('[aria-busy]')!.setAttribute('aria-busy', 'false');
    await jest.advanceTimersByTimeAsync(1000);
    await done;
    expect(jest.mocked(preloadRemoteApp).mock.calls).toEqual([['mf_marketplace'], ['mf_account']]);
  } finally {
    jest.useRealTimers();
  }
});
