// axe-core over every route and over the states where coloured tags and buttons show (an order 支付中 and 已完成, a
// knowledge point, a starred jar, the provider's sign-in and sign-up pages): at 1280 and 390 px, light and dark, no
// serious or critical violation. At 390 px no focusable element is hidden from sight (aria-hidden, off-screen, see-
// through): a keyboard user would tab onto nothing. App pages have one `main`.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { hrefTo, THEME_MODE_STORAGE_KEY } from '@memory/contracts';
import { apiJson, type AuthHeaders } from '../fixtures/journeys';
import { newCredentials, signUpOnProvider } from '../fixtures/provider-pages';
import { EVERY_PAGE, publicJarRoute } from '../fixtures/routes';
import { accessTokenOf } from '../fixtures/session';
import { expect, test } from '../fixtures/test';

// axe runs under the pages' real CSP (script-src 'self'): its source goes in through the DevTools protocol, which the
// CSP does not govern, not as a <script> the page would refuse (and a refused script tag would just hang).
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Theme = 'light' | 'dark';
const THEMES: readonly Theme[] = ['light', 'dark'];
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
  passes: { id: string }[];
  incomplete: { id: string }[];
}

/** Serious and critical axe violations on the page as it is now. Fails if axe did not actually look. */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResult> } }).axe.run(document, { resultTypes: ['violations'] }),
  );
  // A check that cannot look must not pass: axe evaluated the contrast rule on this page.
  const looked = [...result.violations, ...result.passes, ...result.incomplete].some((rule) => rule.id === 'color-contrast');
  expect(looked, `axe did not evaluate color-contrast on ${page.url()}`).toBe(true);
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} ×${violation.nodes.length} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 4).join(', ')})`);
}

/**
 * Elements the keyboard reaches that a sighted person cannot see: inside aria-hidden, wholly left or right of the
 * viewport (a closed drawer, a folded menu), inside a see-through ancestor (an overflowed menu item) or inside a
 * clipping box they lie outside of.
 */
async function hiddenFocusables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 20)}"`;
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const candidates = document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable]');
    for (const el of candidates) {
      if (el.tabIndex < 0 || el.closest('[inert]') || (el as HTMLButtonElement).disabled) continue;
      if (el instanceof HTMLInputElement && el.type === 'hidden') continue;
      // Not rendered or visibility:hidden: the browser does not focus it either.
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const rect = el.getBoundingClientRect();
      let why = '';
      if (el.closest('[aria-hidden="true"]')) why = 'inside aria-hidden';
      else if (rect.right <= 0 || rect.left >= width) why = 'off-screen';
      else {
        for (let parent = el.parentElement; parent && !why; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (Number(style.opacity) === 0) why = 'transparent ancestor';
          else if (/hidden|clip/.test(style.overflowX + style.overflowY)) {
            const box = parent.getBoundingClientRect();
            const outside = rect.right <= box.left || rect.left >= box.right || rect.bottom <= box.top || rect.top >= box.bottom;
            if (outside || box.width === 0 || box.height === 0) why = 'clipped';
          }
        }
      }
      if (why) found.push(`${why}: ${describe(el)}`);
    }
    return found;
  });
}

/** Waits until the layout has settled: two frames, then every finite animation and transition finished. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** The app's theme (remembered mode) and the system's (the provider's pages follow prefers-color-scheme). */
async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await page.addInitScript(({ key, mode }) => window.localStorage.setItem(key, mode), { key: THEME_MODE_STORAGE_KEY, mode: theme });
}

/**
 * What is wrong with the page as loaded (at 1280 px), then at 390 px. `app`: a page of the app, themed by
 * `data-theme` and with one `main`; otherwise a server-rendered page that follows the system theme.
 */
async function problemsAtBothWidths(page: Page, theme: Theme, app: boolean): Promise<string[]> {
  const where = `${new URL(page.url()).pathname} (${theme}`;
  const found: string[] = [];
  if (app) {
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const mains = await page.getByRole('main').count();
    if (mains !== 1) found.push(`${where}): ${mains} main landmarks`);
  }
  for (const violation of await axeViolations(page)) found.push(`${where}, 1280): ${violation}`);
  // A number input's spin buttons are named in Chinese (antd names them in English).
  for (const name of await page.locator('.ant-input-number-action').evaluateAll((spins) => spins.map((spin) => spin.getAttribute('aria-label')))) {
    if (name !== '增加' && name !== '减少') found.push(`${where}): a spin button named ${name}`);
  }
  await page.setViewportSize(PHONE);
  await settle(page);
  for (const violation of await axeViolations(page)) found.push(`${where}, 390): ${violation}`);
  for (const element of await hiddenFocusables(page)) found.push(`${where}, 390): focusable but ${element}`);
  await page.setViewportSize(DESKTOP);
  return found;
}

/** Opens an app page and waits for what it shows, not its skeleton: axe over a placeholder checks nothing. */
async function openApp(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  const loaded = { timeout: 30_000 };
  await expect(page.locator('.remote-area:not([data-state="mounted"])')).toHaveCount(0, loaded);
  await expect(page.locator('[aria-busy="true"], .ant-skeleton, .ant-spin-spinning')).toHaveCount(0, loaded);
  await expect(page.getByRole('main')).not.toBeEmpty(loaded);
}

/** Each page in each theme, once it shows `shows`. */
async function checkStates(page: Page, states: { route: string; shows: string }[]): Promise<void> {
  for (const theme of THEMES) {
    await useTheme(page, theme);
    for (const { route, shows } of states) {
      await openApp(page, route);
      await expect(page.getByRole('main').getByText(shows, { exact: true }).first()).toBeVisible();
      expect.soft(await problemsAtBothWidths(page, theme, true)).toEqual([]);
    }
  }
}

test.use({ viewport: DESKTOP });

for (const theme of THEMES) {
  test(`every route passes axe at 1280 and 390 px in the ${theme} theme, nothing hidden takes focus, one main`, async ({ page }) => {
    test.setTimeout(600_000);
    await useTheme(page, theme);
    for (const route of [...EVERY_PAGE, await publicJarRoute(page)]) {
      await openApp(page, route);
      expect.soft(await problemsAtBothWidths(page, theme, true)).toEqual([]);
    }
  });
}

test.describe('states', () => {
  // A fresh person: buying a card and subscribing must not change the suite's shared account.
  test.use({ signedIn: false });

  test('the sign-in and sign-up pages, an order 支付中 and 已完成, a knowledge point, a starred jar and an AI 制卡 inbox pass axe', async ({ page, request }) => {
    test.setTimeout(600_000);

    // The provider's own pages, reached as a person does: a protected page sends the browser there.
    await page.goto('/home/new-memo');
    await page.waitForURL(/\/oidc\/interaction\//);
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      expect.soft(await problemsAtBothWidths(page, theme, false)).toEqual([]);
    }
    await page.getByRole('link', { name: '立即注册' }).click();
    await expect(page.getByRole('heading', { name: '注册' })).toBeVisible();
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      expect.soft(await problemsAtBothWidths(page, theme, false)).toEqual([]);
    }
    await page.goBack();
    await signUpOnProvider(page, newCredentials('a11y'));
    await page.waitForURL('**/home/new-memo');
    const headers: AuthHeaders = { authorization: `Bearer ${await accessTokenOf(page)}` };

    // An order being paid (支付中) and a published jar starred (已收藏).
    const paying = await apiJson<{ id: string; total: number }>(await request.post('/api/orders', { headers, data: { type: 'MONTHLY', count: 1 } }));
    const { data } = await apiJson<{ data: { redirectPage: string } }>(
      await request.put(`/api/orders/${paying.id}/pay`, { headers, data: { amount: paying.total, channel: 'ALIPAY' } }),
    );
    const publicJar = (await publicJarRoute(page)).split('/').at(-1)!;
    const star = await request.put(`/api/marketplace/jars/${publicJar}/star`, { headers });
    expect(star.status(), await star.text()).toBe(204);
    const orderPage = `/order/${encodeURIComponent(paying.id)}`;
    await checkStates(page, [
      { route: orderPage, shows: '支付中' },
      { route: hrefTo.publicJar(publicJar), shows: '已收藏' },
      { route: '/home/stars', shows: '我的收藏' },
    ]);

    // Paid at the sandbox cashier: the order is 已完成 and the person a member, who makes a jar with a knowledge
    // point (its page has 删除).
    await page.goto(data.redirectPage);
    await page.getByRole('button', { name: '确认支付' }).click();
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
    const jar = await apiJson<{ id: string }>(await request.post('/api/jars', { headers, data: { name: '朝代顺序' } }));
    const item = await apiJson<{ id: string }>(await request.post(`/api/jars/${jar.id}/items`, { headers, data: { content: '**夏**：禹之子启建立' } }));
    // An AI 制卡 run's inbox: cards with every kind of flag (the fake upstream's script).
    const run = await request.post('/api/card-builder/runs', {
      headers,
      data: { source: '光合作用的场所是叶绿体。\n\n植物的根位于土壤中。三原色包括红、绿、蓝。' },
    });
    expect(run.status(), await run.text()).toBe(200);
    const runId = (JSON.parse(/^event: run\ndata: (.*)$/m.exec(await run.text())![1]!) as { id: string }).id;
    await checkStates(page, [
      { route: orderPage, shows: '已完成' },
      { route: `/home/jars/${jar.id}/items/${item.id}`, shows: '删除' },
      { route: `/home/card-builder?run=${runId}`, shows: '待处理（5）' },
    ]);
  });
});
