// Every remote also runs alone for its team (`pnpm --filter mf-jars dev`), in the dev harness that plays the shell's
// part. Each journey starts the remote's own dev server fresh and opens one of its pages: the FIRST page load after
// start-up is the one that used to die ("Cannot read properties of undefined (reading 'call')", rspack dev's lazy
// compilation under Module Federation, see tooling/federation/app-config.mjs). The harness proxies the API to the suite's server and
// reads the suite account's restored session, so the page renders signed in.
import { workspaceRouteDeclarations } from '@memory/federation/remote-routes';
import { startRemoteDevServer, type DevServer } from '../fixtures/dev-server';
import { ports } from '../fixtures/ports';
import { expect, test } from '../fixtures/test';

const DEV_SERVER_PORT = ports.remoteDevServer;

for (const { name, folder, declaration } of workspaceRouteDeclarations()) {
  // The remote's first page that needs no id: its heading is the page's declared title.
  const page0 = Object.values(declaration.pages).find((candidate) => !candidate.path.includes(':'));
  if (!page0) throw new Error(`${folder}/routes.json declares no page without an id`);

  test.describe(`${folder} alone in its dev harness`, () => {
    let devServer: DevServer | null = null;

    test.beforeAll(async ({ baseURL }) => {
      test.setTimeout(120_000);
      devServer = await startRemoteDevServer(folder, DEV_SERVER_PORT, new URL(baseURL!).origin);
    });

    test.afterAll(async () => {
      await devServer?.stop();
    });

    test(`the first load of ${page0.path} mounts the remote and shows ${page0.title}`, async ({ page, account }) => {
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));

      try {
        await page.goto(`${devServer!.origin}${page0.path}`);
        await expect(page.getByText(`${folder} · 开发环境`)).toBeVisible();
        // Signed in with the suite's session: the page shows the account's data, not a detour to sign-in.
        await expect(page.getByRole('button', { name: `${account.username} · 退出登录` })).toBeVisible();
        const remote = page.locator(`[data-remote="${name}"]`);
        await expect(remote.getByRole('heading', { name: page0.title, exact: true })).toBeVisible({ timeout: 30_000 });
        await expect(page.getByText('该模块加载失败')).toHaveCount(0);
      } finally {
        // A crash hides the harness: say why in the report.
        if (pageErrors.length > 0) await test.info().attach('page errors', { body: pageErrors.join('\n\n'), contentType: 'text/plain' });
      }
      expect(pageErrors).toEqual([]);
    });
  });
}
