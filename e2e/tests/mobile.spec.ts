// On a phone (390 × 844) no route scrolls sideways — not with a long fenced code block, a long URL, a
// long word or a table in a memo, not on any page of the shell or the remotes.
import { DEFAULT_CURVE_ID } from '@memory/contracts';
import { accessTokenOf } from '../fixtures/session';
import { expectRemotePage, remoteArea, startPrerenderedApp } from '../fixtures/shell';
import { EVERY_PAGE, publicJarRoute } from '../fixtures/routes';
import { expect, test } from '../fixtures/test';

test.use({ viewport: { width: 390, height: 844 } });


const WIDE_MEMO = [
  '```js',
  `const aVeryLongLineOfCodeThatWouldNeverFitOnAPhone = ['${'x'.repeat(120)}'].map((value) => value.toUpperCase());`,
  '```',
  '',
  `链接 https://example.com/${'very-long-path-segment-'.repeat(8)}end`,
  '',
  `超长单词 ${'Pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(3)}`,
  '',
  '| 列一 | 列二 | 列三 | 列四 | 列五 | 列六 |',
  '| --- | --- | --- | --- | --- | --- |',
  `| ${'内容很长的单元格 '.repeat(3)} | 二 | 三 | 四 | 五 | 六 |`,
  '',
  '> 引用的一段话',
].join('\n');

test('no route scrolls sideways at 390 px, with long code, URLs, words and tables in the feed', async ({ page, request }) => {
  await page.goto('/home/new-memo');
  // Served prerendered: the app runs on the visitor's first intent.
  await startPrerenderedApp(page);
  await expectRemotePage(page, 'mf_memos', '新建 MEMO');
  const headers = { authorization: `Bearer ${await accessTokenOf(page)}` };
  const created = await request.post('/api/memos', {
    headers,
    data: { content: WIDE_MEMO, aiExplained: '', tags: ['手机'], attachments: [], curveId: DEFAULT_CURVE_ID },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto('/home/memos');
  await expectRemotePage(page, 'mf_memos', 'MEMOS');
  // The feed's Markdown is styled: a code box that scrolls inside itself, a quote bar.
  const code = remoteArea(page, 'mf_memos').locator('.memory-markdown pre').first();
  await expect(code).toBeVisible();
  expect(await code.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto');

  const overflowing: string[] = [];
  for (const route of [...EVERY_PAGE, await publicJarRoute(page)]) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('body')).not.toBeEmpty();
    const extra = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (extra > 0) overflowing.push(`${route}: ${extra} px too wide`);
  }
  expect(overflowing).toEqual([]);

  // The heat map opens on today (its right end), not on last year's weeks.
  await page.goto('/home/trends');
  await expectRemotePage(page, 'mf_memos', '数据趋势');
  const heatMap = remoteArea(page, 'mf_memos').getByRole('figure', { name: '复习热力图' });
  await expect(heatMap.getByRole('img').first()).toBeAttached();
  await expect
    .poll(() => heatMap.evaluate((element) => element.scrollWidth - element.clientWidth - element.scrollLeft))
    .toBeLessThanOrEqual(1);
  expect(await heatMap.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
});

test('the /home menu on a phone is a labelled drawer, not a strip of unnamed icons', async ({ page }) => {
  await page.goto('/home/memos');
  await expectRemotePage(page, 'mf_memos', 'MEMOS');
  // No folded side menu eats the narrow screen; a 菜单 button names where you are.
  await expect(page.getByRole('navigation', { name: '个人中心' })).toHaveCount(0);
  const open = page.getByRole('button', { name: /菜单 · MEMOS/ });
  await open.click();
  const drawer = page.getByRole('dialog', { name: '个人中心' });
  const menu = drawer.getByRole('navigation', { name: '个人中心' });
  for (const label of ['新建 MEMO', 'MEMOS', '知识罐', '记忆曲线', '数据趋势', '商店', '会员卡', '账户', '设置', '意见反馈', '我的收藏']) {
    await expect(menu.getByRole('link', { name: label })).toBeVisible();
  }
  await menu.getByRole('link', { name: '记忆曲线' }).click();
  await expect(page).toHaveURL(/\/home\/curves$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: /菜单 · 记忆曲线/ })).toBeVisible();
});
