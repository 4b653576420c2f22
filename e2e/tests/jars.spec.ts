// Knowledge jars in the composed app, over simulated days on the real server's test clock. A new member
// builds a jar (cropped cover, points by hand, AI 扩写 from the fake upstream, two imported from MEMOS), sets batches
// of 2 on INTERSECT and starts it; the feed brings the batch post today, hidden reviews and the next batch tomorrow;
// 暂停 keeps the jar out of the feed, 继续 brings it back; 编辑 on a jar post shows in the jar; 删除 takes its posts.
// Plus the settings avatar: cropped, uploaded, shown in the top nav after a reload.
import type { Locator, Page } from '@playwright/test';
import { DEFAULT_CURVE_ID } from '@memory/contracts';
import { FAKE_EXPAND_REPLY, resetFakeAi } from '../fixtures/fake-ai';
import { newCredentials, signUpOnProvider } from '../fixtures/provider-pages';
import { expectRemotePage, remoteArea } from '../fixtures/shell';
import { confirmDialog, openFeed, signUpAsMember } from '../fixtures/journeys';
import { expect, test } from '../fixtures/test';
import { chinaDay, resetServerClock, setServerDay } from '../fixtures/test-clock';
import { GRADIENT_PNG } from '../fixtures/test-image';

test.use({ signedIn: false });

test.afterEach(async ({ request }) => {
  await resetServerClock(request);
  await resetFakeAi(request);
});

/** Picks the image, crops it in the dialog (确定) and waits until the upload has finished. */
async function cropAndUpload(page: Page, area: Locator): Promise<void> {
  await area.locator('input[type="file"]').setInputFiles(GRADIENT_PNG);
  const dialog = page.getByRole('dialog', { name: '裁剪图片' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('slider')).toHaveCount(3); // zoom, rotation, aspect
  // The cropper takes its crop area from the loaded image: 确定 before that would crop nothing.
  await expect.poll(() => dialog.locator('img').first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(area.locator('.ant-upload-list-item-uploading')).toHaveCount(0);
  await expect(area.locator('.ant-upload-list-item-done')).toHaveCount(1);
}

/** The open 更多操作 dropdown (not the side menu, which has a 设置 too). */
function jarMenu(page: Page): Locator {
  return page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
}

test('a member builds a jar, starts it and reviews its batches in the feed over days', async ({ page, request }) => {
  test.setTimeout(240_000);
  const [day0, day1, day2] = [chinaDay(0), chinaDay(1), chinaDay(2)];
  const run = Date.now().toString(36);
  const jarName = `唐诗 ${run}`;
  const byHand = [`春眠不觉晓 ${run}`, `处处闻啼鸟 ${run}`];
  const memoTexts = [`夜来风雨声 ${run}`, `花落知多少 ${run}`];
  await setServerDay(request, day0);

  const headers = await signUpAsMember(page, request, '/home/jars', 'jars');
  for (const content of memoTexts) {
    const created = await request.post('/api/memos', { headers, data: { content, aiExplained: '', tags: ['古诗'], attachments: [], curveId: DEFAULT_CURVE_ID } });
    expect(created.status(), await created.text()).toBe(201);
  }
  const jars = remoteArea(page, 'mf_jars');

  // Day 0 — 创建知识罐 with a cropped cover.
  await page.reload();
  await expectRemotePage(page, 'mf_jars', '知识罐');
  await expect(jars.getByText('还没有创建知识罐')).toBeVisible();
  await jars.getByRole('button', { name: /创建知识罐/ }).first().click();
  await expectRemotePage(page, 'mf_jars', '创建知识罐');
  await jars.getByRole('textbox', { name: '名称' }).fill(jarName);
  await jars.getByRole('textbox', { name: '简介' }).fill('孟浩然《春晓》');
  await cropAndUpload(page, jars);
  const createdJar = page.waitForResponse((response) => response.url().endsWith('/api/jars') && response.request().method() === 'POST');
  await jars.getByRole('button', { name: /创\s*建/ }).click();
  const createdBody = (await (await createdJar).json()) as { id: string; cover: string | null; coverBlurHash: string | null };
  expect(createdBody.cover).toBeTruthy();
  expect(createdBody.coverBlurHash).toBeTruthy();
  await expectRemotePage(page, 'mf_jars', jarName);
  await expect(jars.getByText('这个知识罐还没有知识点')).toBeVisible();

  // Two points by hand, one with AI 扩写 (fake upstream).
  for (const content of byHand) {
    await jars.getByRole('button', { name: '添加知识点' }).first().click();
    await jars.getByRole('textbox', { name: '知识点内容' }).fill(content);
    await jars.getByRole('button', { name: /^保\s*存$/ }).click();
    await expectRemotePage(page, 'mf_jars', jarName);
  }
  await jars.getByRole('button', { name: '添加知识点' }).click();
  await jars.getByRole('textbox', { name: '知识点内容' }).fill('春晓的作者');
  await jars.getByRole('button', { name: /AI 扩写/ }).click();
  await jars.getByRole('button', { name: '使用' }).click();
  await expect(jars.getByRole('textbox', { name: '知识点内容' })).toHaveValue(FAKE_EXPAND_REPLY);
  await jars.getByRole('button', { name: /^保\s*存$/ }).click();
  await expectRemotePage(page, 'mf_jars', jarName);

  // Two from MEMOS, filtered by their tag.
  await jars.getByRole('button', { name: '从 MEMOS 添加' }).click();
  await expectRemotePage(page, 'mf_jars', '从 MEMOS 添加');
  await jars.getByRole('combobox', { name: '按标签筛选' }).click();
  await page.getByText('古诗（2）').click();
  await expect(jars.getByRole('group', { name: 'MEMOS' }).getByRole('checkbox')).toHaveCount(2);
  await jars.getByRole('checkbox', { name: '全选' }).check();
  await jars.getByRole('button', { name: /导\s*入/ }).click();
  await expectRemotePage(page, 'mf_jars', jarName);
  const items = jars.getByRole('list', { name: '知识点' }).getByRole('listitem');
  await expect(items).toHaveCount(5);
  for (const content of memoTexts) await expect(items.filter({ hasText: content })).toHaveCount(1);

  // 设置: batches of 2, 快速 (INTERSECT).
  await jars.getByRole('button', { name: '更多操作' }).click();
  await jarMenu(page).getByRole('menuitem', { name: /设置/ }).click();
  await expectRemotePage(page, 'mf_jars', '知识罐设置');
  await jars.getByRole('spinbutton', { name: '每批数量' }).fill('2');
  await jars.getByRole('radio', { name: /快速/ }).check();
  await jars.getByRole('button', { name: /保\s*存/ }).click();
  await expectRemotePage(page, 'mf_jars', jarName);

  // 开始, confirmed: the first batch of 2 is ticked.
  await jars.getByRole('button', { name: /开\s*始/ }).click();
  await confirmDialog(page, /开始这个知识罐/, /开\s*始/);
  await expect(jars.getByRole('button', { name: /暂\s*停/ })).toBeVisible();
  await expect(jars.getByRole('img', { name: '已学' })).toHaveCount(2);

  // Today's feed: the batch post lists the first two points, shown.
  let feed = await openFeed(page);
  const batchPost = feed.filter({ hasText: byHand[0]! });
  await expect(batchPost).toHaveCount(1);
  await expect(batchPost).toContainText(byHand[1]!);
  await expect(batchPost).toContainText(jarName);

  // Day 1 — INTERSECT: the next batch starts a curve step (1 day) after the first; the first batch's points come
  // back hidden.
  await setServerDay(request, day1);
  feed = await openFeed(page);
  await expect(feed.filter({ hasText: FAKE_EXPAND_REPLY.replace(/\*\*/g, '').slice(0, 6) }).or(feed.filter({ hasText: memoTexts[0]! }))).not.toHaveCount(0);
  const hidden = feed.filter({ hasText: jarName }).filter({ has: page.getByRole('button', { name: '查看' }) });
  await expect(hidden).toHaveCount(2);
  // Held by position: once revealed it no longer matches `hidden`.
  const jarPosts = feed.filter({ hasText: jarName });
  let first = 0;
  while ((await jarPosts.nth(first).getByRole('button', { name: '查看' }).count()) === 0) first += 1;
  const recalled = jarPosts.nth(first);
  await recalled.getByRole('button', { name: '查看' }).click();
  const recalledText = await recalled.innerText();
  const original = byHand.find((content) => recalledText.includes(content));
  expect(original, recalledText).toBeDefined();

  // 编辑 on the jar post saves through the item call.
  const edited = `${original} · 孟浩然`;
  await recalled.getByRole('button', { name: '更多操作' }).click();
  await page.getByRole('menuitem', { name: '编辑' }).click();
  const editor = page.getByRole('dialog', { name: '编辑' });
  await editor.getByRole('textbox', { name: '内容' }).fill(edited);
  await editor.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('更新成功')).toBeVisible();

  // The jar shows the new text; 暂停, confirmed.
  await page.goto(`/home/jars/${createdBody.id}`);
  await expectRemotePage(page, 'mf_jars', jarName);
  await expect(items.filter({ hasText: edited })).toHaveCount(1);
  await jars.getByRole('button', { name: /暂\s*停/ }).click();
  await confirmDialog(page, /暂停这个知识罐/, /暂\s*停/);
  await expect(jars.getByRole('button', { name: /继\s*续/ })).toBeVisible();

  // Day 2 — paused: nothing of the jar in the feed. 继续 brings it back.
  await setServerDay(request, day2);
  feed = await openFeed(page);
  await expect(feed.filter({ hasText: jarName })).toHaveCount(0);
  await page.goto(`/home/jars/${createdBody.id}`);
  await expectRemotePage(page, 'mf_jars', jarName);
  await jars.getByRole('button', { name: /继\s*续/ }).click();
  await confirmDialog(page, /继续这个知识罐/, /继\s*续/);
  await expect(jars.getByRole('button', { name: /暂\s*停/ })).toBeVisible();
  await expect(jars.getByText(/学习进度 · 进行中/)).toBeVisible();

  // 删除, confirmed: back to the list, and the jar's posts are gone from the feed for good.
  await jars.getByRole('button', { name: '更多操作' }).click();
  await jarMenu(page).getByRole('menuitem', { name: /删除/ }).click();
  await confirmDialog(page, /删除后无法恢复，确定删除吗？/, /删\s*除/);
  await expectRemotePage(page, 'mf_jars', '知识罐');
  await expect(jars.getByText('还没有创建知识罐')).toBeVisible();
  const gone = await request.get(`/api/jars/${createdBody.id}`, { headers });
  expect(gone.status()).toBe(404);
  for (const offset of [2, 3, 5]) {
    await setServerDay(request, chinaDay(offset));
    feed = await openFeed(page);
    await expect(feed.filter({ hasText: jarName })).toHaveCount(0);
  }
});

test('an avatar cropped in 设置 shows in the top nav, after a reload too', async ({ page }) => {
  await page.goto('/home/settings');
  await signUpOnProvider(page, newCredentials('avatar'));
  await page.waitForURL('**/home/settings');
  await expectRemotePage(page, 'mf_account', '设置');
  const account = remoteArea(page, 'mf_account');
  const avatarPicker = account.getByRole('group', { name: '头像' });
  await expect(avatarPicker.getByText('上传头像')).toBeVisible();
  const navAvatar = page.getByRole('banner').getByTestId('top-nav-avatar').locator('img');
  await expect(navAvatar).toHaveCount(0);

  // A trial account may change its avatar: no membership needed.
  await cropAndUpload(page, avatarPicker);
  await expect(avatarPicker.getByText('更换头像')).toBeVisible();
  await expect(navAvatar).toHaveCount(1);
  await expect.poll(() => navAvatar.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);

  await page.reload();
  await expectRemotePage(page, 'mf_account', '设置');
  await expect(navAvatar).toHaveCount(1);
  await expect.poll(() => navAvatar.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  await expect(avatarPicker.locator('img')).toHaveCount(1);
});
