import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadAiSettings } from '../../src/config';
import { extractExamQuestion } from '../../src/modules/ai/exam';
import { buildMessages } from '../../src/modules/ai/prompts';
import { memoryLimiterStore } from '../../src/limits/store';
import { createRateLimiter } from '../../src/limits/ai-calls';

const QUESTION = { question: '1+1=?', options: { A: '1', B: '2', C: '3', D: '4' }, answer: 'B' };

describe('extractExamQuestion', () => {
  it('accepts bare JSON, a ```json fence and a sentence around the object', () => {
    const json = JSON.stringify(QUESTION);
    for (const output of [json, `\`\`\`json\n${json}\n\`\`\``, `好的，题目如下：\n${json}\n祝你好运`]) {
      assert.deepEqual(extractExamQuestion(output), QUESTION, output);
    }
  });

  it('refuses non-JSON, a missing option, an answer outside A–D and empty text', () => {
    const missing = { ...QUESTION, options: { A: '1', B: '2', C: '3' } };
    for (const output of ['A 是正确答案', JSON.stringify(missing), JSON.stringify({ ...QUESTION, answer: 'E' }), '']) {
      assert.equal(extractExamQuestion(output), null, output);
    }
  });
});

describe('createRateLimiter', () => {
  it('allows `limit` calls per window and key, then refuses with the seconds until the window ends', async (t) => {
    t.mock.timers.enable({ apis: ['Date'], now: 0 });
    const limiter = createRateLimiter(memoryLimiterStore(), { limit: 2, windowSeconds: 60 });
    assert.equal((await limiter.take('a')).allowed, true);
    t.mock.timers.tick(10_000);
    assert.equal((await limiter.take('a')).allowed, true);
    t.mock.timers.tick(10_000);
    assert.deepEqual(await limiter.take('a'), { allowed: false, retryAfterSeconds: 40 });
    assert.equal((await limiter.take('b')).allowed, true, 'another key has its own window');
    t.mock.timers.tick(40_001);
    assert.equal((await limiter.take('a')).allowed, true, 'the window ended');
  });
});

describe('createRateLimiter giveBack', () => {
  it('returns a taken call to the window', async () => {
    const limiter = createRateLimiter(memoryLimiterStore(), { limit: 1, windowSeconds: 60 });
    assert.equal((await limiter.take('a')).allowed, true);
    await limiter.giveBack('a');
    assert.equal((await limiter.take('a')).allowed, true, 'the call handed back is there again');
    assert.equal((await limiter.take('a')).allowed, false);
  });
});

describe('loadAiSettings', () => {
  it('is unconfigured without AI_BASE_URL and reads every variable when set', () => {
    assert.equal(loadAiSettings({}).baseUrl, undefined);
    assert.deepEqual(
      loadAiSettings({
        AI_BASE_URL: 'https://api.deepseek.com/v1/',
        AI_API_KEY: 'sk-x',
        AI_MODEL: 'deepseek-chat',
        AI_TIMEOUT_MS: '1000',
        AI_MAX_DURATION_MS: '5000',
        AI_RATE_LIMIT_PER_MINUTE: '3',
      }),
      { baseUrl: 'https://api.deepseek.com/v1', apiKey: 'sk-x', model: 'deepseek-chat', timeoutMs: 1000, maxDurationMs: 5000, rateLimitPerMinute: 3 },
    );
  });

  it('refuses a base URL without a model and nonsense numbers', () => {
    assert.throws(() => loadAiSettings({ AI_BASE_URL: 'http://localhost:11434/v1' }), /AI_MODEL/);
    assert.throws(() => loadAiSettings({ AI_TIMEOUT_MS: '0' }), /AI_TIMEOUT_MS/);
  });
});

describe('buildMessages', () => {
  it('puts the memo in front of every type and only exam asks for JSON', () => {
    for (const type of ['explainer', 'exam'] as const) {
      const messages = buildMessages({ type, prompt: '', memoContent: '温故而知新' });
      assert.equal(messages.length, 2);
      assert.match(messages[1]!.content, /温故而知新/);
      assert.equal(/JSON/.test(messages[0]!.content), type === 'exam');
    }
    const expand = buildMessages({ type: 'expand', prompt: '光合作用' });
    assert.match(expand.at(-1)!.content, /光合作用/);
  });
});
