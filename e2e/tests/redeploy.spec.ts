// Rebuilding and redeploying ONE remote changes what the page runs, with no shell rebuild.
// mf-marketplace is deployed on a host of its own (fixtures/ports.ts) that remotes.json (REMOTES_JSON of a server
// of its own) points at. The test builds mf-marketplace again with another BUILD_ID, swaps the
// deployed folder, reloads: the page runs the new build, and the shell's bundle is the very same file.
// A second server hosts a copy of mf-account's folder: a deploy of that folder alone whose
// routes.json declares one more page makes the page deep-link, with no restart and no other app touched.
// A remote that asks to be reloaded (its 重试 after its page code failed) gets the build deployed
// since; a remote built with an antd export the shell's cut-down copy lacks says 该模块需要更新的主应用版本 in its
// area, and the workspace's CI check (pnpm check:shared-exports) names that remote and export.
// With the service worker in control (shell/sw/), a redeploy under an open tab breaks nothing, the remote's reload and
// the next page load get the new build (its entry files are network-first), and offline the last build seen answers.
import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startAppServer, type AppServer } from '../fixtures/app-server';
import { buildIncompatibleRemote, buildRemote } from '../fixtures/build-remote';
import { repoRoot } from '../fixtures/paths';
import { ports } from '../fixtures/ports';
import { expectRemotePage, remoteArea, startPrerenderedApp, topNav } from '../fixtures/shell';
import { startStaticHost, type StaticHost } from '../fixtures/static-host';
import { expect, test } from '../fixtures/test';

const REMOTE_HOST_PORT = ports.redeployRemoteHost;
const APP_SERVER_PORT = ports.redeployServer;
const OWN_FOLDERS_SERVER_PORT = ports.ownFoldersServer;

test.use({ signedIn: false });

let workDir = '';
let remoteHost: StaticHost | null = null;
let server: AppServer | null = null;
const newBuildId = `redeploy-${Date.now().toString(36)}`;
const newBuildDir = () => path.join(workDir, 'mf-marketplace-next');
const incompatibleBuildDir = () => path.join(workDir, 'mf-marketplace-incompatible');
const firstBuildDir = path.join(repoRoot, 'mf-marketplace/dist');

test.beforeAll(async ({ request }) => {
  test.setTimeout(360_000);
  workDir = await mkdtemp(path.join(tmpdir(), 'memory-e2e-redeploy-'));
  // The new version, built on its own while the first one is live; and one that needs a newer shell.
  const building = Promise.all([
    buildRemote('mf-marketplace', newBuildDir(), newBuildId),
    buildIncompatibleRemote(incompatibleBuildDir(), `${newBuildId}-incompatible`),
  ]);

  remoteHost = await startStaticHost(REMOTE_HOST_PORT, firstBuildDir);
  // The usual remotes.json, except that mf_marketplace lives on its own host.
  const usual = (await (await request.get('/remotes.json')).json()) as { remotes: Array<{ name: string; entry: string; routes: string[] }> };
  const remotes = usual.remotes.map((remote) => ({
    ...remote,
    entry:
      remote.name === 'mf_marketplace'
        ? `${remoteHost!.origin}/mf-manifest.json`
        : `http://127.0.0.1:${APP_SERVER_PORT}${new URL(remote.entry).pathname}`,
  }));
  const remotesJson = path.join(workDir, 'remotes.json');
  await writeFile(remotesJson, JSON.stringify({ remotes }, null, 2));
  server = await startAppServer({
    port: APP_SERVER_PORT,
    dataDir: path.join(workDir, 'data'),
    env: { REMOTES_JSON: remotesJson, SEED_DEMO: '0' },
  });
  await building;
});

test.afterAll(async () => {
  await server?.stop();
  await remoteHost?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** What the page runs: the shell's entry script and the build id mf-marketplace put on its mount point. */
async function running(page: Page) {
  await expectRemotePage(page, 'mf_marketplace', '知识市场');
  const buildId = await remoteArea(page, 'mf_marketplace').locator('[data-build-id]').getAttribute('data-build-id');
  const shellEntry = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => new URL(script.src).pathname).filter((src) => /\/main\.[0-9a-f]+\.js$/.test(src)),
  );
  return { buildId, shellEntry };
}

test('redeploying mf-marketplace alone changes what the page runs; the shell bundle stays the same', async ({ page }) => {
  const remoteScripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(remoteHost!.origin) && request.resourceType() === 'script') remoteScripts.push(new URL(request.url()).pathname);
  });

  await page.goto(`${server!.origin}/marketplace`);
  const before = await running(page);
  expect(before.shellEntry).toHaveLength(1);
  expect(before.buildId).toBeTruthy();
  expect(before.buildId).not.toBe(newBuildId);
  const scriptsBefore = remoteScripts.splice(0);
  expect(scriptsBefore).toContain('/remoteEntry.js');

  remoteHost!.deploy(newBuildDir());
  await page.reload();

  const after = await running(page);
  expect(after.buildId).toBe(newBuildId);
  expect(after.shellEntry).toEqual(before.shellEntry);
  // The new build's own code was fetched from the remote's host: its exposed module has a new content hash.
  const exposed = (scripts: string[]) => scripts.filter((script) => script.includes('__federation_expose_app'));
  expect(exposed(remoteScripts)).toHaveLength(1);
  expect(exposed(remoteScripts)).not.toEqual(exposed(scriptsBefore));
});

test('a page that a redeployed remote declares deep-links, with no restart and no other app touched', async ({ page }) => {
  // The apps as the server hosts them (APPS_DIR), mf-account's folder a deployment of its own.
  const appsDir = path.join(workDir, 'apps');
  await mkdir(path.join(appsDir, 'mf-account'), { recursive: true });
  for (const app of ['shell', 'mf-memos', 'mf-jars', 'mf-marketplace']) await symlink(path.join(repoRoot, app), path.join(appsDir, app));
  const accountDist = path.join(appsDir, 'mf-account', 'dist');
  await cp(path.join(repoRoot, 'mf-account/dist'), accountDist, { recursive: true });
  const ownServer = await startAppServer({
    port: OWN_FOLDERS_SERVER_PORT,
    dataDir: path.join(workDir, 'data-own-folders'),
    env: { APPS_DIR: appsDir, SEED_DEMO: '0' },
  });
  try {
    const newPage = '/order-history-preview';
    await page.goto(`${ownServer.origin}${newPage}`);
    await expect(page.getByText('出错了')).toBeVisible();
    await expect(remoteArea(page, 'mf_account')).toHaveCount(0);

    // The deploy: mf-account's folder now declares the page (this build has no screen for it, so the remote
    // answers with its own 404 — inside its area, which is the shell routing the URL to mf-account).
    const declaration = JSON.parse(await readFile(path.join(accountDist, 'routes.json'), 'utf8'));
    declaration.routes.push(newPage);
    declaration.pages.orderHistoryPreview = { path: newPage, title: '订单预览' };
    await writeFile(path.join(accountDist, 'routes.json'), JSON.stringify(declaration));

    const response = await page.goto(`${ownServer.origin}${newPage}`);
    expect(response?.status()).toBe(200);
    await expect(remoteArea(page, 'mf_account')).toHaveAttribute('data-state', 'mounted');
    await expect(remoteArea(page, 'mf_account').getByText('出错了')).toBeVisible();
    await expect(page).toHaveTitle('订单预览 - 记忆仓库');
    // The other remotes are as they were.
    await page.goto(`${ownServer.origin}/marketplace`);
    await startPrerenderedApp(page);
    await expectRemotePage(page, 'mf_marketplace', '知识市场');
  } finally {
    await ownServer.stop();
  }
});

test('a remote that asks to be reloaded (its 重试 after its page code failed) gets the build deployed since', async ({ page }) => {
  remoteHost!.deploy(firstBuildDir);
  await page.goto(`${server!.origin}/marketplace`);
  const before = await running(page);
  expect(before.buildId).not.toBe(newBuildId);

  remoteHost!.deploy(newBuildDir());
  // What RemoteErrorBoundary's 重试 dispatches from inside the remote's area when a chunk failed (remoteReload.ts).
  await remoteArea(page, 'mf_marketplace')
    .getByRole('heading', { name: '知识市场', exact: true })
    .evaluate((heading) => heading.dispatchEvent(new CustomEvent('memory:remote-reload', { bubbles: true, cancelable: true })));

  await expect(remoteArea(page, 'mf_marketplace').locator('[data-build-id]')).toHaveAttribute('data-build-id', newBuildId);
  const after = await running(page);
  expect(after.shellEntry).toEqual(before.shellEntry);
});

test('with the service worker in control, a remote redeployed under an open tab breaks nothing, is taken on reload, and is what answers offline', async ({ page, context }) => {
  remoteHost!.deploy(firstBuildDir);
  await page.goto(`${server!.origin}/marketplace`);
  await running(page);
  // The worker installs once the page has shown; the next page load is the first it controls.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const before = await running(page);
  expect(before.buildId).not.toBe(newBuildId);

  // The deploy replaces the remote's folder: the open tab's build is gone from its host.
  remoteHost!.deploy(newBuildDir());
  // The open tab goes on with what it runs: another page and back, the remote as it was.
  await topNav(page).getByRole('link', { name: '联系我们' }).click();
  await expect(page.getByRole('heading', { name: '联系我们', exact: true })).toBeVisible();
  await topNav(page).getByRole('link', { name: '知识市场' }).click();
  expect((await running(page)).buildId).toBe(before.buildId);

  // Its reload of the remote (重试 after a chunk failed) gets the new build, not the worker's copy of the old entry.
  await remoteArea(page, 'mf_marketplace')
    .getByRole('heading', { name: '知识市场', exact: true })
    .evaluate((heading) => heading.dispatchEvent(new CustomEvent('memory:remote-reload', { bubbles: true, cancelable: true })));
  await expect(remoteArea(page, 'mf_marketplace').locator('[data-build-id]')).toHaveAttribute('data-build-id', newBuildId);

  // A page load takes the new build too; and offline, the last build seen answers from the worker's caches.
  await page.reload();
  const after = await running(page);
  expect(after.buildId).toBe(newBuildId);
  expect(after.shellEntry).toEqual(before.shellEntry);
  await context.setOffline(true);
  await page.reload();
  expect((await running(page)).buildId).toBe(newBuildId);
  await context.setOffline(false);
});

test('a remote deployed with an antd export the shell lacks says it needs a newer shell, and CI names it', async ({ page }) => {
  remoteHost!.deploy(incompatibleBuildDir());
  await page.goto(`${server!.origin}/marketplace`);

  const area = remoteArea(page, 'mf_marketplace');
  await expect(area).toHaveAttribute('data-state', 'incompatible');
  await expect(area.getByRole('alert')).toContainText('该模块需要更新的主应用版本');
  await expect(area).not.toContainText('请检查网络');
  await expect(area.getByRole('button', { name: '刷新页面' })).toBeVisible();

  // The rest of the page works: another page of the shell, and back.
  await topNav(page).getByRole('link', { name: '联系我们' }).click();
  await expect(page.getByRole('heading', { name: '联系我们', exact: true })).toBeVisible();
  await topNav(page).getByRole('link', { name: '知识市场' }).click();
  await expect(remoteArea(page, 'mf_marketplace')).toHaveAttribute('data-state', 'incompatible');

  // The workspace's CI check, given this build of mf-marketplace, fails and names the remote and the export.
  const check = spawnSync(process.execPath, [path.join(repoRoot, 'tooling/federation/scripts/check-shared-exports.mjs'), `mf-marketplace=${incompatibleBuildDir()}`], {
    encoding: 'utf8',
  });
  expect(check.status).toBe(1);
  expect(check.stderr).toContain('mf-marketplace imports antd.Mentions');

  // Deploying a compatible build again: 刷新页面 brings it back.
  remoteHost!.deploy(newBuildDir());
  await area.getByRole('button', { name: '刷新页面' }).click();
  await expectRemotePage(page, 'mf_marketplace', '知识市场');
});
