// A day's review without the mouse — J / K, Space (查看), E (编辑), X (放弃 with its confirm), ? (the keys),
// the post menu as a real menu (arrows, Enter, Escape, focus back on ⋯), the skip link and the focused memo box.
import { DEFAULT_CURVE_ID } from '@memory/contracts';
import { signUpAsMember } from '../fixtures/journeys';
import { expectRemotePage, holdRemote, remoteArea, startPrerenderedApp } from '../fixtures/shell';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { chinaDay, resetServerClock, setServerDay } from '../fixtures/test-clock';

const ABANDON_CONFIRM = '放弃后该内容将不再出现在 MEMOS 中，且不可恢复。确定放弃吗？';

test.afterEach(async ({ request }) => {
  await resetServerClock(request);
});

test('the skip link reaches the content, and the memo box has the focus on /home/new-memo', async ({ page }) => {
  await page.goto('/home/new-memo');
  // Served prerendered: the app runs on the visitor's first intent.
  await startPrerenderedApp(page);
  await expectRemotePage(page, 'mf_memos', '新建 MEMO');
  await expect(remoteArea(page, 'mf_memos').getByRole('textbox', { name: 'MEMO 内容' })).toBeFocused();

  await page.goto('/contact-us');
  // As a person does: Tab once the page shows (the app renders after the load event, in a transition).
  await expect(page.getByRole('heading', { name: '联系我们' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '跳到主要内容' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page.getByRole('main')).toHaveCount(1);
});

test.describe('a fresh account', () => {
  test.use({ signedIn: false });

  /**
   * A fresh account (the shared demo account holds other journeys' memos, and unmet ones stay due day after day) with
   * two memos: day 0 written, day 1 their first showing (seen, reported through the API), day 2 two hidden reviews.
   */
  async function twoHiddenReviews(page: Page, request: APIRequestContext): Promise<{ run: string; contents: string[] }> {
    const run = Date.now().toString(36);
    const contents = [`键盘复习一 ${run}`, `键盘复习二 ${run}`];
    await setServerDay(request, chinaDay(0));
    const headers = await signUpAsMember(page, request, '/home/new-memo', 'keyboard');
    for (const content of contents) {
      const response = await request.post('/api/memos', { headers, data: { content, aiExplained: '', tags: [], attachments: [], curveId: DEFAULT_CURVE_ID } });
      expect(response.status(), await response.text()).toBe(201);
    }
    await setServerDay(request, chinaDay(1));
    const shown = (await (await request.put('/api/timeline/fetch', { headers, data: { held: [] } })).json()) as { entries: Array<{ id: string }> };
    const seen = shown.entries.map((post) => ({ id: crypto.randomUUID(), reviewId: post.id, type: 'seen' }));
    const recorded = await request.post('/api/reviews/events', { headers, data: { events: seen } });
    expect(recorded.ok(), await recorded.text()).toBe(true);
    await setServerDay(request, chinaDay(2));
    return { run, contents };
  }

  test("a day's review from the keyboard only: move, reveal, edit, abandon, the menu and the key list", async ({ page, request }) => {
    const { run, contents } = await twoHiddenReviews(page, request);

    await page.goto('/home/memos');
    await expectRemotePage(page, 'mf_memos', 'MEMOS');
    const memos = remoteArea(page, 'mf_memos');
    const posts = memos.locator('[data-review-post]');
    await expect(posts.filter({ hasText: /查看/ })).toHaveCount(2);
    for (const content of contents) await expect(page.getByText(content)).toHaveCount(0);

    // J focuses the first post, Space reveals it (and nothing else).
    await page.keyboard.press('j');
    await expect(posts.first()).toBeFocused();
    await page.keyboard.press(' ');
    await expect(posts.first()).toContainText(run);
    await expect(posts.nth(1)).not.toContainText(run);
    await page.keyboard.press('j');
    await expect(posts.nth(1)).toBeFocused();
    await page.keyboard.press('k');
    await expect(posts.first()).toBeFocused();

    // ? lists the keys; Escape closes the list.
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: '键盘快捷键' });
    await expect(help).toBeVisible();
    await expect(help.getByRole('row', { name: /X\s*放弃/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();

    // E edits the focused post; keys typed in the editor stay in it.
    await posts.first().focus();
    await page.keyboard.press('e');
    const editor = page.getByRole('textbox', { name: '内容' });
    await expect(editor).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.type(' jkx');
    await page.getByRole('button', { name: '保存' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('更新成功')).toBeVisible();
    await expect(posts.first()).toContainText(`${contents[0]} jkx`);

    // The ⋯ menu: Enter opens it with the focus inside, arrows move, Escape closes it and ⋯ has the focus back.
    const more = posts.first().getByRole('button', { name: '更多操作' });
    await more.focus();
    await page.keyboard.press('Enter');
    // The open menu takes the focus; the item the arrows are on is the focused item, or the one rc-menu marks active.
    const openMenu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden) [role="menu"]');
    const focusInMenu = () => openMenu.evaluate((menu) => menu.contains(document.activeElement));
    const activeItem = () =>
      openMenu.evaluate((menu) => {
        const focused = document.activeElement?.closest('[role="menuitem"]');
        return (focused && menu.contains(focused) ? focused : menu.querySelector('.ant-dropdown-menu-item-active'))?.textContent ?? '';
      });
    // Each press is waited for (the active item changes) before the next is decided: reading too early overshoots.
    const arrowTo = async (name: string) => {
      for (let press = 0; press < 4; press += 1) {
        const before = await activeItem();
        if (before === name) return;
        await page.keyboard.press('ArrowDown');
        await expect.poll(activeItem).not.toBe(before);
      }
      expect(await activeItem()).toBe(name);
    };
    await expect.poll(focusInMenu).toBe(true);
    await arrowTo('编辑');
    await page.keyboard.press('Escape');
    await expect(more).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(focusInMenu).toBe(true);
    await arrowTo('编辑');
    await page.keyboard.press('Enter');
    await expect(editor).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(editor).toBeHidden();
    await expect(more).toBeFocused();

    // X asks first; Escape keeps the post, X then Enter (the confirm's 放弃) abandons it.
    await page.keyboard.press('j');
    await expect(posts.nth(1)).toBeFocused();
    await page.keyboard.press('x');
    const confirm = page.getByRole('dialog').filter({ hasText: ABANDON_CONFIRM });
    await expect(confirm).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(posts).toHaveCount(2);
    await posts.nth(1).focus();
    await page.keyboard.press('x');
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: '放弃' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('已放弃')).toBeVisible();
    await expect(posts).toHaveCount(1);
  });

  test('the first keys, pressed on the painted MEMOS before the app has taken it over, are the app\'s', async ({ page, request }) => {
    const { run } = await twoHiddenReviews(page, request);
    // MEMOS' remote held back: the keys are pressed while the page is still the painted one.
    const release = await holdRemote(page, 'mf-memos');
    // Not waiting for the load event: the page preloads the remote held back above.
    await page.goto('/home/memos', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('[data-takeover-click]').filter({ hasText: '查看' })).toHaveCount(2);
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
    await page.keyboard.press('j');
    await page.keyboard.press(' ');

    release();
    const posts = remoteArea(page, 'mf_memos').locator('[data-review-post]');
    await expect(posts.first()).toBeFocused();
    await expect(posts.first()).toContainText(run);
    await expect(posts.nth(1)).not.toContainText(run);
  });
});
