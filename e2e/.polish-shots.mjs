import { chromium } from '@playwright/test';
const base = 'http://localhost:47610';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const routes = ['/home/memos', '/home/new-memo', '/markdown-help', '/home/trends', '/nope'];
for (const [w, h] of [[1280, 800], [390, 844]]) {
  for (const theme of ['light', 'dark']) {
    const context = await browser.newContext({ viewport: { width: w, height: h }, locale: 'zh-CN' });
    await context.addInitScript((mode) => localStorage.setItem('memory.themeMode', mode), theme);
    const page = await context.newPage();
    await page.goto(base + '/home/memos');
    await page.waitForURL(/oidc\/interaction/);
    await page.getByLabel('用户名').fill('demo');
    await page.getByLabel('密码').fill('memory-demo');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL('**/home/memos');
    for (const route of routes) {
      await page.goto(base + route);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/polish-shots/${w}-${theme}${route.replaceAll('/', '_')}.png` });
    }
    await context.close();
  }
}
await browser.close();
