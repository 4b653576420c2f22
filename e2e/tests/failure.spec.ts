// A remote that cannot load, or throws while loading or mounting, is contained in its own
// area (该模块加载失败 · 重试); the top nav, the side menu and the other remotes keep working, and 重试
// recovers once the remote is back. The breakage is made on the wire with page.route, as a bad deploy would.
// A code-split page whose chunk fails to load (the network dropped, a redeploy removed it) is
// contained too, in the shell and inside a remote, and 重试 loads it.
import type { Page, Route } from '@playwright/test';
import { expectRemoteFailed, expectRemotePage, expectSideMenuSelected, remoteArea, sideMenu, startPrerenderedApp, topNav } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';

const JARS_MANIFEST = /\/remotes\/mf-jars\/mf-manifest\.json(\?.*)?$/;
const ACCOUNT_ENTRY = /\/remotes\/mf-account\/remoteEntry\.js(\?.*)?$/;
/** Code-split chunks (`<id>.<contenthash>.js`): of mf-memos, and of the shell itself (served from the root). */
const MEMOS_CHUNK = /\/remotes\/mf-memos\/\d+\.[0-9a-f]{8}\.js(\?.*)?$/;
const isShellChunk = (url: URL) => /^\/(?!main\.)[^/]+\.[0-9a-f]{8}\.js$/.test(url.pathname);

/** The rest of the page still works while one remote is down: top nav, side menu, another remote. */
async function expectShellStillWorks(page: Page): Promise<void> {
  await sideMenu(page).getByRole('link', { name: '新建 MEMO' }).click();
  await expect(page).toHaveURL(/\/home\/new-memo$/);
  await expectSideMenuSelected(page, '新建 MEMO');
  await expectRemotePage(page, 'mf_memos', '新建 MEMO');
  await topNav(page).getByRole('link', { name: '知识市场' }).click();
  await expectRemotePage(page, 'mf_marketplace', '知识市场');
}

test('a remote whose manifest answers 503 is contained, and 重试 recovers once it is back', async ({ page }) => {
  await page.route(JARS_MANIFEST, (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }));

  await page.goto('/home/curves');
  await expectRemoteFailed(page, 'mf_jars');
  // Only its area failed: the shell around it is whole.
  await expectSideMenuSelected(page, '记忆曲线');
  await expect(topNav(page)).toBeVisible();

  await expectShellStillWorks(page);

  // Still down: coming back shows the same contained failure.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/home\/curves$/);
  const retry = await expectRemoteFailed(page, 'mf_jars');

  await page.unroute(JARS_MANIFEST);
  await retry.click();
  await expectRemotePage(page, 'mf_jars', '记忆曲线');
  await expect(remoteArea(page, 'mf_jars').getByText('艾宾浩斯曲线')).toBeVisible();
});

test('a remote whose remoteEntry throws while evaluating is contained, and 重试 recovers', async ({ page }) => {
  await page.route(ACCOUNT_ENTRY, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: 'throw new Error("e2e: broken deploy of mf_account");' }),
  );

  await page.goto('/home/settings');
  const retry = await expectRemoteFailed(page, 'mf_account');
  await expectSideMenuSelected(page, '设置');

  await page.unroute(ACCOUNT_ENTRY);
  await retry.click();
  await expectRemotePage(page, 'mf_account', '设置');

  await expectShellStillWorks(page);
});

/**
 * The real remoteEntry.js with one change appended: its `./app` module's mount rejects (or, with
 * `renderThrows`, its root component throws while rendering), the way a remote with a bug would.
 */
function serveEntryWithBrokenApp(kind: 'mount' | 'render') {
  return async (route: Route) => {
    const original = await route.fetch();
    const breakApp = `
// The container's exports are getters, so the global itself is swapped for a wrapper.
;mf_account = (function breakForE2e(container) {
  var wrapper = {};
  Object.keys(container).forEach(function (key) {
    wrapper[key] = typeof container[key] === 'function' ? container[key].bind(container) : container[key];
  });
  wrapper.get = function (request) {
    return Promise.resolve(container.get.apply(container, arguments)).then(function (factory) {
      if (request !== './app') return factory;
      return function () {
        var module = factory();
        var real = module && module.default ? module.default : module;
        var broken = Object.assign({}, real, {
          mount: ${
            kind === 'mount'
              ? `function () { return Promise.reject(new Error('e2e: mf_account mount throws')); }`
              : // The shared store, except that reading it throws until the test sets window.__e2eRenderFixed:
                // the remote's own tree throws while rendering, like a bug that a later state no longer hits.
                `function (props) {
                  var store = props.store;
                  var flaky = Object.assign({}, store, {
                    getState: function () {
                      if (!window.__e2eRenderFixed) throw new Error('e2e: mf_account render throws');
                      return store.getState();
                    },
                  });
                  return real.mount(Object.assign({}, props, { store: flaky }));
                }`
          },
        });
        return Object.assign({}, broken, { default: broken });
      };
    });
  };
  return wrapper;
})(mf_account);`;
    // Not stored: a cached copy revalidated by the real file's ETag would keep the broken body after the fix.
    const { etag: _etag, 'last-modified': _lastModified, ...headers } = original.headers();
    await route.fulfill({ response: original, headers: { ...headers, 'cache-control': 'no-store' }, body: (await original.text()) + breakApp });
  };
}

test('a remote that throws while mounting is contained, and 重试 recovers once it is fixed', async ({ page }) => {
  await page.route(ACCOUNT_ENTRY, serveEntryWithBrokenApp('mount'));

  await page.goto('/home/settings');
  await expectRemoteFailed(page, 'mf_account');
  await expectShellStillWorks(page);

  // Back on the broken remote's page, the fixed deploy is picked up by 重试.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/home\/settings$/);
  const retry = await expectRemoteFailed(page, 'mf_account');
  await page.unroute(ACCOUNT_ENTRY);
  await retry.click();
  await expectRemotePage(page, 'mf_account', '设置');
});

test('a remote that throws while rendering is contained in its area, and 重试 renders it again', async ({ page }) => {
  await page.route(ACCOUNT_ENTRY, serveEntryWithBrokenApp('render'));

  await page.goto('/home/settings');
  const retry = await expectRemoteFailed(page, 'mf_account');
  await expectSideMenuSelected(page, '设置');
  await expect(topNav(page)).toBeVisible();

  await page.evaluate(() => ((window as unknown as { __e2eRenderFixed: boolean }).__e2eRenderFixed = true));
  await retry.click();
  await expectRemotePage(page, 'mf_account', '设置');
  await expectShellStillWorks(page);
});

test('a remote page whose code fails to load is contained in the remote, and 重试 loads it once the network is back', async ({ page }) => {
  await page.goto('/home/new-memo');
  // Served prerendered: the app runs on the visitor's first intent.
  await startPrerenderedApp(page);
  await expectRemotePage(page, 'mf_memos', '新建 MEMO');
  // The network drops for mf-memos' code-split pages; MEMOS has not been loaded yet.
  await page.route(MEMOS_CHUNK, (route) => route.abort('internetdisconnected'));

  await sideMenu(page).getByRole('link', { name: 'MEMOS' }).click();
  const area = remoteArea(page, 'mf_memos');
  await expect(area.getByText('该模块加载失败')).toBeVisible({ timeout: 15_000 });
  await expectSideMenuSelected(page, 'MEMOS');
  await expect(topNav(page)).toBeVisible();

  // 重试 inside the remote asks the shell to reload mf-memos (a redeploy may have replaced the chunk).
  await page.unroute(MEMOS_CHUNK);
  await area.getByRole('button', { name: '重试' }).click();
  await expectRemotePage(page, 'mf_memos', 'MEMOS');
  await expectShellStillWorks(page);
});

test('a shell page whose code fails to load is contained where the page goes, and 重试 loads it', async ({ page }) => {
  await page.goto('/home/new-memo');
  // Served prerendered: the app runs on the visitor's first intent.
  await startPrerenderedApp(page);
  await expectRemotePage(page, 'mf_memos', '新建 MEMO');
  await page.route(isShellChunk, (route) => route.abort('internetdisconnected'));

  await topNav(page).getByRole('link', { name: '联系我们' }).click();
  const content = page.getByRole('main');
  await expect(content.getByText('该模块加载失败')).toBeVisible({ timeout: 15_000 });
  // Not a blank app: the user can still go elsewhere. Back to a page whose code is loaded already: while the shell's
  // files fail, so do the antd components (the shell's) that a remote not shown yet would need.
  await page.goBack();
  await expectRemotePage(page, 'mf_memos', '新建 MEMO');

  await topNav(page).getByRole('link', { name: '联系我们' }).click();
  await page.unroute(isShellChunk);
  await content.getByRole('button', { name: '重试' }).click();
  await expect(content.getByRole('heading', { name: '联系我们', exact: true })).toBeVisible();
});
