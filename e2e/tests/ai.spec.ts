// The AI helpers in the composed app, against the fake OpenAI-compatible upstream the e2e server is
// pointed at (AI_BASE_URL, see scripts/start-test-server.mjs). A fresh person who holds a membership card writes
// memos; the next days bring them back with 智能解释, 对话 and AI 考考我.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEFAULT_CURVE_ID } from '@memory/contracts';
import {
  FAKE_CHAT_TAIL,
  FAKE_EXAM_ANSWER,
  FAKE_EXAM_QUESTION,
  FAKE_EXPLAINER_REPLY,
  fakeAiStats,
  resetFakeAi,
  setFakeAiMode,
} from '../fixtures/fake-ai';
import { expectRemotePage, remoteArea, startPrerenderedApp } from '../fixtures/shell';
import { signUpAsMember } from '../fixtures/journeys';
import { expect, test } from '../fixtures/test';
import { chinaDay, resetServerClock, setServerDay } from '../fixtures/test-clock';

const AI_FAILURE = '出错啦，请稍后重试';
/** A phrase of the fake's explanation (its Markdown is rendered, so the raw ** markers are not on the page). */
const EXPLAINED = '温故而知新的解释';

test.use({ signedIn: false });

test.beforeEach(async ({ request }) => {
  await resetFakeAi(request);
});

test.afterEach(async ({ request }) => {
  await resetServerClock(request);
  await resetFakeAi(request);
});

async function createMemo(request: APIRequestContext, headers: Record<string, string>, content: string): Promise<void> {
  const response = await request.post('/api/memos', {
    headers,
    data: { content, aiExplained: '', tags: [], attachments: [], curveId: DEFAULT_CURVE_ID },
  });
  expect(response.status(), await response.text()).toBe(201);
}

function feedPost(page: Page, text: string): Locator {
  return remoteArea(page, 'mf_memos').locator('[role="article"]:not([aria-label="历史 MEMOS"] *)').filter({ hasText: text });
}

/** document.hidden as a switched-away tab reports it, then back. */
async function hideAndShowTab(page: Page): Promise<void> {
  for (const state of ['hidden', 'visible'] as const) {
    await page.evaluate((visibility) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => visibility === 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  }
}

test('智能解释 streams into a new memo and is saved with it, then into a post of the feed', async ({ page, request }) => {
  const [day0, day1] = [chinaDay(0), chinaDay(1)];
  await setServerDay(request, day0);
  const headers = await signUpAsMember(page, request, '/home/new-memo', 'ai');
  await page.reload();
  // Served prerendered: the app runs on the visitor's first intent.
  await startPrerenderedApp(page);
  await expectRemotePage(page, 'mf_memos', '新建 MEMO');
  const memos = remoteArea(page, 'mf_memos');
  const explainButton = memos.getByRole('button', { name: '智能解释' });
  await expect(explainButton).toBeDisabled(); // nothing to explain yet

  const explained = `温故而知新，可以为师矣 ${Date.now().toString(36)}`;
  await memos.getByRole('textbox', { name: 'MEMO 内容' }).fill(explained);
  await explainButton.click();
  const panel = memos.getByRole('region', { name: '智能解释' });
  await expect(panel).toContainText(EXPLAINED);
  await expect(panel).toContainText('记忆技巧');
  await expect(panel).toHaveAttribute('aria-busy', 'false');

  const created = page.waitForResponse((response) => response.url().endsWith('/api/memos') && response.request().method() === 'POST');
  await memos.getByRole('button', { name: '记录' }).click();
  const sent = (await created).request().postDataJSON() as { aiExplained: string };
  expect(sent.aiExplained).toBe(FAKE_EXPLAINER_REPLY);
  await expect(memos.getByRole('img', { name: '已记录' })).toBeVisible();

  const plain = `学而不思则罔 ${Date.now().toString(36)}`;
  await createMemo(request, headers, plain);
  expect((await fakeAiStats(request)).requests).toBe(1);

  // Day 1: the saved explanation opens without asking the AI; the other post's explanation streams in.
  await setServerDay(request, day1);
  await page.goto('/home/memos');
  await expectRemotePage(page, 'mf_memos', 'MEMOS');
  await expect(feedPost(page, explained).getByRole('region', { name: '智能解释' })).toContainText(EXPLAINED);
  const plainPost = feedPost(page, plain);
  await plainPost.getByRole('button', { name: '智能解释' }).click();
  await expect(plainPost.getByRole('region', { name: '智能解释' })).toContainText(EXPLAINED);
  await expect(plainPost.getByRole('button', { name: '重新生成' })).toBeVisible();
  expect((await fakeAiStats(request)).requests).toBe(2);

  // 重新生成 asks again; an upstream failure shows the inline failure text.
  await setFakeAiMode(request, 'error-500');
  await plainPost.getByRole('button', { name: '重新生成' }).click();
  await expect(plainPost.getByRole('region', { name: '智能解释' })).toContainText(AI_FAILURE);
});

test('对话 about a post: a suggested prompt, a typed message with Enter, a failure, 清空', async ({ page, request }) => {
  await setServerDay(request, chinaDay(0));
  const headers = await signUpAsMember(page, request, '/home/memos', 'ai');
  const content = `三角形内角和是 180 度 ${Date.now().toString(36)}`;
  await createMemo(request, headers, content);
  await setServerDay(request, chinaDay(1));
  await page.reload();
  await expectRemotePage(page, 'mf_memos', 'MEMOS');

  await feedPost(page, content).getByRole('button', { name: '更多操作' }).click();
  await page.getByRole('menuitem', { name: '对话' }).click();
  const chat = page.getByRole('dialog', { name: '对话' });
  await expect(chat.getByText('和 AI 聊聊这条记忆')).toBeVisible();
  await expect(chat.getByRole('button', { name: '图片（即将上线）' })).toBeDisabled();
  await expect(chat.getByRole('button', { name: '视频（即将上线）' })).toBeDisabled();

  const log = chat.getByRole('log', { name: '对话消息' });
  await chat.getByRole('button', { name: '翻译成英文' }).click();
  await expect(log.getByRole('group', { name: 'AI' }).last()).toContainText(`你刚才说：「翻译成英文」。${FAKE_CHAT_TAIL}`);

  const input = chat.getByRole('textbox', { name: '消息' });
  await input.fill('为什么是 180 度');
  await input.press('Shift+Enter'); // a new line, not a send
  await page.keyboard.type('能举个例子吗');
  await expect(input).toHaveValue('为什么是 180 度\n能举个例子吗');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/ai/stream'));
  await input.press('Enter');
  const body = (await sent).postDataJSON() as { type: string; memoContent: string; history: Array<{ role: string; content: string }> };
  expect(body).toMatchObject({ type: 'memoChat', memoContent: content, prompt: '为什么是 180 度\n能举个例子吗' });
  expect(body.history.map((message) => message.role)).toEqual(['user', 'assistant']);
  await expect(input).toHaveValue('');
  await expect(log.getByRole('group', { name: 'AI' }).last()).toContainText(FAKE_CHAT_TAIL);
  await expect(log.getByRole('group', { name: 'AI' })).toHaveCount(2);

  // The upstream dies mid-answer: the pending AI message becomes the failure text.
  await setFakeAiMode(request, 'fail-midstream');
  await input.fill('再说一遍');
  await chat.getByRole('button', { name: '发送' }).click();
  await expect(log.getByRole('group', { name: 'AI' }).last()).toContainText(AI_FAILURE);

  await chat.getByRole('button', { name: '清空' }).click();
  await expect(log.getByRole('group')).toHaveCount(0);
});

test('AI 考考我 on hidden posts: a right and a wrong answer', async ({ page, request }) => {
  await setServerDay(request, chinaDay(0));
  const headers = await signUpAsMember(page, request, '/home/memos', 'ai');
  const run = Date.now().toString(36);
  const contents = [`温故而知新 ${run} 甲`, `温故而知新 ${run} 乙`];
  for (const content of contents) await createMemo(request, headers, content);
  // Day 1 shows them (first exposure); day 2's review asks for recall first.
  await setServerDay(request, chinaDay(1));
  await page.reload();
  await expectRemotePage(page, 'mf_memos', 'MEMOS');
  for (const content of contents) await expect(feedPost(page, content)).toBeVisible();
  // Seen: a second on screen, then the feed reports it; once the server has both, nothing is left due today.
  await expect
    .poll(async () => ((await (await request.put('/api/timeline/fetch', { headers, data: { held: [] } })).json()) as { entries: unknown[] }).entries.length)
    .toBe(0);
  await setServerDay(request, chinaDay(2));
  await page.reload();
  await expectRemotePage(page, 'mf_memos', 'MEMOS');

  const hidden = remoteArea(page, 'mf_memos').locator('[role="article"]:not([aria-label="历史 MEMOS"] *)');
  await expect(hidden.getByRole('button', { name: '查看' })).toHaveCount(2);
  const wrongKey = (['A', 'B', 'C', 'D'] as const).find((key) => key !== FAKE_EXAM_ANSWER)!;

  const first = hidden.first();
  await first.getByRole('button', { name: 'AI 考考我' }).click();
  const quiz = first.getByRole('group', { name: 'AI 考考我' });
  await expect(quiz).toContainText(FAKE_EXAM_QUESTION.question);
  await quiz.getByRole('button', { name: new RegExp(`^${wrongKey}`) }).click();
  await expect(quiz).toContainText(`回答错误，正确答案是 ${FAKE_EXAM_ANSWER}`);
  await expect(quiz.getByRole('button', { name: new RegExp(`^${FAKE_EXAM_ANSWER}`) })).toBeDisabled();

  const second = hidden.nth(1);
  await second.getByRole('button', { name: 'AI 考考我' }).click();
  const secondQuiz = second.getByRole('group', { name: 'AI 考考我' });
  await secondQuiz.getByRole('button', { name: new RegExp(`^${FAKE_EXAM_ANSWER}`) }).click();
  await expect(secondQuiz).toContainText('回答正确');
  // 查看 still reveals the memo.
  await second.getByRole('button', { name: '查看' }).click();
  await expect(second).toContainText(run);
});

test('a tab hidden and shown mid-stream does not ask the upstream twice', async ({ page, request }) => {
  await signUpAsMember(page, request, '/home/new-memo', 'ai');
  await page.reload();
  // Served prerendered: the app runs on the visitor's first intent.
  await startPrerenderedApp(page);
  await expectRemotePage(page, 'mf_memos', '新建 MEMO');
  const memos = remoteArea(page, 'mf_memos');
  await memos.getByRole('textbox', { name: 'MEMO 内容' }).fill('光年是长度单位');
  await setFakeAiMode(request, 'slow');
  await memos.getByRole('button', { name: '智能解释' }).click();
  const panel = memos.getByRole('region', { name: '智能解释' });
  await expect(panel).toHaveAttribute('aria-busy', 'true');
  await expect(panel).toContainText('含义'); // the first chunks have arrived
  await hideAndShowTab(page);
  await expect(panel).toContainText('记忆技巧', { timeout: 15_000 });
  await expect(panel).toHaveAttribute('aria-busy', 'false');
  expect(await fakeAiStats(request)).toMatchObject({ requests: 1, aborted: 0 });
});
