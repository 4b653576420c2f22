// `/`, 知识市场's first page, 新建 MEMO and MEMOS are served prerendered, painted without the app (no app script
// runs until the visitor shows intent; MEMOS' own boot script paints the feed's first page), and the app then takes
// them over in place: no layout shift, a control
// clicked before it ran does what it says, a link is a plain link, the keyboard focus stays where it was, and so does
// what was typed. Signed in, the prerendered page already greets the member (theme-boot.js reads the session); a
// signed-out visitor on 新建 MEMO is sent to sign in without having to do anything.
import type { Page } from '@playwright/test';
import { expectSignInPage } from '../fixtures/provider-pages';
import { expectRemotePage, expectSideMenuSelected, holdRemote, remoteArea, sideMenu, startPrerenderedApp } from '../fixtures/shell';
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

  test('a memo typed before moving on to its tags is still there when the app takes over', async ({ page }) => {
    // MEMOS' remote held back: the visitor types the memo and goes on to a tag while the page is still the painted one.
    const release = await holdRemote(page, 'mf-memos');
    await page.goto('/home/new-memo');
    await page.keyboard.type('暗反应发生在叶绿体基质中');
    await page.getByRole('textbox', { name: '标签' }).click();
    await page.keyboard.type('生物');
    await expect(prerendered(page)).toHaveCount(1);

    release();
    await expect(prerendered(page)).toHaveCount(0);
    const form = remoteArea(page, 'mf_memos');
    await expect(form.getByRole('textbox', { name: 'MEMO 内容' })).toHaveValue('暗反应发生在叶绿体基质中');
    await expect(form.getByRole('textbox', { name: '标签' })).toHaveValue('生物');
    await expect(form.getByRole('textbox', { name: '标签' })).toBeFocused();
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
  // The visitor gives no intent unless the test says so: the page is the painted one until then.
  test.use({ pointerOnArrival: false });

  /** A post of the feed as the server sends it. */
  const post = (n: number, overrides: Record<string, unknown> = {}) => ({
    id: `painted-${n}.0`,
    type: 'MEMO_POST',
    memoId: `memo-${n}`,
    jarId: null,
    itemId: null,
    content: `第 ${n} 条：**间隔重复**在快要忘记时复习`,
    subContent: null,
    source: null,
    hidden: false,
    hasAttachments: false,
    attachments: [],
    tags: ['记忆'],
    ...overrides,
  });
  /** The feed's first page: a visible memo, a hidden one, a hidden card with a cloze (its jar in the head). */
  const FEED = {
    entries: [
      post(1),
      post(2, { hidden: true }),
      post(3, { type: 'JAR_ITEM_POST', memoId: null, jarId: 'jar-1', itemId: 'item-3', source: '唐诗名篇', hidden: true, content: '床前{{c1::明月}}光', tags: [] }),
    ],
    remaining: 0,
    today: '2026-11-30',
  };

  /**
   * The feed's answer (FEED), held until the test lets it through; review events answered as accepted, without the
   * server (these posts are the test's own).
   */
  async function serveFeed(page: Page): Promise<{ release(): void; events: unknown[]; answer: { entries: unknown[] } }> {
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const events: unknown[] = [];
    const answer = { ...FEED };
    await page.route('**/api/timeline/fetch**', async (route) => {
      await released;
      await route.fulfill({ json: answer });
    });
    await page.route('**/api/reviews/events', async (route) => {
      const body = route.request().postDataJSON() as { events: Array<{ id: string; reviewId: string; type: string }> };
      events.push(...body.events);
      await route.fulfill({ json: { results: [] } });
    });
    return { release, events, answer };
  }

  /** Where each card is, by post id, rounded. */
  const cardPlaces = (page: Page) =>
    page.locator('[data-review-post]').evaluateAll((cards) =>
      cards.map((card) => {
        const box = card.getBoundingClientRect();
        return [card.getAttribute('data-review-post'), ...[box.x, box.y, box.width, box.height].map(Math.round)];
      }),
    );

  test('paints the feed’s first page without the app: the posts as the app shows them, hidden ones masked', async ({ page }) => {
    const feed = await serveFeed(page);
    // The app's scripts never run: what shows is the page and its own boot scripts only.
    await page.route(/\.js(\?|$)/, (route) =>
      /^\/(theme-boot|prerender-boot)\.js$|^\/remotes\/mf-memos\/memo-feed-boot\.js$/.test(new URL(route.request().url()).pathname) ? route.continue() : route.abort(),
    );
    await page.goto('/home/memos');
    await expect(page.getByRole('status', { name: '加载中' })).toBeVisible();
    feed.release();
    const cards = page.getByRole('article', { name: 'MEMO' });
    await expect(cards).toHaveCount(3);
    await expect(prerendered(page)).toHaveCount(1);
    expect(await antdElements(page)).toBe(0);
    await expect(page.getByRole('status', { name: '加载中' })).toHaveCount(0);
    await expect(sideMenu(page).getByRole('link', { name: 'MEMOS' })).toHaveAttribute('aria-current', 'page');
    // The visible memo: its Markdown and its tag.
    await expect(cards.nth(0).locator('strong')).toHaveText('间隔重复');
    await expect(cards.nth(0).getByText('#记忆')).toBeVisible();
    // A hidden memo: a recall hint, not its text; a hidden card: its cloze as a blank.
    await expect(cards.nth(1)).not.toContainText('第 2 条');
    await expect(cards.nth(1).getByText(/先回想一下，再点开看看|还记得这条内容吗？|试着在心里复述一遍/)).toBeVisible();
    await expect(cards.nth(2)).toContainText('唐诗名篇');
    await expect(cards.nth(2)).toContainText('床前[...]光');
    await expect(cards.nth(2)).not.toContainText('明月');
    await expect(cards.nth(1).getByRole('button', { name: 'AI 考考我' })).toBeDisabled();
    await expect(cards.nth(1).getByRole('button', { name: '查看' })).toBeEnabled();
  });

  for (const { width, height } of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    test(`the app starts on the first intent and takes the painted feed over in place, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      const feed = await serveFeed(page);
      feed.release();
      // A returning visitor: the app has run here before (a day with nothing left, so nothing was reviewed), and the
      // browser knows the account's AI access (a trial account: AI 考考我 locked, with its note).
      feed.answer.entries = [];
      await page.goto('/home/memos');
      await expectRemotePage(page, 'mf_memos', 'MEMOS');
      await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('memory.premium-until:')))).toBe(true);
      feed.answer.entries = FEED.entries;
      await page.reload();
      const before = await headingPlace(page, 'MEMOS');
      await expect(page.locator('#root[data-prerendered] [data-review-post]')).toHaveCount(3);
      await expect(page.locator('#root[data-prerendered]').getByRole('link', { name: '开通会员卡' }).first()).toBeVisible();
      const painted = await cardPlaces(page);
      const hint = await page.getByRole('article').nth(1).getByText(/先回想|还记得|试着/).textContent();
      await startPrerenderedApp(page);
      await expect(prerendered(page)).toHaveCount(0);
      await expectRemotePage(page, 'mf_memos', 'MEMOS');
      expect(await headingPlace(page, 'MEMOS')).toEqual(before);
      // The same cards in the same places, the same recall hint on the hidden memo (the painted page's, not a new pick).
      expect(await cardPlaces(page)).toEqual(painted);
      await expect(remoteArea(page, 'mf_memos').getByRole('article').nth(1)).toContainText(hint!);
      if (width < 768) await expect(page.getByRole('button', { name: /菜单 · MEMOS/ })).toBeVisible();
      else await expectSideMenuSelected(page, 'MEMOS');
      expect(await layoutShiftTotal(page)).toBeLessThan(0.02);
    });
  }

  test('a visible post met before the app ran is recorded once the app runs; 查看 clicked before it reveals', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const feed = await serveFeed(page);
    await page.goto('/home/memos');
    feed.release();
    const cards = page.getByRole('article', { name: 'MEMO' });
    await expect(cards).toHaveCount(3);
    // A second on screen, and the app not running: kept in the browser, for the app.
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('memory.seen-before-app:')).map((key) => localStorage.getItem(key)))).toEqual(['["painted-1.0"]']);
    expect(feed.events).toEqual([]);
    // 查看 on the hidden memo: the app starts, takes over and presses its own 查看.
    await cards.nth(1).getByRole('button', { name: '查看' }).click();
    await expect(prerendered(page)).toHaveCount(0);
    await expect(remoteArea(page, 'mf_memos').getByRole('article').nth(1)).toContainText('第 2 条');
    await expect.poll(() => feed.events.map((event) => `${(event as { reviewId: string }).reviewId} ${(event as { type: string }).type}`).sort()).toEqual(['painted-1.0 seen', 'painted-2.0 revealed']);
  });

  test('快捷键 clicked before the app took over opens the list of keys once it has', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const feed = await serveFeed(page);
    await page.goto('/home/memos');
    await page.getByRole('button', { name: '快捷键 ?' }).click();
    await expect(prerendered(page)).toHaveCount(1);
    feed.release();
    await expect(page.getByRole('dialog', { name: '键盘快捷键' })).toBeVisible();
  });

  test('with nothing left today, the app starts by itself and says so', async ({ page }) => {
    await page.route('**/api/timeline/fetch**', (route) => route.fulfill({ json: { entries: [], remaining: 0, today: '2026-11-30' } }));
    await page.goto('/home/memos');
    await expect(prerendered(page)).toHaveCount(0);
    await expectRemotePage(page, 'mf_memos', 'MEMOS');
    await expect(remoteArea(page, 'mf_memos').getByRole('status', { name: '加载中' })).toHaveCount(0);
  });
});
