// Signed in in every tab, signed out in every tab, and one person's browser data never shows to the
// next person on the same browser (历史 MEMOS, memo tags, the activity cache are kept per user, cleared on 退出登录).
import type { Page } from '@playwright/test';
import { expectSignInPage, newCredentials, signUpOnProvider } from '../fixtures/provider-pages';
import { nextReviewEvent } from '../fixtures/journeys';
import { expectRemotePage, remoteArea, startPrerenderedApp } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';

test.use({ signedIn: false });

const keptKeys = (page: Page) =>
  page.evaluate(() => Object.keys(window.localStorage).filter((key) => /^memory\.(history-posts|memo-tags|activities)/.test(key)));

test('a second tab is signed in without a click; 退出登录 in one tab signs out the others and clears what was kept', async ({ page, context }) => {
  const run = Date.now().toString(36);
  const alice = newCredentials('e2e_a');
  const memoOfAlice = `只属于 A 的记忆 ${run}`;
  const tagOfAlice = `A标签${run}`;

  // A signs up and writes a memo with a tag, then reviews it (MEMOS keeps it in 历史 MEMOS, 数据趋势 caches).
  await page.goto('/home/new-memo');
  await signUpOnProvider(page, alice);
  await page.waitForURL('**/home/new-memo');
  const memos = remoteArea(page, 'mf_memos');
  await memos.getByRole('textbox', { name: 'MEMO 内容' }).fill(memoOfAlice);
  const tagInput = memos.getByRole('textbox', { name: '标签' });
  await tagInput.fill(tagOfAlice);
  await tagInput.press('Enter');
  await memos.getByRole('button', { name: '记录' }).click();
  await expect(memos.getByRole('button', { name: '记录' })).toBeDisabled();
  // On screen for a second, the post is reviewed (met) and joins 历史 MEMOS.
  const seen = nextReviewEvent(page, (event) => event.type === 'seen');
  await page.goto('/home/memos');
  await expectRemotePage(page, 'mf_memos', 'MEMOS');
  await expect(memos.getByText(memoOfAlice)).toBeVisible();
  await seen;
  await page.goto('/home/trends');
  await expectRemotePage(page, 'mf_memos', '数据趋势');
  await expect.poll(() => keptKeys(page)).toHaveLength(3);
  // Every kept list names its user: nothing under a bare key.
  for (const key of await keptKeys(page)) expect(key).toMatch(/:.+$/);

  // A new tab of the same browser: signed in at once, no provider page on the way.
  const second = await context.newPage();
  const providerVisits: string[] = [];
  second.on('framenavigated', (frame) => {
    if (frame === second.mainFrame() && frame.url().includes('/oidc/')) providerVisits.push(frame.url());
  });
  await second.goto('/home/settings');
  await expectRemotePage(second, 'mf_account', '设置');
  await expect(remoteArea(second, 'mf_account').getByText(alice.username).first()).toBeVisible();
  expect(providerVisits).toEqual([]);

  // 退出登录 in the first tab: the second tab is signed out too (it asks for sign-in again). The first tab ends
  // the provider's session only after dropping the stored user; hold that end back until the second tab has
  // reacted, so the test always meets the race a slow machine meets now and then: the second tab must not sign
  // itself back in on the provider's session that is still alive.
  let secondReacted!: () => void;
  const secondTabReacted = new Promise<void>((resolve) => (secondReacted = resolve));
  second.on('framenavigated', (frame) => {
    if (frame === second.mainFrame() && /\/oidc\/interaction\/|\/callback/.test(frame.url())) secondReacted();
  });
  // The hold is bounded: once in CI (1 run in ~20) the second tab had not left for the provider when the test
  // timed out, and that run said nothing of where it was. Past the bound the logout goes on, the log says where
  // the second tab stood, and the end state below is still asserted.
  await page.route('**/oidc/session/end**', async (route) => {
    const held = await Promise.race([
      secondTabReacted.then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 15_000)),
    ]);
    if (held) console.warn(`[sessions.spec] the second tab had not gone to sign in after 15 s; it is at ${second.url()}`);
    await route.continue();
  });
  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expectSignInPage(second);
  expect(await keptKeys(page)).toEqual([]);
  await second.close();

  // B signs up on the same browser: nothing of A's anywhere.
  const bob = newCredentials('e2e_b');
  await page.goto('/home/memos');
  await signUpOnProvider(page, bob);
  await page.waitForURL('**/home/memos');
  await expectRemotePage(page, 'mf_memos', 'MEMOS');
  await expect(memos.getByText('还没有要复习的内容')).toBeVisible();
  await expect(memos.getByRole('region', { name: '历史 MEMOS' })).toHaveCount(0);
  await expect(page.getByText(memoOfAlice)).toHaveCount(0);
  await page.goto('/home/new-memo');
  // Served prerendered: the app runs on the visitor's first intent.
  await startPrerenderedApp(page);
  await expectRemotePage(page, 'mf_memos', '新建 MEMO');
  await memos.getByRole('textbox', { name: '标签' }).click();
  await expect(page.getByText(tagOfAlice)).toHaveCount(0);
  await page.goto('/home/trends');
  await expectRemotePage(page, 'mf_memos', '数据趋势');
  await expect(memos.getByRole('figure', { name: '复习热力图' }).locator('[data-level]:not([data-level="0"])')).toHaveCount(0);
});
