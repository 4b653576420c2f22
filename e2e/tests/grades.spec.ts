// Issue 16: grades, 智能曲线 and true retention, over simulated days on the real server's test clock.
// A new member puts two memos on 智能曲线 and waits for their first hidden review; from the keyboard one is graded
// 忘了 and the other 很熟, and the 忘了 one comes back sooner. A wrong AI 考考我 answer (the fake upstream) records
// 忘了 by itself. 数据趋势 shows the retention per curve and the 30-day forecast.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEFAULT_CURVE_ID, SMART_CURVE_ID, type ReviewState } from '@memory/contracts';
import { FAKE_EXAM_ANSWER, resetFakeAi } from '../fixtures/fake-ai';
import { feedPosts, openFeed, signUpAsMember, type AuthHeaders } from '../fixtures/journeys';
import { remoteArea } from '../fixtures/shell';
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

/** The grade PUT the next key or click sends, and the state the server answers. */
function nextGrade(page: Page): Promise<ReviewState> {
  return page
    .waitForResponse((response) => /\/api\/reviews\/[^/]+\/grade$/.test(response.url()) && response.request().method() === 'PUT')
    .then(async (response) => {
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()) as ReviewState;
    });
}

test('智能曲线 from the keyboard: 忘了 comes back sooner than 很熟; 数据趋势 shows the retention and the forecast', async ({ page, request }) => {
  let day = 0;
  await setServerDay(request, chinaDay(day));
  const headers = await signUpAsMember(page, request, '/home/memos', 'grades');
  const run = Date.now().toString(36);
  const [forgotten, known] = [`细胞呼吸在线粒体中进行 ${run}`, `光合作用在叶绿体中进行 ${run}`];
  for (const content of [forgotten, known]) await createMemo(request, headers, content, SMART_CURVE_ID);

  // The first showing is never hidden and has nothing to grade.
  let feed = await openFeed(page);
  await expect(feed).toHaveCount(2);
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
  const headers = await signUpAsMember(page, request, '/home/memos', 'quizgrade');
  const content = `温故而知新 ${Date.now().toString(36)}`;
  await createMemo(request, headers, content, DEFAULT_CURVE_ID);
  // 艾宾浩斯曲线: shown on day 1, hidden on day 2.
  await setServerDay(request, chinaDay(1));
  await expect(await openFeed(page)).toHaveCount(1);
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

  // A reload the same day: the post is in 历史 MEMOS with its grade, still changeable.
  await page.reload();
  const history = remoteArea(page, 'mf_memos').getByRole('region', { name: '历史 MEMOS' });
  const kept = history.getByRole('article').filter({ hasText: content });
  await expect(gradeGroup(kept).getByRole('button', { name: /模糊/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(feedPosts(page)).toHaveCount(0);
});
