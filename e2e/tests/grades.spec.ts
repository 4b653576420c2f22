// Grades, 智能曲线 and true retention, over simulated days on the real server's test clock.
// A new member puts two memos on 智能曲线 and waits for their first hidden review; from the keyboard one is graded
// 忘了 and the other 很熟, and the 忘了 one comes back sooner. A wrong AI 考考我 answer (the fake upstream) records
// 忘了 by itself. 数据趋势 shows the retention per curve and the 30-day forecast. A jar moved onto 智能曲线 in its
// settings, walked over weeks: the 忘了 points keep coming back while the 很熟 ones spread out.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEFAULT_CURVE_ID, SMART_CURVE_ID, addDays, daysBetween, type ReviewState } from '@memory/contracts';
import { FAKE_EXAM_ANSWER, resetFakeAi } from '../fixtures/fake-ai';
import { apiJson, expectReviewsSynced, feedPosts, nextReviewEvent, openFeed, signUpAsMember, type AuthHeaders } from '../fixtures/journeys';
import { expectRemotePage, remoteArea } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';
import { chinaDay, resetServerClock, setServerDay } from '../fixtures/test-clock';

/** How far the walk looks for 智能曲线's first hidden review (FSRS puts it a few days after the first showing). */
const MAX_DAYS_TO_FIRST_RECALL = 20;

test.use({ signedIn: false });

test.beforeEach(async ({ request }) => {
  await resetFakeAi(request);
});

test.afterEach(async ({ request }) => {
  await resetServerClock(request);
  await resetFakeAi(request);
});

async function createMemo(request: APIRequestContext, headers: AuthHeaders, content: string, curveId: string): Promise<void> {
  const response = await request.post('/api/memos', { headers, data: { content, aiExplained: '', tags: [], attachments: [], curveId } });
  expect(response.status(), await response.text()).toBe(201);
}

function gradeGroup(post: Locator): Locator {
  return post.getByRole('group', { name: '评分' });
}

/** The grade event (a key, a click or AI 考考我's verdict) the review outbox sends next, and the state the server answers. */
function nextGrade(page: Page): Promise<ReviewState> {
  return nextReviewEvent(page, (event) => event.type === 'graded' || event.type === 'quizzed').then((result) => result.review);
}

/** Opens MEMOS where every post is a first showing: on screen, each is seen (reviewed) and synced before the day moves on. */
async function openFeedAndSee(page: Page, count: number): Promise<Locator> {
  const seen = nextReviewEvent(page, (event) => event.type === 'seen');
  const feed = await openFeed(page);
  await expect(feed).toHaveCount(count);
  await seen;
  await expectReviewsSynced(page);
  return feed;
}

test('智能曲线 from the keyboard: 忘了 comes back sooner than 很熟; 数据趋势 shows the retention and the forecast', async ({ page, request }) => {
  let day = 0;
  await setServerDay(request, chinaDay(day));
  // Signed up on 新建 MEMO, not MEMOS: a feed fetched late by the sign-up page would deliver the memos made below.
  const headers = await signUpAsMember(page, request, '/home/new-memo', 'grades');
  const run = Date.now().toString(36);
  const [forgotten, known] = [`细胞呼吸在线粒体中进行 ${run}`, `光合作用在叶绿体中进行 ${run}`];
  for (const content of [forgotten, known]) await createMemo(request, headers, content, SMART_CURVE_ID);

  // The first showing is never hidden and has nothing to grade; on screen for a second, it is reviewed.
  let feed = await openFeedAndSee(page, 2);
  await expect(gradeGroup(feed.first())).toHaveCount(0);

  // Days pass until 智能曲线 asks for recall (the same day for both: the same history).
  do {
    day += 1;
    expect(day, '智能曲线 never brought the memos back').toBeLessThanOrEqual(MAX_DAYS_TO_FIRST_RECALL);
    await setServerDay(request, chinaDay(day));
    feed = await openFeed(page);
  } while ((await feed.count()) === 0);
  await expect(feed.getByRole('button', { name: '查看' })).toHaveCount(2);
  const recallDay = chinaDay(day);

  // The keyboard: J to the first post, 1–4 do nothing before 查看 (Space), then 1 grades 忘了.
  await page.keyboard.press('j');
  const first = feed.first();
  await page.keyboard.press('1');
  await expect(gradeGroup(first)).toHaveCount(0);
  await page.keyboard.press(' ');
  await expect(gradeGroup(first)).toBeVisible();
  const firstText = await first.innerText();
  const firstIsForgotten = firstText.includes(forgotten);
  // The feed's order is the server's: 1 (忘了) goes to the "forgotten" memo and 4 (很熟) to the other.
  let graded = nextGrade(page);
  await page.keyboard.press(firstIsForgotten ? '1' : '4');
  const firstState = await graded;
  await page.keyboard.press('j');
  await page.keyboard.press(' ');
  const second = feed.nth(1);
  await expect(gradeGroup(second)).toBeVisible();
  graded = nextGrade(page);
  await page.keyboard.press(firstIsForgotten ? '4' : '1');
  const secondState = await graded;
  const [againState, easyState] = firstIsForgotten ? [firstState, secondState] : [secondState, firstState];
  expect(againState).toMatchObject({ grade: 'AGAIN', source: 'SELF', day: recallDay });
  expect(easyState).toMatchObject({ grade: 'EASY', source: 'SELF', day: recallDay });
  const forgottenPost = feed.filter({ hasText: forgotten });
  const knownPost = feed.filter({ hasText: known });
  await expect(gradeGroup(forgottenPost).getByRole('button', { name: /忘了/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(gradeGroup(knownPost).getByRole('button', { name: /很熟/ })).toHaveAttribute('aria-pressed', 'true');
  expect(againState.nextDueDay! < easyState.nextDueDay!, `${againState.nextDueDay} < ${easyState.nextDueDay}`).toBe(true);

  // 数据趋势 the same day: 智能曲线 has two graded reviews, one recalled; the forecast holds the 忘了 memo's day.
  await page.goto('/home/trends');
  const trends = remoteArea(page, 'mf_memos');
  const retention = trends.getByRole('region', { name: '真实记忆率' });
  const smartRow = retention.getByRole('row', { name: /^智能曲线/ });
  await expect(smartRow).toContainText('50%');
  await expect(smartRow).toContainText('1/2');
  const forecast = trends.getByRole('figure', { name: '未来 30 天复习预测' });
  await expect(forecast.getByRole('img')).toHaveCount(30);
  await expect(forecast.getByRole('img', { name: new RegExp(`^${againState.nextDueDay} 预计复习 [1-9]\\d* 条$`) })).toHaveCount(1);

  // On the 忘了 memo's day it is back, hidden; the 很熟 one is not.
  await setServerDay(request, againState.nextDueDay!);
  feed = await openFeed(page);
  await expect(feed).toHaveCount(1);
  await feed.first().getByRole('button', { name: '查看' }).click();
  await expect(feed.first()).toContainText(forgotten);
  await expect(feed.filter({ hasText: known })).toHaveCount(0);
});

test('a wrong AI 考考我 answer records 忘了 by itself; the learner changes it, and a reload keeps it', async ({ page, request }) => {
  await setServerDay(request, chinaDay(0));
  const headers = await signUpAsMember(page, request, '/home/new-memo', 'quizgrade');
  const content = `温故而知新 ${Date.now().toString(36)}`;
  await createMemo(request, headers, content, DEFAULT_CURVE_ID);
  // 艾宾浩斯曲线: shown on day 1, hidden on day 2.
  await setServerDay(request, chinaDay(1));
  await openFeedAndSee(page, 1);
  await setServerDay(request, chinaDay(2));
  const feed = await openFeed(page);
  const post = feed.first();
  await expect(post.getByRole('button', { name: '查看' })).toBeVisible();
  await expect(gradeGroup(post)).toHaveCount(0);

  await post.getByRole('button', { name: 'AI 考考我' }).click();
  const quiz = post.getByRole('group', { name: 'AI 考考我' });
  const wrongKey = (['A', 'B', 'C', 'D'] as const).find((key) => key !== FAKE_EXAM_ANSWER)!;
  const byQuiz = nextGrade(page);
  await quiz.getByRole('button', { name: new RegExp(`^${wrongKey}\\.`) }).click();
  expect(await byQuiz).toMatchObject({ grade: 'AGAIN', source: 'QUIZ', revealed: true });
  await expect(gradeGroup(post).getByRole('button', { name: /忘了/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(post).toContainText('AI 考考我已评为「忘了」，当天可以修改');

  const changed = nextGrade(page);
  await gradeGroup(post).getByRole('button', { name: /模糊/ }).click();
  expect(await changed).toMatchObject({ grade: 'HARD', source: 'SELF' });
  await expect(post).toContainText('下次复习：');

  // A reload the same day: the post is in 历史 MEMOS with its grade, still changeable.
  await page.reload();
  const history = remoteArea(page, 'mf_memos').getByRole('region', { name: '历史 MEMOS' });
  const kept = history.getByRole('article').filter({ hasText: content });
  await expect(gradeGroup(kept).getByRole('button', { name: /模糊/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(feedPosts(page)).toHaveCount(0);
});

/** The first days, walked review day by review day; then the walk jumps to the 很熟 points' next day (weeks later). */
const JAR_DAILY_WALK_DAYS = 7;
/** How many hidden reviews of the 很熟 points the walk waits for: two give three growing gaps (with the next day). */
const KNOWN_REVIEWS = 2;

test('a jar moved onto 智能曲线: the 很熟 points spread out while the 忘了 ones keep coming back', async ({ page, request }) => {
  test.setTimeout(120_000);
  // Day numbers from one start, so a Beijing midnight during the run cannot shift them.
  const start = chinaDay(0);
  const dayOf = (offset: number) => addDays(start, offset);
  let day = 0;
  await setServerDay(request, dayOf(day));
  const headers = await signUpAsMember(page, request, '/home/jars', 'smartjar');
  const run = Date.now().toString(36);
  const jarName = `元素周期表 ${run}`;
  const known = [`氢的原子序数是 1 ${run}`, `氦的原子序数是 2 ${run}`];
  const forgotten = [`锂的原子序数是 3 ${run}`, `铍的原子序数是 4 ${run}`];
  // The jar is built through the API (jars.spec walks that UI): 4 points in one batch on 艾宾浩斯曲线, started today.
  const jar = await apiJson<{ id: string }>(await request.post('/api/jars', { headers, data: { name: jarName } }));
  for (const content of [...known, ...forgotten]) await apiJson(await request.post(`/api/jars/${jar.id}/items`, { headers, data: { content } }));
  await apiJson(await request.put(`/api/jars/${jar.id}/settings`, { headers, data: { batchSize: 4, batchMode: 'SERIAL', curveId: DEFAULT_CURVE_ID } }));
  await apiJson(await request.put(`/api/jars/${jar.id}/start`, { headers }));

  // Today's batch post: all four points, shown, nothing to grade (seen, it is reviewed).
  let feed = await openFeedAndSee(page, 1);
  for (const content of [...known, ...forgotten]) await expect(feed.first()).toContainText(content);
  await expect(feed.getByRole('button', { name: '查看' })).toHaveCount(0);

  // 知识罐设置: onto 智能曲线 mid-jar (the pending reviews are replayed with FSRS from their history).
  await page.goto(`/home/jars/${jar.id}`);
  await expectRemotePage(page, 'mf_jars', jarName);
  const jars = remoteArea(page, 'mf_jars');
  await jars.getByRole('button', { name: '更多操作' }).click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: /设置/ }).click();
  await expectRemotePage(page, 'mf_jars', '知识罐设置');
  await jars.getByRole('radio', { name: /^智能曲线/ }).check();
  const saved = page.waitForResponse((response) => response.url().endsWith(`/api/jars/${jar.id}/settings`) && response.request().method() === 'PUT');
  await jars.getByRole('button', { name: /保\s*存/ }).click();
  expect((await saved).status()).toBe(200);
  await expectRemotePage(page, 'mf_jars', jarName);

  // The walk: on each day with reviews every hidden point is revealed and graded from the keyboard — 很熟 (4) for
  // two, 忘了 (1) for the other two. Day by day until the first review; then to the next day the server gave any
  // point, for a week; then straight to the 很熟 points' next day (the 忘了 ones are overdue there, and shown too).
  const reviewDays = new Map<string, number[]>([...known, ...forgotten].map((content) => [content, []]));
  const nextDue = new Map<string, number>();
  const dayIndex = (isoDay: string) => daysBetween(start, isoDay);
  const reviewedEnough = () => known.every((content) => reviewDays.get(content)!.length >= KNOWN_REVIEWS);
  while (!reviewedEnough()) {
    if (nextDue.size < reviewDays.size) day += 1; // before the first hidden review: day by day
    else if (day < JAR_DAILY_WALK_DAYS) day = Math.min(...nextDue.values());
    else day = Math.min(...known.map((content) => nextDue.get(content)!)); // the 忘了 points wait, overdue
    expect(day, '智能曲线 never brought the points back').toBeLessThanOrEqual(nextDue.size < reviewDays.size ? MAX_DAYS_TO_FIRST_RECALL : Infinity);
    await setServerDay(request, dayOf(day));
    feed = await openFeed(page);
    const expected = [...nextDue].filter(([, due]) => due <= day).map(([content]) => content);
    if (nextDue.size < reviewDays.size && (await feed.count()) === 0) continue; // before the first hidden review
    // As many posts as points due by today (all four the first time; overdue ones too), each hidden.
    const count = nextDue.size === reviewDays.size ? expected.length : reviewDays.size;
    await expect(feed).toHaveCount(count);
    await expect(feed.getByRole('button', { name: '查看' })).toHaveCount(count);
    const revealed: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const post = feed.nth(index);
      await page.keyboard.press('j');
      await page.keyboard.press(' ');
      await expect(gradeGroup(post)).toBeVisible();
      const text = await post.innerText();
      const content = [...reviewDays.keys()].find((candidate) => text.includes(candidate));
      expect(content, text).toBeDefined();
      const easy = known.includes(content!);
      const graded = nextGrade(page);
      await page.keyboard.press(easy ? '4' : '1');
      const state = await graded;
      expect(state).toMatchObject({ grade: easy ? 'EASY' : 'AGAIN', source: 'SELF', day: dayOf(day) });
      await expect(gradeGroup(post).getByRole('button', { name: easy ? /很熟/ : /忘了/ })).toHaveAttribute('aria-pressed', 'true');
      expect(state.nextDueDay, 'a 智能曲线 point always has a next review').not.toBeNull();
      expect(dayIndex(state.nextDueDay!), 'the next review is after today').toBeGreaterThan(day);
      revealed.push(content!);
      reviewDays.get(content!)!.push(day);
      nextDue.set(content!, dayIndex(state.nextDueDay!));
    }
    // Revealed, they are the very points that were due.
    if (expected.length > 0) expect(revealed.sort()).toEqual(expected.sort());
  }

  // What the learner saw: the 忘了 points were back on more days, and sooner, than the 很熟 ones …
  const seen = Object.fromEntries(reviewDays);
  for (const easy of known) {
    for (const hard of forgotten) {
      expect(reviewDays.get(hard)!.length, JSON.stringify(seen)).toBeGreaterThan(reviewDays.get(easy)!.length);
      expect(reviewDays.get(hard)![1]!, JSON.stringify(seen)).toBeLessThan(reviewDays.get(easy)![1] ?? Infinity);
    }
    // … and each 很熟 point's gaps grow: introduction → first review → second review → the next one the server set.
    const days = [0, ...reviewDays.get(easy)!, nextDue.get(easy)!];
    expect(days.length, JSON.stringify(seen)).toBeGreaterThanOrEqual(4);
    const gaps = days.slice(1).map((value, index) => value - days[index]!);
    for (let index = 1; index < gaps.length; index += 1) expect(gaps[index]!, `gaps ${gaps.join(', ')}`).toBeGreaterThan(gaps[index - 1]!);
  }
});
