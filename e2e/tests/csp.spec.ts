// The composed app runs under its Content-Security-Policy without a single violation, signed
// out and signed in, on every route; and no other site can frame it.
import type { Page } from '@playwright/test';
import { paths } from '../../shell/src/config/paths';
import { accessTokenOf } from '../fixtures/session';
import { expect, test } from '../fixtures/test';

const SIGNED_OUT_ROUTES = [paths.landing, paths.login, paths.mobileApp, paths.contactUs, paths.markdownHelp, paths.marketplace, '/nope'];
const SIGNED_IN_ROUTES = [
  '/home/new-memo',
  '/home/memos',
  '/home/stars',
  '/home/trends',
  '/home/jars',
  '/home/create-jar',
  '/home/curves',
  '/home/create-curve',
  '/home/store',
  '/home/store/jar-publish-tasks',
  '/home/member-cards',
  '/home/account',
  '/home/settings',
  '/marketplace',
  '/markdown-help',
];

/** Every CSP violation the page reports: the DOM event and Chromium's console message. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/CSP violation|Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(text)) violations.push(`${page.url()}: ${text}`);
  });
  return violations;
}

async function visitAll(page: Page, routes: string[]): Promise<void> {
  for (const route of routes) {
    const response = await page.goto(route);
    expect(response?.headers()['content-security-policy'], route).toContain("script-src 'self'");
    // Everything the route loads (remote manifests, chunks, API calls, images) has arrived.
    // /login goes on to the provider's own sign-in page (its own policy, recorded all the same): the app sends it
    // there by script, after the page has loaded.
    if (route === paths.login) await page.waitForURL(/\/oidc\//);
    await page.waitForLoadState('networkidle');
    if (!new URL(page.url()).pathname.startsWith('/oidc')) await expect(page.locator('#root')).not.toBeEmpty();
  }
}

test.describe('signed out', () => {
  test.use({ signedIn: false });

  test('no CSP violation on any public page', async ({ page }) => {
    const violations = await recordViolations(page);
    await visitAll(page, SIGNED_OUT_ROUTES);
    expect(violations).toEqual([]);
  });

  test('the app cannot be framed by another site', async ({ page, baseURL }) => {
    const response = await page.request.get('/');
    expect(response.headers()['x-frame-options']).toBe('DENY');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['referrer-policy']).toBe('no-referrer');

    // A page of another origin (about:blank here) tries to frame the app: the browser refuses to render it.
    await page.setContent(`<iframe id="victim" src="${baseURL}/" width="800" height="600"></iframe>`);
    const frameElement = await page.locator('#victim').elementHandle();
    const frame = await frameElement!.contentFrame();
    await frame!.waitForLoadState();
    await expect(frame!.locator('#root')).toHaveCount(0);
  });
});

test('no CSP violation on any page of a signed-in member', async ({ page }) => {
  const violations = await recordViolations(page);
  await visitAll(page, SIGNED_IN_ROUTES);
  expect(violations).toEqual([]);
});

test('an image from another host in a memo is a link, never loaded', async ({ page }) => {
  const violations = await recordViolations(page);
  const external: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(new URL(page.url() || 'http://127.0.0.1').origin)) external.push(request.url());
  });
  await page.goto('/home/new-memo');
  const token = await accessTokenOf(page);
  const created = await page.request.post('/api/memos', {
    headers: { authorization: `Bearer ${token}` },
    data: { content: '看这张图 ![追踪像素](https://tracker.example/p.gif)' },
  });
  expect(created.status()).toBe(201);
  await page.goto('/home/memos');
  await expect(page.getByRole('link', { name: '外部图片：追踪像素' })).toBeVisible();
  await expect(page.locator('img[src*="tracker.example"]')).toHaveCount(0);
  expect(external.filter((url) => url.includes('tracker.example'))).toEqual([]);
  expect(violations).toEqual([]);
});
