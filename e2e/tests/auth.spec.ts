// Sign-up and sign-in on the embedded provider's own pages, the profile and appearance saved on
// the server, sign-out, and protected pages (/home/*, /order/*) sending a signed-out visitor through /login
// and back to the page that asked.
import type { Page } from '@playwright/test';
import { expectSignInPage, newCredentials, signInOnProvider, signUpOnProvider } from '../fixtures/provider-pages';
import { expectRemotePage, remoteArea } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';

test.use({ signedIn: false });

/** Every URL the tab shows, including the shell's client-side redirects (/login?returnTo=...). */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

function loginUrlFor(returnTo: string): RegExp {
  return new RegExp(`/login\\?returnTo=${encodeURIComponent(returnTo).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

async function expectProfile(page: Page, username: string, theme: 'light' | 'dark'): Promise<void> {
  await expectRemotePage(page, 'mf_account', '设置');
  const settings = remoteArea(page, 'mf_account');
  await expect(settings.getByRole('strong').filter({ hasText: username })).toBeVisible();
  await expect(settings.getByRole('radio', { name: theme === 'dark' ? '深色' : '浅色' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

test('sign up, change username and theme, reload, sign out, sign in again to the page that asked', async ({ page }) => {
  // Two trips through the provider's pages and a reload: 18–26 s on a quiet machine, and it once ran out of the
  // default 60 s at its sign-out step on a machine loaded by parallel builds.
  test.setTimeout(120_000);
  const urls = recordUrls(page);
  const credentials = newCredentials('signup');
  const newName = `改名_${credentials.username.slice(-6)}`;

  // A protected page sends the visitor to /login, which goes on to the provider.
  await page.goto('/home/settings');
  await signUpOnProvider(page, credentials);
  await page.waitForURL('**/home/settings');
  expect(urls.some((url) => loginUrlFor('/home/settings').test(url))).toBe(true);
  await expectRemotePage(page, 'mf_account', '设置');
  const settings = remoteArea(page, 'mf_account');
  await expect(settings.getByRole('strong').filter({ hasText: credentials.username })).toBeVisible();

  // Username: display → edit → confirm saves the trimmed value.
  await settings.getByRole('button', { name: '修改用户名' }).click();
  await settings.getByRole('textbox', { name: '用户名' }).fill(`  ${newName}  `);
  await settings.getByRole('button', { name: '确定' }).click();
  await expect(settings.getByRole('strong').filter({ hasText: newName })).toBeVisible();

  // Appearance: 深色, saved as the user's setting.
  const saved = page.waitForResponse((response) => /\/api\/.*setting/i.test(response.url()) && response.request().method() !== 'GET' && response.ok());
  await settings.getByRole('radiogroup', { name: '外观' }).getByText('深色').click();
  await saved;
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.reload();
  await expectProfile(page, newName, 'dark');

  // 退出登录 ends the provider's session too and comes back to the landing page.
  await page.getByTestId('avatar-menu').click();
  // The menu shows the saved name: it has its final content before the click.
  await expect(page.getByRole('menuitem', { name: newName })).toBeVisible();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();

  // Signed out, /home goes to /login and the provider asks for credentials again.
  await page.goto('/home');
  await expectSignInPage(page);
  expect(urls.some((url) => loginUrlFor('/home').test(url) || loginUrlFor('/home/new-memo').test(url))).toBe(true);

  // As on another device: nothing kept in this browser but what the server knows.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/home/settings');
  await signInOnProvider(page, credentials);
  await page.waitForURL('**/home/settings');
  await expectProfile(page, newName, 'dark');
});

test('a signed-out visit to /order/123 goes through sign-in and back to the order', async ({ page, account }) => {
  const urls = recordUrls(page);
  await page.goto('/order/123');
  await signInOnProvider(page, account);
  await page.waitForURL('**/order/123');
  expect(urls.some((url) => loginUrlFor('/order/123').test(url))).toBe(true);
  // Back on the order's own page, signed in: order 123 is not this user's, so mf-account says it cannot be found.
  const area = remoteArea(page, 'mf_account');
  await expect(area).toHaveAttribute('data-state', 'mounted');
  await expect(area.getByText('出错了')).toBeVisible();
});

test('the provider refuses a wrong password and a taken username with clear messages', async ({ page, account }) => {
  await page.goto('/login');
  await signInOnProvider(page, { username: account.username, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toContainText('用户名或密码错误');

  await page.getByRole('link', { name: '立即注册' }).click();
  await page.getByLabel('用户名').fill(account.username);
  await page.getByLabel('密码', { exact: true }).fill(account.password);
  await page.getByLabel('确认密码').fill(account.password);
  await page.getByRole('button', { name: '注册并登录' }).click();
  await expect(page.getByText('用户名已被占用')).toBeVisible();
});

test('免费开始 on the landing page opens the sign-up form, and a new account starts on 新建 MEMO', async ({ page }) => {
  const credentials = newCredentials('start');
  await page.goto('/');
  await page.getByRole('link', { name: /免费开始/ }).click();
  // Straight to the sign-up form: a new visitor does not have to find 立即注册 under a sign-in form.
  await expect(page.getByRole('heading', { name: '注册' })).toBeVisible();
  await page.getByLabel('用户名').fill(credentials.username);
  await page.getByLabel('密码', { exact: true }).fill(credentials.password);
  await page.getByLabel('确认密码').fill(credentials.password);
  await page.getByRole('button', { name: '注册并登录' }).click();
  await page.waitForURL('**/home/new-memo');
  await expectRemotePage(page, 'mf_memos', '新建 MEMO');
});
