import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';
import { SUITE_PORT } from './fixtures/ports';

// Journeys run against the composed product on the real server with a fresh database.
// The apps and the server must be built first (`pnpm build`); the server here runs its production build in
// NODE_ENV=test so the test-only hooks (clock) exist.
const port = SUITE_PORT;
export const baseURL = process.env.BASE_URL ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: process.env.BASE_URL
    ? undefined
    : {
        command: 'node ./scripts/start-test-server.mjs',
        url: `${baseURL}/remotes.json`,
        reuseExistingServer: false,
        timeout: 120_000,
        env: { E2E_PORT: String(port) },
        stdout: 'pipe',
        stderr: 'pipe',
        // Let the server close PGlite and the script remove its data folder (the default is SIGKILL).
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      },
});
