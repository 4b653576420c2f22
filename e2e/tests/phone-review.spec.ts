// Three days of review on a phone (390 × 844), as a new member would do them: the review record holds across a
// reload, the network dropping and a day ending. Day 1: four memos come back and are met on screen. Day 2: all four
// are hidden; one is graded 记得, one only opened (查看), one graded 忘了 offline and sent once back online, one
// never opened. Day 3: the unopened one is still due and comes first; 数据趋势 counts the three that were met, and
// retention counts the opened-but-ungraded one as 记得 once its day has ended. Screenshots of each step are attached
// to the test's results, light and dark.
import type { Locator, Page } from '@playwright/test';
import { DEFAULT_CURVE_ID, type RetentionReport, type ReviewEventsResponse } from '@memory/contracts';
import { apiJson, expectReviewsSynced, feedPosts, nextReviewEvent, openFeed, signUpAsMember } from '../fixtures/journeys';
import { expectOfflineReady } from '../fixtures/offline';
import { expectRemotePage, remoteArea } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';
import { chinaDay, resetServerClock, setServerDay } from '../fixtures/test-clock';

test.use({ signedIn: false, viewport: { width: 390, height: 844 } });

test.afterEach(async ({ request }) => {
  await resetServerClock(request);
});

async function snapshot(page: Page, name: string): Promise<void> {
  await test.info().attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

/** The review ids the server recorded from this page's review events, from now on. */
function recordedReviews(page: Page): Set<string> {
  const recorded = new Set<string>();
  page.on('response', async (response) => {
    if (!response.url().endsWith('/api/reviews/events') || !response.ok()) return;
    for (const result of ((await response.json()) as ReviewEventsResponse).results) recorded.add(result.review.reviewId);
  });
  return recorded;
}

/** The card of `content` in today's feed. */
const cardOf = (feed: Locator, content: string) => feed.filter({ hasText: content });

test('three days of review on a phone: reload, offline and the end of a day keep an honest record', async ({ page, context, request }) => {
  const [day0, day1, day2, day3] = [0, 1, 2, 3].map((offset) => chinaDay(offset));
  await setServerDay(request, day0!);
  const headers = await signUpAsMember(page, request, '/home/new-memo', 'phone');
  const run = Date.now().toString(36);
  const [graded, opened, offline, unopened] = ['光合作用', '细胞呼吸', '有丝分裂', '减数分裂'].map((topic) => `${topic} ${run}`);
  const contents = [graded!, opened!, offline!, unopened!];
  for (const content of contents) {
    await apiJson(await request.post('/api/memos', { headers, data: { content, aiExplained: '', tags: [], attachments: [], curveId: DEFAULT_CURVE_ID } }));
  }

  // Day 1: each first showing is met once it has been on screen, card by card down the phone's screen.
  await setServerDay(request, day1!);
  const recorded = recordedReviews(page);
  let feed = await openFeed(page);
  await expect(feed).toHaveCount(4);
  for (const card of await feed.all()) {
    const id = (await card.getAttribute('data-review-post'))!;
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => recorded.has(id), { message: `${id} seen` }).toBe(true);
  }
  await expectReviewsSynced(page);
  await snapshot(page, 'day 1 feed');

  // Day 2: all four hidden. 记得 on one, 查看 alone on another.
  await setServerDay(request, day2!);
  feed = await openFeed(page);
  await expect(feed.getByRole('button', { name: '查看' })).toHaveCount(4);
  const memos = remoteArea(page, 'mf_memos');
  const gradedCard = feed.nth(contents.indexOf(graded!));
  const gradedEvent = nextReviewEvent(page, (event) => event.type === 'graded');
  await gradedCard.getByRole('button', { name: '查看' }).click();
  await gradedCard.getByRole('group', { name: '评分' }).getByRole('button', { name: /记得/ }).click();
  expect((await gradedEvent).review).toMatchObject({ grade: 'GOOD' });
  const revealedEvent = nextReviewEvent(page, (event) => event.type === 'revealed');
  await feed.nth(contents.indexOf(opened!)).getByRole('button', { name: '查看' }).click();
  await revealedEvent;
  await expectReviewsSynced(page);
  await snapshot(page, 'day 2 after 记得 and 查看');

  // A reload: the two met cards are done for the day, the two unopened ones are still there, still hidden.
  await page.reload();
  await expectRemotePage(page, 'mf_memos', 'MEMOS');
  await expect(feed).toHaveCount(2);
  await expect(feed.getByRole('button', { name: '查看' })).toHaveCount(2);
  await expect(cardOf(feed, run)).toHaveCount(0);

  // The network drops: the page reloads from the browser, says 离线, and takes 忘了 on one of them.
  await expectOfflineReady(page);
  await context.setOffline(true);
  await page.reload();
  await expectRemotePage(page, 'mf_memos', 'MEMOS');
  await expect(memos.getByText('离线', { exact: true })).toBeVisible();
  feed = feedPosts(page);
  await expect(feed).toHaveCount(2);
  const offlineCard = feed.first();
  await offlineCard.getByRole('button', { name: '查看' }).click();
  await expect(offlineCard).toContainText(run);
  const offlineText = await offlineCard.innerText();
  expect(offlineText).toContain(offline!);
  await offlineCard.getByRole('group', { name: '评分' }).getByRole('button', { name: /忘了/ }).click();
  await expect(memos.getByText('1 条待同步')).toBeVisible();
  await snapshot(page, 'day 2 offline, 1 条待同步');
  const sent = nextReviewEvent(page, (event) => event.type === 'graded');
  await context.setOffline(false);
  expect((await sent).review).toMatchObject({ grade: 'AGAIN' });
  await expectReviewsSynced(page);

  // Day 3: the card never opened is still due, first in the list, and counts as nothing yet.
  await setServerDay(request, day3!);
  feed = await openFeed(page);
  const written = await apiJson<{ entries: Array<{ id: string; content: string }> }>(await request.get('/api/memos/page?page=1&size=10', { headers }));
  const unopenedId = written.entries.find((memo) => memo.content === unopened)!.id;
  // A post's id is its unit's (a memo's unit has the memo's id) and the review's index.
  await expect(feed.first()).toHaveAttribute('data-review-post', new RegExp(`^${unopenedId}\\.`));
  await snapshot(page, 'day 3 feed');

  // 数据趋势: three met on day 2 (not four), four on day 1; 记得 + 查看 count as recalled, 忘了 does not.
  await page.goto('/home/trends');
  await expectRemotePage(page, 'mf_memos', '数据趋势');
  const heatMap = memos.getByRole('figure', { name: '复习热力图' });
  await expect(heatMap.getByLabel(`${day1} 完成了 4 条记忆`, { exact: true })).toHaveCount(1);
  await expect(heatMap.getByLabel(`${day2} 完成了 3 条记忆`, { exact: true })).toHaveCount(1);
  const { curves } = await apiJson<RetentionReport>(await request.get('/api/timeline/retention', { headers }));
  expect(curves.find((curve) => curve.curveId === DEFAULT_CURVE_ID)?.allTime).toEqual({ graded: 3, recalled: 2 });
  await snapshot(page, '数据趋势 light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expectRemotePage(page, 'mf_memos', '数据趋势');
  await snapshot(page, '数据趋势 dark');
  await page.goto('/home/memos');
  await expectRemotePage(page, 'mf_memos', 'MEMOS');
  await snapshot(page, 'day 3 feed dark');
});
