// The app offline: once a signed-in person has opened it, the service worker (shell/sw/service-worker.ts) serves it
// without a network: the shell, its side menu and the remote of the page, and the session is kept even when the
// access token expires meanwhile (a renewal that cannot reach the provider is not a sign-out).
import type { Page } from '@playwright/test';
import { DEFAULT_CURVE_ID, type RetentionReport } from '@memory/contracts';
import { apiJson, expectReviewsSynced, feedPosts, nextReviewEvent, openFeed, signUpAsMember } from '../fixtures/journeys';
import { expectRemotePage, expectSideMenuSelected, remoteArea, sideMenu, startPrerenderedApp, topNav } from '../fixtures/shell';
import { expectOfflineReady } from '../fixtures/offline';
import { expect, test } from '../fixtures/test';
import { chinaDay, resetServerClock, setServerDay } from '../fixtures/test-clock';

/** The stored session's access token as if it had expired (oidc-client-ts reads expires_at, in seconds). */
async function expireAccessToken(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const [key, value] of Object.entries(window.localStorage)) {
      if (!key.startsWith('memory.oidc.user:')) continue;
      window.localStorage.setItem(key, JSON.stringify({ ...(JSON.parse(value) as object), expires_at: Math.floor(Date.now() / 1000) - 60 }));
    }
  });
}

test('opened once online, the app reloads offline from the service worker, still signed in', async ({ page, context }) => {
  await page.goto('/home/memos');
  await expectRemotePage(page, 'mf_memos', 'MEMOS');
  await expectOfflineReady(page);

  await expireAccessToken(page);
  await context.setOffline(true);
  const failedPages: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.isNavigationRequest()) failedPages.push(request.url());
  });
  await page.reload();

  // The shell, the side menu and the memos remote, all without a network.
  await expect(topNav(page)).toBeVisible();
  await expectSideMenuSelected(page, 'MEMOS');
  await expectRemotePage(page, 'mf_memos', 'MEMOS');
  // Still signed in: the avatar menu, not 登录, though the token could not be renewed.
  await expect(page.getByRole('button', { name: '账户菜单' })).toBeVisible();
  await expect(page.getByRole('button', { name: '登录' })).toHaveCount(0);
  expect(failedPages).toEqual([]);

  // Another page of the shell, reached from the menu, and a deep link typed offline.
  await sideMenu(page).getByRole('link', { name: '新建 MEMO' }).click();
  await expectRemotePage(page, 'mf_memos', '新建 MEMO');
  await page.goto('/home/new-memo');
  // Served prerendered: the app runs on the visitor's first intent.
  await startPrerenderedApp(page);
  await expectRemotePage(page, 'mf_memos', '新建 MEMO');
  await expect(page.getByRole('button', { name: '账户菜单' })).toBeVisible();

  // Online again: the session renews and the page works as before, no sign-in asked.
  await context.setOffline(false);
  await page.goto('/home/memos');
  await expectRemotePage(page, 'mf_memos', 'MEMOS');
  await expect(remoteArea(page, 'mf_memos')).toHaveAttribute('data-state', 'mounted');
  await expect(page).toHaveURL(/\/home\/memos$/);
  await expect(page.getByRole('button', { name: '账户菜单' })).toBeVisible();
});

test('the prerendered pages answer from the app offline, and the OpenID provider and the API are never cached', async ({ page, context }) => {
  await page.goto('/home/memos');
  await expectRemotePage(page, 'mf_memos', 'MEMOS');
  await expectOfflineReady(page);
  const cachedUrls = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(cachedUrls.filter((path) => /^\/(?:api|oidc)\//.test(path) && !path.startsWith('/api/blobs/'))).toEqual([]);

  await context.setOffline(true);
  // 知识市场 is a prerendered page online; offline the app renders it (its remote is not kept: contained).
  await page.goto('/marketplace');
  await expect(topNav(page)).toBeVisible();
  await expect(topNav(page).locator('.ant-menu-item-selected')).toHaveText('知识市场');
  await expect(page.getByText('出错了')).toHaveCount(0);
});

test.describe('a day of review offline', () => {
  test.use({ signedIn: false });
  test.afterEach(async ({ request }) => {
    await resetServerClock(request);
  });

  test("today's posts reload from the browser offline, take a reveal and a grade, and reach the server once online", async ({ page, context, request }) => {
    await setServerDay(request, chinaDay(0));
    const headers = await signUpAsMember(page, request, '/home/new-memo', 'offline');
    const run = Date.now().toString(36);
    const contents = [`离线复习一 ${run}`, `离线复习二 ${run}`];
    for (const content of contents) {
      const response = await request.post('/api/memos', { headers, data: { content, aiExplained: '', tags: [], attachments: [], curveId: DEFAULT_CURVE_ID } });
      expect(response.status(), await response.text()).toBe(201);
    }
    // Day 1: the first showing, met on screen. Day 2: both come back hidden; the page keeps them for offline use.
    await setServerDay(request, chinaDay(1));
    const seen = nextReviewEvent(page, (event) => event.type === 'seen');
    await openFeed(page);
    await seen;
    await expectReviewsSynced(page);
    await setServerDay(request, chinaDay(2));
    let feed = await openFeed(page);
    await expect(feed.getByRole('button', { name: '查看' })).toHaveCount(2);
    await expectOfflineReady(page);

    await context.setOffline(true);
    await page.reload();
    const memos = remoteArea(page, 'mf_memos');
    await expectRemotePage(page, 'mf_memos', 'MEMOS');
    await expect(memos.getByText('离线', { exact: true })).toBeVisible();
    feed = feedPosts(page);
    await expect(feed.getByRole('button', { name: '查看' })).toHaveCount(2);

    const card = feed.first();
    const reviewId = await card.getAttribute('data-review-post');
    await card.getByRole('button', { name: '查看' }).click();
    await card.getByRole('group', { name: '评分' }).getByRole('button', { name: /很熟/ }).click();
    await expect(memos.getByText('1 条待同步')).toBeVisible();

    // Online again: the outbox sends the reveal and the grade, and the server has the grade exactly once.
    const synced = nextReviewEvent(page, (event) => event.type === 'graded');
    await context.setOffline(false);
    const graded = await synced;
    expect(graded.review).toMatchObject({ reviewId, grade: 'EASY' });
    await expectReviewsSynced(page);
    await expect(memos.getByText('离线', { exact: true })).toHaveCount(0);
    // Exactly once: one graded review on the curve, recalled; a replay of the same events would change nothing.
    const { curves } = (await apiJson(await request.get('/api/timeline/retention', { headers }))) as RetentionReport;
    expect(curves.find((curve) => curve.curveId === DEFAULT_CURVE_ID)?.allTime).toEqual({ graded: 1, recalled: 1 });
    feed = await openFeed(page);
    await expect(feed).toHaveCount(1);
    await expect(feed.getByRole('button', { name: '查看' })).toHaveCount(1);
  });
});
