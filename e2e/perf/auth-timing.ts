// How long signing up and signing out take, as a person feels it, in Chromium against a running server:
//   BASE_URL=http://localhost:8080 pnpm --filter e2e perf:auth
// Sign-up: from 注册并登录 on the provider's page to 新建 MEMO mounted in the app (the password hashed, the account
// made, the code exchanged, the app started). Sign-out: from 退出登录 to the landing page (what the browser kept for
// the user deleted, the provider's session ended). Prints each run and the median; the target is 1.5 s for both.
// Each run makes a new account: the server's per-address sign-up limit bounds AUTH_RUNS (default 3). Not run in CI.
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium';
import { baseUrl } from './settings';

const RUNS = Number(process.env.AUTH_RUNS ?? 3);
const TARGET_MS = 1500;
const STEP_TIMEOUT_MS = 30_000;
// Unrelated to the usernames (perf_…): the provider refuses a password that contains a part of the username.
const PASSWORD = 'jade-river-harbor-42';

async function signUp(page: Page, run: number): Promise<number> {
  await page.goto(`${baseUrl}/home/new-memo`);
  await page.waitForURL(/\/oidc\/interaction\//, { timeout: STEP_TIMEOUT_MS });
  await page.getByRole('link', { name: '立即注册' }).click();
  await page.getByRole('heading', { name: '注册' }).waitFor();
  const username = `perf_${Date.now().toString(36)}${run}`;
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByLabel('确认密码').fill(PASSWORD);
  const started = performance.now();
  await page.getByRole('button', { name: '注册并登录' }).click();
  await page.locator('.remote-area[data-remote="mf_memos"][data-state="mounted"]').waitFor({ timeout: STEP_TIMEOUT_MS });
  return performance.now() - started;
}

async function signOut(page: Page): Promise<number> {
  await page.getByTestId('avatar-menu').click();
  const item = page.getByRole('menuitem', { name: '退出登录' });
  await item.waitFor();
  const started = performance.now();
  await item.click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: STEP_TIMEOUT_MS, waitUntil: 'load' });
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${Math.round(value)} ms`;

async function main() {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const signUps: number[] = [];
  const signOuts: number[] = [];
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
      const page = await context.newPage();
      signUps.push(await signUp(page, run));
      signOuts.push(await signOut(page));
      console.log(`run ${run}: sign-up ${ms(signUps.at(-1)!)}, sign-out ${ms(signOuts.at(-1)!)}`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const verdict = (value: number) => (value <= TARGET_MS ? 'within' : 'OVER');
  console.log(`sign-up median ${ms(median(signUps))} (${verdict(median(signUps))} ${TARGET_MS} ms)`);
  console.log(`sign-out median ${ms(median(signOuts))} (${verdict(median(signOuts))} ${TARGET_MS} ms)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
