import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';
import { ports } from './fixtures/ports';

// Opens every story and docs page of the BUILT Storybook (run `pnpm -w build-storybook` first; the
// package script test:storybook does) and fails on any page error, console error or Storybook error display.
const port = ports.storybookStatic;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './storybook',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node ./storybook/static-server.mjs',
    url: `${baseURL}/index.json`,
    reuseExistingServer: false,
    timeout: 15_000,
    env: { PORT: String(port) },
  },
});
