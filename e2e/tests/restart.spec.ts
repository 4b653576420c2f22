// Nothing is lost on restart. A server of this test's own (its own port and data folder) is
// stopped and started again on the same data: the user, the browser's session (tokens signed by keys kept
// in the database, the provider's session and grant) and the memo are all still there.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAppServer, type AppServer } from '../fixtures/app-server';
import { ports } from '../fixtures/ports';
import { newCredentials, signUpOnProvider } from '../fixtures/provider-pages';
import { accessTokenOf } from '../fixtures/session';
import { expectRemotePage, remoteArea, startPrerenderedApp } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';

// Next to the suite's own server (playwright.config.ts), so that two checkouts' suites can run side by side.
const PORT = ports.restartServer;

test.use({ signedIn: false });

let dataDir = '';
let server: AppServer | null = null;

test.beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'memory-e2e-restart-'));
});

test.afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

test('a restart keeps the user, the session and the memo', async ({ browser }) => {
  test.setTimeout(120_000);
  server = await startAppServer({ port: PORT, dataDir, env: { SEED_DEMO: '0' } });
  const context = await browser.newContext({ baseURL: server.origin, locale: 'zh-CN' });
  const page = await context.newPage();

  await page.goto('/home/new-memo');
  await signUpOnProvider(page, newCredentials('restart'));
  await page.waitForURL('**/home/new-memo');
  await expectRemotePage(page, 'mf_memos', '新建 MEMO');
  const content = `重启之后还在 ${Date.now()}`;
  const memos = remoteArea(page, 'mf_memos');
  await memos.getByRole('textbox', { name: 'MEMO 内容' }).fill(content);
  await memos.getByRole('button', { name: '记录' }).click();
  await expect(memos.getByRole('img', { name: '已记录' })).toBeVisible();
  const token = await accessTokenOf(page);
  const me = await (await context.request.get('/api/users/me', { headers: { authorization: `Bearer ${token}` } })).json();

  await server.stop();
  server = await startAppServer({ port: PORT, dataDir, env: { SEED_DEMO: '0' } });

  // The same tab is still signed in: its token still verifies, the page does not go to /login.
  await page.reload();
  // Served prerendered: the app runs on the visitor's first intent.
  await startPrerenderedApp(page);
  await expectRemotePage(page, 'mf_memos', '新建 MEMO');
  await expect(page).toHaveURL(/\/home\/new-memo$/);
  await expect(page.getByTestId('avatar-menu')).toBeVisible();

  // The user and the memo, through the API with the token issued before the restart.
  const headers = { authorization: `Bearer ${token}` };
  const meAfter = await context.request.get('/api/users/me', { headers });
  expect(meAfter.status()).toBe(200);
  expect(await meAfter.json()).toEqual(me);
  const page1 = await context.request.get('/api/memos/page?page=1&size=10', { headers });
  expect(page1.status()).toBe(200);
  expect(((await page1.json()) as { entries: Array<{ content: string }> }).entries.map((memo) => memo.content)).toContain(content);

  // The provider's session survived too: without the stored tokens, sign-in completes without the form.
  await page.evaluate(() => {
    for (const key of Object.keys(window.localStorage)) if (key.startsWith('memory.oidc.')) window.localStorage.removeItem(key);
  });
  const sawSignInForm: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().includes('/oidc/interaction/')) sawSignInForm.push(frame.url());
  });
  await page.goto('/home/settings');
  await page.waitForURL('**/home/settings');
  await expectRemotePage(page, 'mf_account', '设置');
  expect(sawSignInForm).toEqual([]);

  await context.close();
});
