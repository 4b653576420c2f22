import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { AI_NOT_CONFIGURED_MESSAGE, AI_PROMPT_MAX_LENGTH, AI_RATE_LIMITED_MESSAGE, parseExamQuestion, type AiRequest } from '@memory/contracts';
import type { App } from '../../src/app';
import { AI_BODY_LIMIT_BYTES } from '../../src/modules/ai/routes';
import { FAKE_EXAM_QUESTION, FAKE_EXPLAINER_REPLY, FAKE_EXPAND_REPLY } from '../../testing/fake-openai';
import { startAiSuite, summarise, TEST_ORIGIN, waitFor, type AiSuite } from './ai-helpers';

const MEMO = '温故而知新，可以为师矣。';
/** Every stream must end (STOP or FatalError) well within this, whatever the upstream does. */
const BOUND_MS = 4_000;

describe('POST /api/ai/stream', () => {
  let suite: AiSuite;
  let app: App;
  let memberToken: string;
  let trialToken: string;

  before(async () => {
    suite = await startAiSuite();
    app = await suite.appWith();
    await suite.makeMember(app, 'ai-member');
    memberToken = await suite.token('ai-member');
    trialToken = await suite.token('ai-trial');
  });
  after(() => suite.close());

  async function stream(target: App, body: Partial<AiRequest> | string, token = memberToken, headers: Record<string, string> = {}) {
    const started = Date.now();
    const response = await target.inject({
      method: 'POST',
      url: '/api/ai/stream',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { response, elapsed: Date.now() - started, ...summarise(response.body) };
  }

  it('streams an explanation in chunks, then STOP, with SSE and CORS headers', async () => {
    suite.fake.setMode('stream');
    const result = await stream(app, { type: 'explainer', prompt: '', memoContent: MEMO }, memberToken, { origin: TEST_ORIGIN });
    assert.equal(result.response.statusCode, 200);
    assert.match(String(result.response.headers['content-type']), /^text\/event-stream/);
    assert.equal(result.response.headers['cache-control'], 'no-cache, no-transform');
    assert.equal(result.response.headers['x-accel-buffering'], 'no');
    assert.equal(result.response.headers['access-control-allow-origin'], TEST_ORIGIN);
    assert.ok(result.chunks.length > 2, `several chunks, got ${result.chunks.length}`);
    assert.ok(result.chunks.slice(0, -1).every((chunk) => chunk.metadata.finishReason === null));
    assert.equal(result.stopped, true);
    assert.equal(result.fatal, undefined);
    assert.equal(result.text, FAKE_EXPLAINER_REPLY);

    const sent = suite.fake.lastBody();
    assert.equal(sent?.model, 'fake-model');
    assert.equal(sent?.stream, true);
    assert.equal(sent?.messages?.[0]?.role, 'system');
    assert.match(sent?.messages?.[0]?.content ?? '', /记忆技巧/);
    assert.match(sent?.messages?.at(-1)?.content ?? '', new RegExp(MEMO));
  });

  it('memoChat sends the memo, the history and the new message, in order', async () => {
    suite.fake.setMode('stream');
    const result = await stream(app, {
      type: 'memoChat',
      prompt: '翻译成英文',
      memoContent: MEMO,
      history: [
        { role: 'user', content: '这句话出自哪里？' },
        { role: 'assistant', content: '出自《论语》。' },
      ],
    });
    assert.equal(result.stopped, true);
    assert.match(result.text, /你刚才说：「翻译成英文」/);
    const messages = suite.fake.lastBody()?.messages ?? [];
    assert.deepEqual(
      messages.map((message) => message.role),
      ['system', 'user', 'assistant', 'user'],
    );
    assert.match(messages[0]!.content, new RegExp(MEMO));
    assert.equal(messages[3]!.content, '翻译成英文');
  });

  it('exam: buffers the answer, strips the fence and streams the validated question JSON', async () => {
    suite.fake.setMode('stream');
    const before = suite.fake.requests();
    const result = await stream(app, { type: 'exam', prompt: '', memoContent: MEMO });
    assert.equal(result.stopped, true);
    assert.deepEqual(parseExamQuestion(result.text), FAKE_EXAM_QUESTION);
    assert.equal(suite.fake.requests() - before, 1);
  });

  it('exam: malformed output is retried once, then FatalError AI_BAD_OUTPUT', async () => {
    suite.fake.setMode('bad-json');
    const before = suite.fake.requests();
    const result = await stream(app, { type: 'exam', prompt: '', memoContent: MEMO });
    assert.equal(suite.fake.requests() - before, 2);
    assert.equal(result.fatal?.code, 'AI_BAD_OUTPUT');
    assert.equal(result.stopped, false);
    assert.equal(result.text, '', 'nothing of the bad answers reaches the browser');
    assert.ok(result.elapsed < BOUND_MS);
  });

  it('malformed upstream data, a mid-stream failure and a 500 each end in FatalError AI_UPSTREAM_FAILED', async () => {
    for (const mode of ['bad-json', 'fail-midstream', 'error-500'] as const) {
      suite.fake.setMode(mode);
      const result = await stream(app, { type: 'expand', prompt: '光合作用' });
      assert.equal(result.response.statusCode, 200, mode);
      assert.equal(result.fatal?.code, 'AI_UPSTREAM_FAILED', mode);
      assert.ok(result.fatal?.message, mode);
      assert.equal(result.stopped, false, mode);
      assert.ok(result.elapsed < BOUND_MS, `${mode} took ${result.elapsed} ms`);
    }
  });

  it('a hanging upstream times out (idle) and the upstream call is dropped', async () => {
    const impatient = await suite.appWith({ timeoutMs: 300 });
    suite.fake.setMode('hang');
    const abortedBefore = suite.fake.aborted();
    const result = await stream(impatient, { type: 'expand', prompt: '光合作用' });
    assert.equal(result.fatal?.code, 'AI_TIMEOUT');
    assert.ok(result.elapsed >= 250 && result.elapsed < BOUND_MS, `took ${result.elapsed} ms`);
    assert.ok(await waitFor(() => suite.fake.aborted() === abortedBefore + 1, 2_000), 'the fake saw the disconnect');
  });

  it('a trickling upstream is cut at the overall cap', async () => {
    const capped = await suite.appWith({ timeoutMs: 2_000, maxDurationMs: 700 });
    suite.fake.setMode('slow');
    const result = await stream(capped, { type: 'expand', prompt: '光合作用' });
    assert.equal(result.fatal?.code, 'AI_TIMEOUT');
    assert.ok(result.chunks.length >= 1, 'chunks before the cap were sent');
    assert.ok(result.elapsed < 2_000, `took ${result.elapsed} ms`);
  });

  it('no AI_BASE_URL: FatalError AI_NOT_CONFIGURED with the contract message, every time', async () => {
    const unconfigured = await suite.appWith({ baseUrl: undefined, model: '' });
    const before = suite.fake.requests();
    for (const type of ['explainer', 'memoChat', 'exam', 'expand'] as const) {
      const result = await stream(unconfigured, { type, prompt: '你好', memoContent: MEMO });
      assert.equal(result.response.statusCode, 200, type);
      assert.deepEqual(result.fatal, { code: 'AI_NOT_CONFIGURED', message: AI_NOT_CONFIGURED_MESSAGE }, type);
    }
    assert.equal(suite.fake.requests(), before);
  });

  it('an absent upstream (nothing listening) ends in FatalError AI_UPSTREAM_FAILED', async () => {
    const absent = await suite.appWith({ baseUrl: `http://127.0.0.1:${await closedPort()}/v1` });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const result = await stream(absent, { type: 'expand', prompt: '光合作用' });
      assert.equal(result.fatal?.code, 'AI_UPSTREAM_FAILED');
      assert.ok(result.elapsed < BOUND_MS);
    }
  });

  it('a client that disconnects mid-stream aborts the upstream call', async () => {
    const listening = await suite.appWith();
    const address = await listening.listen({ port: 0, host: '127.0.0.1' });
    suite.fake.setMode('slow');
    const abortedBefore = suite.fake.aborted();
    const requestsBefore = suite.fake.requests();
    const controller = new AbortController();
    const response = await fetch(`${address}/api/ai/stream`, {
      method: 'POST',
      headers: { authorization: `Bearer ${memberToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'expand', prompt: '光合作用' }),
      signal: controller.signal,
    });
    assert.equal(response.status, 200);
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    assert.match(first, /^data: /, 'a chunk arrived before the disconnect');
    controller.abort();
    assert.ok(await waitFor(() => suite.fake.aborted() === abortedBefore + 1, 2_000), 'the fake saw the upstream call aborted');
    assert.equal(suite.fake.requests(), requestsBefore + 1);
  });

  it('is rate limited per user: 429 RATE_LIMITED with Retry-After, other users unaffected', async () => {
    const limited = await suite.appWith({ rateLimitPerMinute: 2 });
    suite.fake.setMode('stream');
    const body = { type: 'expand', prompt: '光合作用' } as const;
    assert.equal((await stream(limited, body)).response.statusCode, 200);
    assert.equal((await stream(limited, body)).response.statusCode, 200);
    const refused = await stream(limited, body);
    assert.equal(refused.response.statusCode, 429);
    assert.deepEqual(refused.response.json(), { code: 'RATE_LIMITED', message: AI_RATE_LIMITED_MESSAGE });
    assert.ok(Number(refused.response.headers['retry-after']) >= 1);
    assert.equal((await stream(limited, body, trialToken)).response.statusCode, 200);
  });

  it('explainer and exam are premium: 403 for a trial user, memoChat and expand work', async () => {
    suite.fake.setMode('stream');
    for (const type of ['explainer', 'exam'] as const) {
      const refused = await stream(app, { type, prompt: '', memoContent: MEMO }, trialToken);
      assert.equal(refused.response.statusCode, 403, type);
      const error = refused.response.json<{ code: string; message: string }>();
      assert.equal(error.code, 'PREMIUM_REQUIRED');
      assert.match(error.message, /仅限会员使用/);
    }
    assert.equal((await stream(app, { type: 'memoChat', prompt: '你好', memoContent: MEMO }, trialToken)).stopped, true);
    assert.equal((await stream(app, { type: 'expand', prompt: '光合作用' }, trialToken)).text, FAKE_EXPAND_REPLY);
  });

  it('refuses bad requests with JSON before any stream opens', async () => {
    const before = suite.fake.requests();
    const badType = await stream(app, { type: 'poem' as never, prompt: 'x' });
    assert.equal(badType.response.statusCode, 400);
    assert.ok(badType.response.json().fields.type);

    const longPrompt = await stream(app, { type: 'expand', prompt: 'x'.repeat(AI_PROMPT_MAX_LENGTH + 1) });
    assert.equal(longPrompt.response.statusCode, 400);
    assert.ok(longPrompt.response.json().fields.prompt);

    const emptyExpand = await stream(app, { type: 'expand', prompt: '   ' });
    assert.equal(emptyExpand.response.statusCode, 400);
    assert.equal(emptyExpand.response.json().fields.prompt, '不能为空');

    const emptyExplainer = await stream(app, { type: 'explainer', prompt: '' });
    assert.equal(emptyExplainer.response.statusCode, 400);
    assert.ok(emptyExplainer.response.json().fields.memoContent);

    const huge = await stream(app, JSON.stringify({ type: 'expand', prompt: 'x'.repeat(AI_BODY_LIMIT_BYTES) }));
    assert.equal(huge.response.statusCode, 413);
    assert.equal(huge.response.json().code, 'PAYLOAD_TOO_LARGE');

    const anonymous = await app.inject({ method: 'POST', url: '/api/ai/stream', payload: { type: 'expand', prompt: 'x' } });
    assert.equal(anonymous.statusCode, 401);
    assert.equal(anonymous.json().code, 'UNAUTHORIZED');
    assert.equal(suite.fake.requests(), before, 'no upstream call for a refused request');
  });
});

/** A port nothing listens on: bind one, then let it go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
