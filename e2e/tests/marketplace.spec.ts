// The marketplace in the composed app, over simulated days on the real server's test clock. A member
// publishes a jar through the form (AUTO_APPROVE lets it in) and walks a second, empty jar through every publish state
// (审核中 → 取消 → 重新提交 → 已驳回 by the test moderation hook). A second person, signed out, finds the jar by a
// 2-character Chinese query, signs in on 订阅 and comes back, subscribes, starts it with batches of 2 on 快速, and
// reviews for two days; the creator adds and edits points; the learner's 同步 tells the counts, the new points arrive
// as a later batch and the progress stays where it was. The learner stars the jar and finds it under 我的收藏.
import type { Locator, Page } from '@playwright/test';
import { apiJson, confirmDialog, openFeed, signUpAsMember } from '../fixtures/journeys';
import { newCredentials, signUpOnProvider } from '../fixtures/provider-pages';
import { accessTokenOf } from '../fixtures/session';
import { expectRemotePage, remoteArea, startPrerenderedApp } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';
import { chinaDay, resetServerClock, setServerDay } from '../fixtures/test-clock';

test.use({ signedIn: false });

test.afterEach(async ({ request }) => {
  await resetServerClock(request);
});

/** The row of one publish request in 发布记录 (a table at this width). */
function publishRecord(page: Page, jarName: string): Locator {
  return remoteArea(page, 'mf_marketplace').getByRole('table', { name: '发布记录' }).getByRole('row').filter({ hasText: jarName });
}

test('a creator publishes; a learner finds it by two characters, subscribes, studies, and keeps progress through the creator’s edits', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const [day0, day1, day2] = [chinaDay(0), chinaDay(1), chinaDay(2)];
  const run = Date.now().toString(36);
  const jarName = `鲸落与深海 ${run}`;
  const emptyJarName = `空罐 ${run}`;
  const points = [`鲸落是鲸死后沉入海底 ${run}`, `一座鲸落可维持生态百年 ${run}`, `鲸落分为四个阶段 ${run}`, `化能合成细菌分解骨骼 ${run}`];
  await setServerDay(request, day0);

  // ── The creator builds the jar (by the API: the jars journey covers those screens) and publishes it by the form.
  const creator = await signUpAsMember(page, request, '/home/jars', 'creator');
  const jar = await apiJson<{ id: string }>(await request.post('/api/jars', { headers: creator, data: { name: jarName, description: '深海里的一场盛宴' } }));
  const itemIds: string[] = [];
  for (const content of points) {
    itemIds.push((await apiJson<{ id: string }>(await request.post(`/api/jars/${jar.id}/items`, { headers: creator, data: { content } }))).id);
  }
  const market = remoteArea(page, 'mf_marketplace');
  await page.goto(`/home/jars/${jar.id}/publish`);
  await expectRemotePage(page, 'mf_marketplace', `发布「${jarName}」`);
  await expect(market.getByRole('radio', { name: '免费' })).toBeChecked();
  await expect(market.getByRole('radio', { name: '付费（暂未开放）' })).toBeDisabled();
  await expect(market.getByRole('combobox', { name: '分类' }).locator('xpath=ancestor::*[contains(@class,"ant-select")][1]')).toContainText('其他');
  await market.getByRole('combobox', { name: '分类' }).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('科学').click();
  // A tag with a space stays one tag; the repeated one is ignored.
  const tags = market.getByRole('textbox', { name: /^标签/ });
  for (const tag of ['海洋', '深海 生物', '海洋']) {
    await tags.fill(tag);
    await tags.press('Enter');
  }
  await market.getByRole('button', { name: /发\s*布/ }).click();
  await page.waitForURL('**/home/store/jar-publish-tasks');
  await expectRemotePage(page, 'mf_marketplace', '发布记录');
  await expect(publishRecord(page, jarName)).toContainText('已发布');
  await expect(publishRecord(page, jarName)).toContainText('#海洋');
  await expect(publishRecord(page, jarName).getByText('#海洋')).toHaveCount(1);
  await expect(publishRecord(page, jarName).getByText('#深海 生物')).toHaveCount(1);

  // Publishing it again shows its current record and offers 更新, never a blank form or a second record; its public
  // page offers its creator 编辑 / 管理, not 订阅.
  await page.goto(`/home/jars/${jar.id}/publish`);
  await expectRemotePage(page, 'mf_marketplace', `更新「${jarName}」的发布信息`);
  await expect(market.getByRole('combobox', { name: '分类' }).locator('xpath=ancestor::*[contains(@class,"ant-select")][1]')).toContainText('科学');
  await expect(market.getByRole('list', { name: '已添加的标签' })).toContainText('深海 生物');
  await market.getByRole('button', { name: /更\s*新/ }).click();
  await page.waitForURL(`**/marketplace/jar/${jar.id}`);
  await expect(market.getByRole('link', { name: /管\s*理/ })).toHaveAttribute('href', `/home/jars/${jar.id}`);
  await expect(market.getByRole('button', { name: /订\s*阅/ })).toHaveCount(0);
  await page.goto('/home/store/jar-publish-tasks');
  await expect(publishRecord(page, jarName)).toHaveCount(1);

  // ── An empty jar waits for a moderator: 审核中 → 取消 → 已取消 → 重新提交 → 审核中 → 已驳回 with the reason.
  const empty = await apiJson<{ id: string }>(await request.post('/api/jars', { headers: creator, data: { name: emptyJarName } }));
  await page.goto(`/home/jars/${empty.id}/publish`);
  await expectRemotePage(page, 'mf_marketplace', `发布「${emptyJarName}」`);
  await market.getByRole('button', { name: /发\s*布/ }).click();
  await page.waitForURL('**/home/store/jar-publish-tasks');
  const emptyRecord = publishRecord(page, emptyJarName);
  await expect(emptyRecord).toContainText('审核中');
  await emptyRecord.getByRole('button', { name: /取\s*消/ }).click();
  await confirmDialog(page, /取消发布申请？/, /取消申请/);
  await expect(emptyRecord).toContainText('已取消');
  await emptyRecord.getByRole('button', { name: '重新提交' }).click();
  await expect(emptyRecord).toContainText('审核中');
  const tasks = await apiJson<{ entries: Array<{ id: string; jarId: string }> }>(
    await request.get('/api/users/me/store/jar-publish-tasks/page?page=1&size=10', { headers: creator }),
  );
  const emptyTask = tasks.entries.find((task) => task.jarId === empty.id)!;
  await apiJson(await request.put(`/api/test/publish-tasks/${emptyTask.id}/reject`, { headers: creator, data: { reason: '知识罐里还没有知识点' } }));
  await page.reload();
  await expect(emptyRecord).toContainText('已驳回');
  await emptyRecord.getByLabel(/已驳回，驳回原因：知识罐里还没有知识点/).focus();
  await expect(page.getByRole('tooltip')).toContainText('驳回原因：知识罐里还没有知识点');

  // 商店 lists the published jar, not the rejected one.
  await page.goto('/home/store');
  await expectRemotePage(page, 'mf_marketplace', '我发布的知识罐');
  await expect(market.getByRole('link', { name: jarName })).toBeVisible();
  await expect(market.getByText(emptyJarName)).toHaveCount(0);

  // ── A learner, signed out, finds it by two characters.
  const learnerContext = await browser.newContext({ baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const learner = await learnerContext.newPage();
  const learnerMarket = remoteArea(learner, 'mf_marketplace');
  await learner.goto('/marketplace');
  await startPrerenderedApp(learner);
  await expectRemotePage(learner, 'mf_marketplace', '知识市场');
  await learnerMarket.getByPlaceholder('搜索名称或简介').fill('鲸落');
  await learnerMarket.getByPlaceholder('搜索名称或简介').press('Enter');
  await expect(learner).toHaveURL(/keyword=%E9%B2%B8%E8%90%BD/);
  await learnerMarket.getByRole('link', { name: jarName }).click();
  await expectRemotePage(learner, 'mf_marketplace', jarName);
  await expect(learnerMarket.getByLabel('4 个知识点')).toBeVisible();
  await expect(learnerMarket.getByText(points[0]!)).toBeVisible();
  await expect(learnerMarket.getByRole('link', { name: '#海洋' })).toBeVisible();

  // 订阅 asks a signed-out visitor to sign in, and brings them back here.
  await learnerMarket.getByRole('button', { name: /订\s*阅/ }).click();
  await signUpOnProvider(learner, newCredentials('learner'));
  await learner.waitForURL((url) => url.pathname === `/marketplace/jar/${jar.id}`);
  await expectRemotePage(learner, 'mf_marketplace', jarName);
  await learnerMarket.getByRole('button', { name: /订\s*阅/ }).click();
  await learnerMarket.getByRole('link', { name: '已订阅 · 去学习' }).click();
  const learnerJars = remoteArea(learner, 'mf_jars');
  await expectRemotePage(learner, 'mf_jars', jarName);
  const boughtId = new URL(learner.url()).pathname.split('/').pop()!;
  expect(boughtId).not.toBe(jar.id);
  const learnerHeaders = { authorization: `Bearer ${await accessTokenOf(learner)}` };

  // The learner's own settings: batches of 2, 快速 (the next batch a curve step after the previous starts).
  const bought = await apiJson<{ settings: { curveId: string } }>(await request.get(`/api/jars/${boughtId}`, { headers: learnerHeaders }));
  await apiJson(
    await request.put(`/api/jars/${boughtId}/settings`, { headers: learnerHeaders, data: { batchSize: 2, batchMode: 'INTERSECT', curveId: bought.settings.curveId } }),
  );
  await learner.reload();
  await learnerJars.getByRole('button', { name: /开\s*始/ }).click();
  await confirmDialog(learner, /开始这个知识罐/, /开\s*始/);
  await expect(learnerJars.getByRole('img', { name: '已学' })).toHaveCount(2);

  // Day 0: the first batch in the feed.
  let feed = await openFeed(learner);
  const firstBatch = feed.filter({ hasText: points[0]! });
  await expect(firstBatch).toHaveCount(1);
  await expect(firstBatch).toContainText(points[1]!);

  // Day 1: the second batch, and the first batch's points come back hidden; one is recalled.
  await setServerDay(request, day1);
  feed = await openFeed(learner);
  await expect(feed.filter({ hasText: points[2]! })).toHaveCount(1);
  const hidden = feed.filter({ hasText: jarName }).filter({ has: learner.getByRole('button', { name: '查看' }) });
  await expect(hidden).toHaveCount(2);
  await hidden.first().getByRole('button', { name: '查看' }).click();
  await expect(feed.filter({ hasText: jarName }).filter({ has: learner.getByRole('button', { name: '查看' }) })).toHaveCount(1);

  // ── The creator improves the jar: two points added, one edited.
  const added = [`鲸落的第五个阶段尚有争议 ${run}`, `深海热液也养活化能生物 ${run}`];
  for (const content of added) await apiJson(await request.post(`/api/jars/${jar.id}/items`, { headers: creator, data: { content } }));
  const edited = `${points[0]}（约 2 万种生物受益）`;
  await apiJson(await request.put(`/api/jars/${jar.id}/items/${itemIds[0]}`, { headers: creator, data: { content: edited } }));

  // ── 同步: the counts, the edit arrives, and the progress stays (4 points learned, none of the new ones).
  await learner.goto(`/home/jars/${boughtId}`);
  await expectRemotePage(learner, 'mf_jars', jarName);
  await expect(learnerJars.getByRole('img', { name: '已学' })).toHaveCount(4);
  await learnerJars.getByRole('button', { name: /同\s*步/ }).click();
  await expect(learner.getByText('同步完成：新增 2 条，更新 1 条，移除 0 条')).toBeVisible();
  const items = learnerJars.getByRole('list', { name: '知识点' }).getByRole('listitem');
  await expect(items).toHaveCount(6);
  await expect(items.filter({ hasText: edited })).toHaveCount(1);
  await expect(learnerJars.getByRole('img', { name: '已学' })).toHaveCount(4);

  // Day 2: the new points arrive as the next batch.
  await setServerDay(request, day2);
  feed = await openFeed(learner);
  const thirdBatch = feed.filter({ hasText: added[0]! });
  await expect(thirdBatch).toHaveCount(1);
  await expect(thirdBatch).toContainText(added[1]!);

  // ── 收藏 on the public page, then 我的收藏 lists it.
  await learner.goto(`/marketplace/jar/${jar.id}`);
  await expectRemotePage(learner, 'mf_marketplace', jarName);
  await expect(learnerMarket.getByRole('link', { name: '已订阅 · 去学习' })).toBeVisible();
  await learnerMarket.getByRole('button', { name: /收\s*藏/ }).click();
  await expect(learnerMarket.getByRole('button', { name: /已收藏/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(learnerMarket.getByLabel('1 人收藏')).toBeVisible();
  await learner.goto('/home/stars');
  await expectRemotePage(learner, 'mf_memos', '我的收藏');
  await expect(remoteArea(learner, 'mf_memos').getByRole('link', { name: jarName })).toBeVisible();
  await learnerContext.close();
});
