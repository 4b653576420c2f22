// The daily review over simulated days, as a new member, on the real server's test clock.
// Day 0: memos with tags, an image and a video. Day 1: they come back (first exposure, shown), 加载更多 brings the
// second page, and each is reviewed once it has been on screen. Day 2: later reviews are hidden, 查看 reveals one,
// 放弃 takes it away for good. 数据趋势 counts what was met and colours those days. Hidden reviews never opened stay
// due: a reload shows them again, still hidden. Then the review record across a reload and a second browser.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEFAULT_CURVE_ID, type ReviewEventsBody, type ReviewEventsResponse } from '@memory/contracts';
import { expectReviewsSynced, signUpAsMember, untilStill } from '../fixtures/journeys';
import { captureSession, restoreSession } from '../fixtures/session';
import { expectRemotePage, remoteArea, startPrerenderedApp } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';
import { chinaDay, resetServerClock, setServerDay } from '../fixtures/test-clock';
import { GRADIENT_PNG, TINY_MP4 } from '../fixtures/test-image';

const FEED_PAGE_SIZE = 10;
/** One memo through the page, the rest through the API: enough for a second page of the feed. */
const API_MEMOS = 11;
const ATTACHMENT_ID_LENGTH = 21;
const ABANDON_CONFIRM = '放弃后该内容将不再出现在 MEMOS 中，且不可恢复。确定放弃吗？';
const RECALL_HINTS = /先回想一下，再点开看看|还记得这条内容吗？|试着在心里复述一遍/;

test.use({ signedIn: false });

// One server, one clock for every spec: put it back whatever happened here.
test.afterEach(async ({ request }) => {
  await resetServerClock(request);
});

/** Today's posts: the cards of the feed, not those of 历史 MEMOS below it. */
function feedPosts(page: Page): Locator {
  return remoteArea(page, 'mf_memos').locator('[role="article"]:not([aria-label="历史 MEMOS"] *)');
}

function historySection(page: Page): Locator {
  return remoteArea(page, 'mf_memos').getByRole('region', { name: '历史 MEMOS' });
}

/** The review ids the server recorded from this page's review events (seen, revealed, graded, quizzed). */
function recordedReviews(page: Page): Set<string> {
  const recorded = new Set<string>();
  page.on('response', async (response) => {
    if (!response.url().endsWith('/api/reviews/events') || !response.ok()) return;
    const { results } = (await response.json()) as ReviewEventsResponse;
    for (const result of results) recorded.add(result.review.reviewId);
  });
  return recorded;
}

/** Brings each card on screen in turn and waits until the server has it as seen (a second on screen, then synced). */
async function seeEveryPost(page: Page, feed: Locator, recorded: Set<string>): Promise<void> {
  for (const card of await feed.all()) {
    const id = (await card.getAttribute('data-review-post'))!;
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => recorded.has(id), { message: `${id} seen` }).toBe(true);
  }
  await expectReviewsSynced(page);
}

test('memos come back on their days: feed, 加载更多, hidden reviews, 查看, 放弃, trends and history', async ({ page, request }) => {
  const [day0, day1, day2] = [chinaDay(0), chinaDay(1), chinaDay(2)];
  const run = Date.now().toString(36);
  const pictured = `线粒体是细胞的能量工厂 ${run}`;
  const batch = Array.from({ length: API_MEMOS }, (_, index) => `复习第 ${index + 1} 条 ${run}`);
  const everyMemo = [pictured, ...batch];
  await setServerDay(request, day0);

  // Day 0 — a memo with two tags and an image, on the default curve (艾宾浩斯曲线, preselected).
  // A fresh member: the shared demo account holds other journeys' memos, and unmet ones stay due day after day.
  const headers = await signUpAsMember(page, request, '/home/new-memo', 'review');
  await expectRemotePage(page, 'mf_memos', '新建 MEMO');
  const memos = remoteArea(page, 'mf_memos');
  await memos.getByRole('textbox', { name: 'MEMO 内容' }).fill(pictured);
  const tagInput = memos.getByRole('textbox', { name: '标签' });
  await tagInput.fill('生物');
  await tagInput.press('Enter');
  await tagInput.fill('细胞');
  await tagInput.blur(); // blur saves a tag too
  await expect(memos.getByRole('button', { name: '删除标签 生物' })).toBeVisible();
  await expect(memos.getByRole('button', { name: '删除标签 细胞' })).toBeVisible();
  await memos.getByLabel('上传图片').setInputFiles(GRADIENT_PNG);
  await expect(memos.getByRole('img', { name: GRADIENT_PNG.name })).toBeVisible();
  await expect(memos.getByLabel(`${GRADIENT_PNG.name} 上传中`)).toHaveCount(0);
  await memos.getByLabel('上传视频').setInputFiles(TINY_MP4);
  await expect(memos.getByLabel(TINY_MP4.name, { exact: true })).toBeVisible();
  await expect(memos.getByLabel(`${TINY_MP4.name} 上传中`)).toHaveCount(0);
  await expect(memos.getByRole('group', { name: '记忆曲线' }).getByRole('radio', { name: '艾宾浩斯曲线' })).toBeChecked();

  const created = page.waitForResponse((response) => response.url().endsWith('/api/memos') && response.request().method() === 'POST');
  await memos.getByRole('button', { name: '记录' }).click();
  const createdResponse = await created;
  expect(createdResponse.status()).toBe(201);
  const sent = createdResponse.request().postDataJSON() as {
    tags: string[];
    curveId: string;
    attachments: Array<{ id: string; type: string; blurHash?: string }>;
  };
  expect(sent.tags).toEqual(['生物', '细胞']);
  expect(sent.curveId).toBe(DEFAULT_CURVE_ID);
  expect(sent.attachments).toHaveLength(2);
  expect(sent.attachments[0]).toMatchObject({ type: 'IMAGE', blurHash: expect.any(String) });
  expect(sent.attachments[1]).toMatchObject({ type: 'VIDEO' });
  for (const attachment of sent.attachments) expect(attachment.id).toHaveLength(ATTACHMENT_ID_LENGTH);
  await expect(memos.getByRole('img', { name: '已记录' })).toBeVisible();

  // More of the same day through the API: enough for a second page.
  for (const content of batch) {
    const response = await request.post('/api/memos', {
      headers,
      data: { content, aiExplained: '', tags: ['批量'], attachments: [], curveId: DEFAULT_CURVE_ID },
    });
    expect(response.status(), await response.text()).toBe(201);
  }

  // Day 1 — everything from day 0 is due: a first page of ten, shown (a first exposure is never hidden).
  await setServerDay(request, day1);
  const recorded = recordedReviews(page);
  await page.goto('/home/memos');
  await expectRemotePage(page, 'mf_memos', 'MEMOS');
  const feed = feedPosts(page);
  await expect(feed).toHaveCount(FEED_PAGE_SIZE);
  await expect(feed.getByRole('button', { name: '查看' })).toHaveCount(0);
  const picturedPost = feed.filter({ hasText: pictured });
  await expect(picturedPost.getByText('#生物', { exact: true })).toBeVisible();
  await expect(picturedPost.getByText('#细胞', { exact: true })).toBeVisible();
  // The image arrives through its signed read URL and actually decodes.
  const image = picturedPost.getByRole('img', { name: '图片' });
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(GRADIENT_PNG.width);
  // The video's signed read URL serves the uploaded bytes back with their type.
  const videoSrc = await picturedPost.getByLabel('视频').getAttribute('src');
  const video = await request.get(videoSrc!);
  expect(video.status()).toBe(200);
  expect(video.headers()['content-type']).toBe(TINY_MP4.mimeType);
  expect((await video.body()).equals(TINY_MP4.buffer)).toBe(true);

  // Reaching the end of the list loads the next page (加载更多 is the sentinel, and a button for those who click).
  await memos.getByRole('button', { name: '加载更多' }).scrollIntoViewIfNeeded();
  await expect(feed).toHaveCount(everyMemo.length);
  for (const content of everyMemo) await expect(feed.filter({ hasText: content })).toHaveCount(1);
  // SPEC: only an empty list says 今日复习已全部完成, never under the posts.
  await expect(memos.getByText('今日复习已全部完成')).toHaveCount(0);
  await expect(memos.getByRole('button', { name: '加载更多' })).toHaveCount(0);
  // Reviewed when met: each first showing once it has been on screen for a second.
  await seeEveryPost(page, feed, recorded);

  // Day 2 — the second review (艾宾浩斯: 1 day later) asks for recall first: a hint and 查看, no content.
  await setServerDay(request, day2);
  // From the top: a reload keeps the place in the page, and 加载更多 in view would bring the second page by itself.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.reload();
  await expectRemotePage(page, 'mf_memos', 'MEMOS');
  await expect(feed).toHaveCount(FEED_PAGE_SIZE);
  await expect(feed.getByRole('button', { name: '查看' })).toHaveCount(FEED_PAGE_SIZE);
  // The feed keeps the order the memos were written in: the last of this page is not the pictured one.
  // Pinned by id: once the end of the list is in view the next page loads by itself, and `last()` would move.
  const recalledId = await feed.last().getAttribute('data-review-post');
  const recalled = memos.locator(`[data-review-post="${recalledId}"]:not([aria-label="历史 MEMOS"] *)`);
  await expect(recalled).toContainText(RECALL_HINTS);
  await expect(recalled).not.toContainText(run);
  await recalled.getByRole('button', { name: '查看' }).click();
  await expect(recalled).toContainText(run);
  await expect(recalled.getByRole('button', { name: '查看' })).toHaveCount(0);
  const revealedText = await recalled.innerText();
  const abandoned = everyMemo.find((content) => revealedText.includes(content));
  expect(abandoned, revealedText).toBeDefined();
  expect(abandoned).not.toBe(pictured);

  // 放弃, confirmed: gone from the feed and from the history below it.
  await recalled.getByRole('button', { name: '更多操作' }).click();
  await page.getByRole('menuitem', { name: '放弃' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: ABANDON_CONFIRM });
  await expect(confirm).toBeVisible();
  const cancelled = page.waitForResponse((response) => /\/api\/memos\/[^/]+\/cancel$/.test(response.url()));
  await untilStill(confirm);
  await confirm.getByRole('button', { name: '放弃' }).click();
  expect((await cancelled).ok()).toBe(true);
  await expect(page.getByText('已放弃')).toBeVisible();
  await expect(recalled).toHaveCount(0);
  await expect(memos.getByText(abandoned!)).toHaveCount(0);

  // 数据趋势 — of day 2's twelve hidden reviews one was met (then abandoned): eleven are left. Everything still
  // scheduled on 艾宾浩斯 (8 reviews in all): the 11 memos kept are past their 1st review (7 each).
  await page.goto('/home/trends');
  await expectRemotePage(page, 'mf_memos', '数据趋势');
  await expect(memos.getByRole('group', { name: '今日剩余' }).getByText('11', { exact: true })).toBeVisible();
  await expect(memos.getByRole('group', { name: '总剩余' }).getByText(String(11 * 7), { exact: true })).toBeVisible();
  const heatMap = memos.getByRole('figure', { name: '复习热力图' });
  const reviewedOn = (day: string, count: number) => heatMap.getByLabel(`${day} 完成了 ${count} 条记忆`, { exact: true });
  await expect(reviewedOn(day0, 0)).toHaveAttribute('data-level', '0');
  await expect(reviewedOn(day1, everyMemo.length)).toHaveAttribute('data-level', '2'); // 10 or more
  await expect(reviewedOn(day2, 1)).toHaveAttribute('data-level', '1');

  // Hidden reviews never opened stay due: a reload the same day brings them back, still hidden, and neither the
  // feed nor 历史 MEMOS gives their answers away.
  await page.goto('/home/memos');
  await expectRemotePage(page, 'mf_memos', 'MEMOS');
  await expect(feed).toHaveCount(FEED_PAGE_SIZE);
  await page.reload();
  await expectRemotePage(page, 'mf_memos', 'MEMOS');
  await expect(feed).toHaveCount(FEED_PAGE_SIZE);
  await expect(feed.getByRole('button', { name: '查看' })).toHaveCount(FEED_PAGE_SIZE);
  await expect(memos.getByText('今日复习已全部完成')).toHaveCount(0);
  for (const content of everyMemo) await expect(feed.filter({ hasText: content })).toHaveCount(0);
  await expect(memos.getByText(abandoned!)).toHaveCount(0);
});

/** Day 0: a new member (signed up on this page) writes these memos through the API. Answers the API headers. */
async function newMemberWithMemos(page: Page, request: APIRequestContext, prefix: string, contents: readonly string[]) {
  await setServerDay(request, chinaDay(0));
  const headers = await signUpAsMember(page, request, '/home/new-memo', prefix);
  for (const content of contents) {
    const response = await request.post('/api/memos', { headers, data: { content, aiExplained: '', tags: [], attachments: [], curveId: DEFAULT_CURVE_ID } });
    expect(response.status(), await response.text()).toBe(201);
  }
  return headers;
}

test('a reload mid-review keeps the unopened cards; a second browser sees the same ones, minus what the first reviewed', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const run = Date.now().toString(36);
  const contents = [1, 2, 3].map((n) => `第 ${n} 个要回忆的 ${run}`);
  await newMemberWithMemos(page, request, 'record', contents);
  // Day 1: the first showing, met on screen. Day 2: all three come back hidden.
  await setServerDay(request, chinaDay(1));
  const recorded = recordedReviews(page);
  await page.goto('/home/memos');
  await expectRemotePage(page, 'mf_memos', 'MEMOS');
  const feed = feedPosts(page);
  await expect(feed).toHaveCount(3);
  await seeEveryPost(page, feed, recorded);
  await setServerDay(request, chinaDay(2));
  await page.reload();
  await expectRemotePage(page, 'mf_memos', 'MEMOS');
  await expect(feed.getByRole('button', { name: '查看' })).toHaveCount(3);

  // 查看 on the first one, then a reload before anything else: the two unopened cards are still there.
  const revealed = page.waitForResponse((response) => {
    if (!response.url().endsWith('/api/reviews/events')) return false;
    return (response.request().postDataJSON() as ReviewEventsBody).events.some((event) => event.type === 'revealed');
  });
  await feed.first().getByRole('button', { name: '查看' }).click();
  const openedText = await feed.first().innerText();
  const opened = contents.find((content) => openedText.includes(content));
  expect(opened, openedText).toBeDefined();
  expect((await revealed).status()).toBe(200);
  await page.reload();
  await expectRemotePage(page, 'mf_memos', 'MEMOS');
  await expect(feed).toHaveCount(2);
  await expect(feed.getByRole('button', { name: '查看' })).toHaveCount(2);
  await expect(historySection(page).getByRole('article').filter({ hasText: opened! })).toHaveCount(1);
  for (const content of contents.filter((candidate) => candidate !== opened)) await expect(feed.filter({ hasText: content })).toHaveCount(0);

  // A second browser, the same person: the same two unreviewed cards.
  const other = await browser.newContext({ baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  try {
    await restoreSession(other, await captureSession(page));
    const second = await other.newPage();
    await second.goto('/home/memos');
    // Served prerendered: the app runs on the visitor's first intent.
    await startPrerenderedApp(second);
    await expectRemotePage(second, 'mf_memos', 'MEMOS');
    const secondFeed = feedPosts(second);
    await expect(secondFeed).toHaveCount(2);
    const firstIds = await feed.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-review-post')).sort());
    expect(await secondFeed.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-review-post')).sort())).toEqual(firstIds);

    // The first browser opens one more; the second's next fetch (a reload) no longer has it.
    const more = page.waitForResponse((response) => response.url().endsWith('/api/reviews/events'));
    const card = feed.first();
    const gone = await card.getAttribute('data-review-post');
    await card.getByRole('button', { name: '查看' }).click();
    expect((await more).status()).toBe(200);
    await second.reload();
    await startPrerenderedApp(second);
    await expectRemotePage(second, 'mf_memos', 'MEMOS');
    await expect(secondFeed).toHaveCount(1);
    await expect(second.locator(`[data-review-post="${gone}"]:not([aria-label="历史 MEMOS"] *)`)).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test('a post met on the painted MEMOS, the tab closed before the app ran: a second browser no longer shows it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const run = Date.now().toString(36);
  const headers = await newMemberWithMemos(page, request, 'painted', [1, 2].map((n) => `第 ${n} 条只在画出的页面上读过 ${run}`));
  await setServerDay(request, chinaDay(1));
  const session = await captureSession(page);
  const newBrowser = async () => {
    const context = await browser.newContext({ baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
    await restoreSession(context, session);
    return context;
  };

  // The first browser: the feed painted by MEMOS' boot script, read for a second, never touched (the app never ran),
  // then the tab closed.
  const first = await newBrowser();
  try {
    const reader = await first.newPage();
    await reader.goto('/home/memos');
    await expect(reader.locator('#root[data-prerendered] [data-review-post]')).toHaveCount(2);
    await expect
      .poll(() => reader.evaluate(() => Object.entries(localStorage).filter(([key]) => key.startsWith('memory.seen-before-app:')).map(([, ids]) => JSON.parse(ids!).length)))
      .toEqual([2]);
    expect(await reader.locator('#root[data-prerendered]').count()).toBe(1);
    await reader.close({ runBeforeUnload: true });
  } finally {
    await first.close();
  }

  // The server knows they were met: its next page for this person no longer holds them.
  await expect
    .poll(async () => ((await (await request.put('/api/timeline/fetch?size=10', { headers, data: { held: [] } })).json()) as { entries: unknown[] }).entries.length)
    .toBe(0);
  // A second browser: nothing left today.
  const second = await newBrowser();
  try {
    const other = await second.newPage();
    await other.goto('/home/memos');
    await expectRemotePage(other, 'mf_memos', 'MEMOS');
    await expect(remoteArea(other, 'mf_memos').getByText('今日复习已全部完成')).toBeVisible();
    await expect(feedPosts(other)).toHaveCount(0);
  } finally {
    await second.close();
  }
});
