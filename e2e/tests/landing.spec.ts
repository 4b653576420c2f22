// `/`, 知识市场's first page and 新建 MEMO are served prerendered, painted without the app (no app
// script runs until the visitor shows intent); MEMOS paints its frame the same way while the app, started at once,
// fetches the feed, and the app then takes them over in place: no layout shift, a control
// clicked before it ran does what it says, a link is a plain link, the keyboard focus stays where it was, and so does
// what was typed. Signed in, the prerendered page already greets the member (theme-boot.js reads the session); a
// signed-out visitor on 新建 MEMO is sent to sign in without having to do anything.
import type { Page } from '@playwright/test';
import { expectSignInPage } from '../fixtures/provider-pages';
import { expectRemotePage, expectSideMenuSelected, remoteArea, sideMenu, startPrerenderedApp } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';

/**
 * Layout shifts the page has had since it started (the Layout Instability API, buffered), as CLS counts them: not
 * those right after an input (the skip link sliding in on the first Tab is the page answering the key).
 */
async function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
          resolve(total);
        }).observe({ type: 'layout-shift', buffered: true });
        // No entries at all: the observer never calls back; one frame later the answer is 0.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
}

const prerendered = (page: Page) => page.locator('#root[data-prerendered]');

/** Where a page's level-3 heading is, rounded: the same before and after the takeover when nothing moved. */
const headingPlace = async (page: Page, name: string) => {
  const box = await page.getByRole('heading', { name, level: 3 }).boundingBox();
  return box && [box.x, box.y, box.width, box.height].map(Math.round);
};
const antdElements = (page: Page) => page.evaluate(() => document.querySelectorAll('[class*="ant-"]:not(.anticon)').length);

test.describe('signed out', () => {
  test.use({ signedIn: false });

  test('/ paints prerendered without running the app, which takes over in place on first use', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('记住想记住的');
    await expect(page.getByRole('link', { name: /免费开始/ })).toBeVisible();
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    // Nothing of the app has run: the page is the prerendered one, and no antd style is in the document.
    await expect(prerendered(page)).toHaveCount(1);
    expect(await antdElements(page)).toBe(0);

    // The theme switch clicked before the app ran: the app starts and opens its own.
    await page.getByRole('button', { name: '外观' }).click();
    await page.getByRole('menuitem', { name: '深色' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(prerendered(page)).toHaveCount(0);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // The takeover moves nothing. The dropdown the replayed click opens may settle its size a few pixels once its
    // styles arrive, and when the app took long to start that is over 500 ms after the click, so CLS counts it
    // (a few thousandths): the page stays far inside the budget (CLS ≤ 0.02).
    expect(await layoutShiftTotal(page)).toBeLessThan(0.01);

    // From here on it is the app: an in-app navigation, no reload.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.getByRole('link', { name: '逛逛知识市场' }).click();
    await expect(page).toHaveURL(/\/marketplace$/);
    await expect(page.locator('.remote-area[data-remote="mf_marketplace"]')).toHaveAttribute('data-state', 'mounted');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
});

test.describe('知识市场 signed out', () => {
  test.use({ signedIn: false });

  /** The first jar card of the prerendered 知识市场: its name and its page. */
  async function firstJar(page: Page) {
    const card = page.getByRole('list', { name: '知识罐' }).getByRole('listitem').first();
    const name = (await card.getByRole('heading', { level: 4 }).textContent())?.trim() ?? '';
    const href = (await card.getByRole('link', { name, exact: true }).getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/marketplace\/jar\/./);
    return { card, name, href };
  }

  test('paints the public jars without the app; a card clicked before it ran opens the jar', async ({ page }) => {
    await page.goto('/marketplace');
    await page.waitForLoadState('networkidle');
    await expect(prerendered(page)).toHaveCount(1);
    expect(await antdElements(page)).toBe(0);
    await expect(page.getByRole('heading', { name: '知识市场', level: 3 })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(/共 \d+ 个知识罐/);
    const { card, name, href } = await firstJar(page);

    await card.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(href);
    await expectRemotePage(page, 'mf_marketplace', name);
  });

  test('a keyboard user tabs to a card, keeps the focus on it when the app takes over, and opens it', async ({ page }) => {
    await page.goto('/marketplace');
    await expect(prerendered(page)).toHaveCount(1);
    const { href } = await firstJar(page);
    const focusedHref = () => page.evaluate(() => document.activeElement?.getAttribute('href') ?? null);
    // The first Tab is the first intent: the app starts while the user tabs on.
    for (let presses = 0; presses < 60 && (await focusedHref()) !== href; presses += 1) await page.keyboard.press('Tab');
    expect(await focusedHref()).toBe(href);

    await expect(prerendered(page)).toHaveCount(0);
    const focused = page.locator('.remote-area[data-remote="mf_marketplace"] a:focus');
    await expect(focused).toHaveAttribute('href', href);
    await expect(focused).not.toHaveAttribute('aria-hidden', 'true');
    // No visible shift: the issue allows CLS ≤ 0.02; 0.001 leaves room only for sub-pixel rounding (0.00008 seen under load).
    expect(await layoutShiftTotal(page)).toBeLessThan(0.001);

    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(href);
    await expect(page.locator('.remote-area[data-remote="mf_marketplace"]')).toHaveAttribute('data-state', 'mounted');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
});

test('signed in, the prerendered / shows 继续记忆 and the account button, which opens the account menu', async ({ page }) => {
  await page.goto('/');
  await expect(prerendered(page)).toHaveCount(1);
  await expect(page.getByRole('link', { name: /继续记忆/ })).toBeVisible();
  await expect(page.getByRole('button', { name: '登录' })).toBeHidden();
  // The static account button already shows the user's letter (theme-boot.js), not a generic icon.
  await expect(page.locator('.static-nav__avatar-icon')).toBeHidden();
  const staticLetter = await page.locator('.static-nav__avatar-initial').evaluate((element) => getComputedStyle(element, '::after').content);
  expect(staticLetter).toMatch(/^"\S"$/);
  await page.getByRole('button', { name: '账户菜单' }).click();
  await expect(page.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
  await expect(prerendered(page)).toHaveCount(0);
  // ... the very letter the app's avatar shows once it has taken over.
  await expect(page.getByTestId('top-nav-avatar')).toHaveText(JSON.parse(staticLetter) as string);
  expect(await layoutShiftTotal(page)).toBeLessThan(0.001);
});

test.describe('新建 MEMO', () => {
  /** The app's scripts never run: the page as painted from its HTML (theme-boot.js only, which reads the session). */
  const withoutApp = (page: Page) => page.route(/\.js(\?|$)/, (route) => (new URL(route.request().url()).pathname === '/theme-boot.js' ? route.continue() : route.abort()));

  test('paints in the /home layout without the app; what is typed, and the focus, carry over into the app', async ({ page }) => {
    await page.goto('/home/new-memo');
    await page.waitForLoadState('networkidle');
    await expect(prerendered(page)).toHaveCount(1);
    expect(await antdElements(page)).toBe(0);
    await expect(sideMenu(page).getByRole('link', { name: '新建 MEMO' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: '新建 MEMO', level: 3 })).toBeVisible();
    // The box has the focus on arrival, as the app's has; focusing itself is no intent (the app has not started).
    const box = page.getByRole('textbox', { name: 'MEMO 内容' });
    await expect(box).toBeFocused();
    await expect(prerendered(page)).toHaveCount(1);

    // The first key is the first intent: the app starts while the visitor types on.
    await page.keyboard.type('记住 abandon');
    await expect(prerendered(page)).toHaveCount(0);
    await expectRemotePage(page, 'mf_memos', '新建 MEMO');
    const appBox = remoteArea(page, 'mf_memos').getByRole('textbox', { name: 'MEMO 内容' });
    await expect(appBox).toBeFocused();
    await page.keyboard.type('：放弃');
    await expect(appBox).toHaveValue('记住 abandon：放弃');
    await expectSideMenuSelected(page, '新建 MEMO');
  });

  for (const { width, height } of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    test(`the app takes the page over in place at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/home/new-memo');
      await expect(prerendered(page)).toHaveCount(1);
      const before = await headingPlace(page, '新建 MEMO');
      await startPrerenderedApp(page);
      await expect(prerendered(page)).toHaveCount(0);
      await expectRemotePage(page, 'mf_memos', '新建 MEMO');
      expect(await headingPlace(page, '新建 MEMO')).toEqual(before);
      await expect(remoteArea(page, 'mf_memos').getByRole('textbox', { name: 'MEMO 内容' })).toBeFocused();
      // The issue allows CLS ≤ 0.02: the app takes over once the form has its data, so nothing below the box moves after.
      expect(await layoutShiftTotal(page)).toBeLessThan(0.02);
    });
  }

  test('a draft kept in the browser starts the app at once, which shows it', async ({ page }) => {
    await page.addInitScript(() => {
      const session = Object.keys(localStorage).find((key) => key.startsWith('memory.oidc.user:'));
      const sub = session ? (JSON.parse(localStorage.getItem(session) ?? '{}') as { profile?: { sub?: string } }).profile?.sub : undefined;
      if (sub) localStorage.setItem(`memory.memo-draft:${encodeURIComponent(sub)}`, JSON.stringify({ content: '昨天没写完', tags: [], curveId: null }));
    });
    await page.goto('/home/new-memo');
    await expect(prerendered(page)).toHaveCount(0);
    await expect(remoteArea(page, 'mf_memos').getByRole('textbox', { name: 'MEMO 内容' })).toHaveValue('昨天没写完');
  });

  test.describe('signed out', () => {
    test.use({ signedIn: false });

    test('the visitor is sent to sign in at once, to come back to this page', async ({ page }) => {
      const urls: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) urls.push(frame.url());
      });
      await page.goto('/home/new-memo');
      await expectSignInPage(page);
      expect(urls.some((url) => url.endsWith('/login?returnTo=%2Fhome%2Fnew-memo'))).toBe(true);
    });

    test('until the app runs, the page shows no form, and 登录', async ({ page }) => {
      await withoutApp(page);
      await page.goto('/home/new-memo');
      await expect(prerendered(page)).toHaveCount(1);
      await expect(page.getByRole('textbox', { name: 'MEMO 内容' })).toBeHidden();
      await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    });
  });
});

test.describe('MEMOS', () => {
  /**
   * The feed's answer held until the test lets it through: the app, started at once, takes the painted page over only
   * once the feed has arrived, so until then the page is the one painted from the HTML.
   */
  async function holdFeed(page: Page): Promise<{ asked: Promise<void>; release(): void }> {
    let release = () => undefined as void;
    let ask = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const asked = new Promise<void>((resolve) => (ask = resolve));
    await page.route('**/api/timeline/fetch**', async (route) => {
      ask();
      await released;
      await route.continue();
    });
    return { asked, release };
  }

  test('paints its heading and a loading box in the /home layout without the app, and no post', async ({ page }) => {
    await page.route(/\.js(\?|$)/, (route) => (new URL(route.request().url()).pathname === '/theme-boot.js' ? route.continue() : route.abort()));
    await page.goto('/home/memos');
    await page.waitForLoadState('networkidle');
    await expect(prerendered(page)).toHaveCount(1);
    expect(await antdElements(page)).toBe(0);
    await expect(sideMenu(page).getByRole('link', { name: 'MEMOS' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: 'MEMOS', level: 3 })).toBeVisible();
    await expect(page.getByRole('status', { name: '加载中' })).toBeVisible();
    // The feed is the visitor's, the app's to fetch: nothing here could reveal a hidden post.
    await expect(page.getByRole('button', { name: '查看' })).toHaveCount(0);
  });

  for (const { width, height } of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    test(`the app starts by itself and takes the page over with the feed, in place, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      const feed = await holdFeed(page);
      await page.goto('/home/memos');
      await expect(prerendered(page)).toHaveCount(1);
      const before = await headingPlace(page, 'MEMOS');
      // No intent given: the feed is asked for, and the page waits for it only.
      await feed.asked;
      await expect(prerendered(page)).toHaveCount(1);
      feed.release();
      await expect(prerendered(page)).toHaveCount(0);
      await expectRemotePage(page, 'mf_memos', 'MEMOS');
      expect(await headingPlace(page, 'MEMOS')).toEqual(before);
      await expect(remoteArea(page, 'mf_memos').getByRole('status', { name: '加载中' })).toHaveCount(0);
      // A phone has the menu in a drawer, its button naming the page.
      if (width < 768) await expect(page.getByRole('button', { name: /菜单 · MEMOS/ })).toBeVisible();
      else await expectSideMenuSelected(page, 'MEMOS');
      expect(await layoutShiftTotal(page)).toBeLessThan(0.02);
    });
  }

  test('快捷键 clicked before the app took over opens the list of keys once it has', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const feed = await holdFeed(page);
    await page.goto('/home/memos');
    await page.getByRole('button', { name: '快捷键 ?' }).click();
    await expect(prerendered(page)).toHaveCount(1);
    feed.release();
    await expect(page.getByRole('dialog', { name: '键盘快捷键' })).toBeVisible();
  });
});
