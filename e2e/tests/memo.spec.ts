// The first real screen of three remotes against the real API: 新建 MEMO (limit, counter,
// 记录 disabled while empty, check mark after saving, editing resets it, failures), 记忆曲线 (the four
// system curves, 默认 on 艾宾浩斯曲线) and 知识市场 (categories incl. 其他, the default hot tags).
import { untilStill } from '../fixtures/journeys';
import { accessTokenOf } from '../fixtures/session';
import { expectRemotePage, remoteArea, sideMenu, startPrerenderedApp } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';

const MEMO_MAX_LENGTH = 2048;

test('new memo: counter and limit, 记录 only with text, saved with a check mark, editing resets it', async ({ page, request }) => {
  await page.goto('/home/new-memo');
  // Served prerendered: the app runs on the visitor's first intent.
  await startPrerenderedApp(page);
  await expectRemotePage(page, 'mf_memos', '新建 MEMO');
  const area = remoteArea(page, 'mf_memos');
  const text = area.getByRole('textbox', { name: 'MEMO 内容' });
  const record = area.getByRole('button', { name: '记录' });
  const saved = area.getByRole('img', { name: '已记录' });

  await expect(text).toHaveAttribute('placeholder', '记下你想记住的内容…');
  await expect(area.getByText(`0 / ${MEMO_MAX_LENGTH}`)).toBeVisible();
  await expect(record).toBeDisabled();

  // The limit: typing stops at 2048 characters.
  await text.fill('记'.repeat(MEMO_MAX_LENGTH - 1));
  await text.press('End');
  await page.keyboard.type('忆仓');
  await expect(text).toHaveValue(`${'记'.repeat(MEMO_MAX_LENGTH - 1)}忆`);
  await expect(area.getByText(`${MEMO_MAX_LENGTH} / ${MEMO_MAX_LENGTH}`)).toBeVisible();

  // Blank is empty.
  await text.fill('   ');
  await expect(record).toBeDisabled();

  const content = `艾宾浩斯遗忘曲线 ${Date.now()}`;
  await text.fill(content);
  await expect(area.getByText(`${content.length} / ${MEMO_MAX_LENGTH}`)).toBeVisible();
  await expect(record).toBeEnabled();
  const created = page.waitForResponse((response) => response.url().endsWith('/api/memos') && response.request().method() === 'POST');
  await record.click();
  expect((await created).status()).toBe(201);
  await expect(saved).toBeVisible();
  await expect(record).toBeDisabled();

  // Editing the text starts a new draft: no check mark, 记录 again.
  await text.press('End');
  await page.keyboard.type('！');
  await expect(saved).toHaveCount(0);
  await expect(record).toBeEnabled();

  // The memo is on the server, for this user.
  const memos = await request.get('/api/memos/page?page=1&size=50', { headers: { authorization: `Bearer ${await accessTokenOf(page)}` } });
  expect(memos.ok()).toBe(true);
  const body = (await memos.json()) as { entries: Array<{ content: string }> };
  expect(body.entries.map((memo) => memo.content)).toContain(content);
});

test('new memo: leaving for another page with unrecorded text asks first, by the menu and by 后退; the draft is kept', async ({ page }) => {
  await page.goto('/home/memos');
  await expectRemotePage(page, 'mf_memos', 'MEMOS');
  await sideMenu(page).getByRole('link', { name: '新建 MEMO' }).click();
  await expectRemotePage(page, 'mf_memos', '新建 MEMO');
  const area = remoteArea(page, 'mf_memos');
  const draft = `还没记录的想法 ${Date.now()}`;
  await area.getByRole('textbox', { name: 'MEMO 内容' }).fill(draft);
  const question = page.getByRole('dialog', { name: '离开这个页面？' });

  // The side menu: 留下 keeps the page and the text.
  await sideMenu(page).getByRole('link', { name: '数据趋势' }).click();
  await expect(question).toContainText('这条 MEMO 还没有记录');
  await untilStill(question);
  await question.getByRole('button', { name: /留\s*下/ }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/home\/new-memo$/);
  await expect(area.getByRole('textbox', { name: 'MEMO 内容' })).toHaveValue(draft);

  // The browser's 后退: asked too, the URL stays while asking; 离开 goes back, and the draft waits for the return.
  await page.goBack();
  await expect(question).toBeVisible();
  await expect(page).toHaveURL(/\/home\/new-memo$/);
  await untilStill(question);
  await question.getByRole('button', { name: /离\s*开/ }).click();
  await expectRemotePage(page, 'mf_memos', 'MEMOS');
  await sideMenu(page).getByRole('link', { name: '新建 MEMO' }).click();
  await expect(area.getByRole('textbox', { name: 'MEMO 内容' })).toHaveValue(draft);
});

test('new memo: a failed save shows the server message, else what failed and why (no answer: the network), the text kept', async ({ page, context }) => {
  await page.goto('/home/new-memo');
  // Served prerendered: the app runs on the visitor's first intent.
  await startPrerenderedApp(page);
  await expectRemotePage(page, 'mf_memos', '新建 MEMO');
  const area = remoteArea(page, 'mf_memos');
  const text = area.getByRole('textbox', { name: 'MEMO 内容' });
  const record = area.getByRole('button', { name: '记录' });

  await page.route('**/api/memos', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ code: 'CONFLICT', message: '今天记录得太多啦' }) })
      : route.fallback(),
  );
  await text.fill('会失败的一条');
  await record.click();
  await expect(area.getByRole('alert')).toContainText('今天记录得太多啦');

  await page.unroute('**/api/memos');
  await page.route('**/api/memos', (route) => (route.request().method() === 'POST' ? route.abort('connectionreset') : route.fallback()));
  await text.fill('还是会失败的一条');
  // Editing cleared the previous error.
  await expect(area.getByRole('alert')).toHaveCount(0);
  await record.click();
  await expect(area.getByRole('alert')).toContainText('创建失败：连不上服务器，请检查网络后重试');

  // Offline, the line says so; the text waits in the box.
  await page.unroute('**/api/memos');
  await context.setOffline(true);
  await text.fill('离线时写的一条');
  await record.click();
  await expect(area.getByRole('alert')).toContainText('创建失败：网络已断开，连上网络后重试');
  await expect(text).toHaveValue('离线时写的一条');
  await context.setOffline(false);
});

test('curves: the five system curves, 默认 on 艾宾浩斯曲线', async ({ page }) => {
  await page.goto('/home/curves');
  await expectRemotePage(page, 'mf_jars', '记忆曲线');
  const cards = remoteArea(page, 'mf_jars').getByTestId('curve-card');
  await expect(cards).toHaveCount(5);
  await expect(cards.locator('.ant-card-head-title')).toHaveText([
    /艾宾浩斯曲线/,
    /每天一次，持续一周/,
    /每天一次，持续一个月/,
    /每周一次，持续三周/,
    /智能曲线/,
  ]);
  await expect(cards.filter({ hasText: '默认' })).toHaveCount(1);
  await expect(cards.filter({ hasText: '艾宾浩斯曲线' }).getByText('默认', { exact: true })).toBeVisible();
  await expect(cards.filter({ hasText: '艾宾浩斯曲线' })).toContainText('间隔：1、2、3、4、4、7、14 天');
});

test('marketplace: categories with 其他 and the hot tags of the published jars', async ({ page }) => {
  // The demo's official jars are published on first start, so the hot tags are theirs (the defaults show only
  // while nothing is published).
  const hot = (await (await page.request.get('/api/public/hot-tags?size=10')).json()) as string[];
  expect(hot.length).toBeGreaterThan(0);
  await page.goto('/marketplace');
  await startPrerenderedApp(page);
  await expectRemotePage(page, 'mf_marketplace', '知识市场');
  const area = remoteArea(page, 'mf_marketplace');
  await expect(area.getByRole('menuitem', { name: '其他' })).toBeVisible();
  for (const tag of hot.slice(0, 3)) {
    await expect(area.getByText(tag, { exact: true }).first()).toBeVisible();
  }
  await expect(area.getByPlaceholder('搜索名称或简介')).toBeVisible();
});
