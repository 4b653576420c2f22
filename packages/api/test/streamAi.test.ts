import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AI_NOT_CONFIGURED_MESSAGE, AI_STREAM_RETRY_MS, type AiRequest } from '@memory/contracts';
import { setApiBaseUrl, setAuthBridge } from '../src';
import { AiStreamError, aiErrorMessage, streamAi } from '../src/ai';
import { aiScripts, aiStreamHandler, createFakeAuthBridge, type AiScriptSource, type FakeAuthBridge } from '../src/testing';

const server = setupServer();
const request: AiRequest = { type: 'expand', prompt: '光合作用', memoContent: '光合作用' };
let requests: AiRequest[];
let cancels: number;
let bridge: FakeAuthBridge;

function script(source: AiScriptSource) {
  server.use(aiStreamHandler(source, { onRequest: (body) => requests.push(body), onCancel: () => (cancels += 1) }));
}

/** The real timer, kept before a test fakes them (jsdom has no setImmediate). */
const realSetTimeout = globalThis.setTimeout;
const nextMacroTask = () => new Promise<void>((resolve) => realSetTimeout(resolve, 0));

/** Polls (one macro task at a time) until in-process I/O — MSW, body streams — reached a state. */
async function until(condition: () => boolean): Promise<void> {
  for (let turn = 0; turn < 500 && !condition(); turn += 1) await nextMacroTask();
  if (!condition()) throw new Error('condition never became true');
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requests = [];
  cancels = 0;
  bridge = createFakeAuthBridge({ sub: 'u1' }, 'token-ai');
  setAuthBridge(bridge);
});
afterEach(() => {
  jest.useRealTimers();
  server.resetHandlers();
  setAuthBridge(null);
  setApiBaseUrl('/api');
});
afterAll(() => server.close());

describe('streamAi', () => {
  it('posts the request with the bearer token and appends chunks until STOP', async () => {
    const headers: (string | null)[] = [];
    server.events.on('request:start', ({ request: sent }) => headers.push(sent.headers.get('Authorization')));
    script(aiScripts.chunks('光合作用', '是植物', '制造养分的过程'));
    const seen: [string, string][] = [];
    const text = await streamAi(request, { onText: (chunk, full) => seen.push([chunk, full]) });
    server.events.removeAllListeners();
    expect(text).toBe('光合作用是植物制造养分的过程');
    expect(seen).toEqual([
      ['光合作用', '光合作用'],
      ['是植物', '光合作用是植物'],
      ['制造养分的过程', '光合作用是植物制造养分的过程'],
    ]);
    expect(requests).toEqual([request]);
    expect(headers).toEqual(['Bearer token-ai']);
    expect(cancels).toBe(0);
  });

  it('ignores anything after STOP', async () => {
    server.use(
      http.post('*/api/ai/stream', () => {
        const body =
          'data: {"text":"好","metadata":{"finishReason":null}}\n\n' +
          'data: {"text":"","metadata":{"finishReason":"STOP"}}\n\n' +
          'data: {"text":"多余","metadata":{"finishReason":null}}\n\n';
        return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
      }),
    );
    await expect(streamAi(request, { onText: () => undefined })).resolves.toBe('好');
  });

  it('rejects a FatalError event with the server code and message, without retrying', async () => {
    script(aiScripts.fatal('AI_UPSTREAM_FAILED', 'AI 服务出错', ['半句']));
    const seen: string[] = [];
    const failure = await streamAi(request, { onText: (chunk) => seen.push(chunk) }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AiStreamError);
    expect(failure).toMatchObject({ kind: 'fatal', code: 'AI_UPSTREAM_FAILED', message: 'AI 服务出错' });
    expect(aiErrorMessage(failure)).toBe('出错啦，请稍后重试');
    expect(seen).toEqual(['半句']);
    expect(requests).toHaveLength(1);
  });

  it('tells the UI when AI is not configured', async () => {
    script(aiScripts.notConfigured());
    const failure = await streamAi(request, { onText: () => undefined }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'not-configured', code: 'AI_NOT_CONFIGURED' });
    expect(aiErrorMessage(failure)).toBe(AI_NOT_CONFIGURED_MESSAGE);
    expect(requests).toHaveLength(1);
  });

  it.each([
    [403, 'PREMIUM_REQUIRED', 'premium-required', '该功能需要会员卡'],
    [429, 'RATE_LIMITED', 'rate-limited', 'AI 请求过于频繁，请稍后再试'],
    [500, 'INTERNAL', 'fatal', '出错啦，请稍后重试'],
    [413, 'PAYLOAD_TOO_LARGE', 'fatal', '出错啦，请稍后重试'],
  ])('rejects a %i open once, without retrying', async (status, code, kind, shown) => {
    script({ kind: 'error', status, error: { code: code as 'BAD_REQUEST', message: 'AI 请求过于频繁，请稍后再试' } });
    const failure = await streamAi(request, { onText: () => undefined }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind, code });
    expect(aiErrorMessage(failure)).toBe(shown);
    expect(requests).toHaveLength(1);
  });

  it('sends the user to sign in again on 401', async () => {
    window.history.pushState({}, '', '/home/memos');
    script({ kind: 'error', status: 401, error: { code: 'UNAUTHORIZED', message: '请先登录' } });
    const failure = await streamAi(request, { onText: () => undefined }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'unauthorised', code: 'UNAUTHORIZED' });
    expect(bridge.signInCalls).toEqual(['http://localhost/home/memos']);
    expect(requests).toHaveLength(1);
  });

  it('treats an OK answer that is not an event stream as fatal', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/ai/stream', () => {
        calls += 1;
        return HttpResponse.json({ text: '不是流' });
      }),
    );
    await expect(streamAi(request, { onText: () => undefined })).rejects.toMatchObject({ kind: 'fatal', code: 'BAD_CONTENT_TYPE' });
    expect(calls).toBe(1);
  });

  it('retries a stream that ended without STOP after the retry delay, starting the text again', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    script((_body, call) => (call === 0 ? aiScripts.drop('半') : aiScripts.chunks('完整', '答案')));
    const fulls: string[] = [];
    const result = streamAi(request, { onText: (_chunk, full) => fulls.push(full) });
    await until(() => requests.length === 1 && jest.getTimerCount() === 1);
    await jest.advanceTimersByTimeAsync(AI_STREAM_RETRY_MS - 1);
    expect(requests).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('完整答案');
    expect(requests).toHaveLength(2);
    expect(fulls).toEqual(['半', '完整', '完整答案']);
  });

  it('retries network errors a bounded number of times, then rejects', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    let calls = 0;
    server.use(
      http.post('*/api/ai/stream', () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    const result = streamAi(request, { onText: () => undefined, maxRetries: 2 }).catch((error: unknown) => error);
    for (const attempt of [1, 2]) {
      await until(() => calls === attempt && jest.getTimerCount() === 1);
      await jest.advanceTimersByTimeAsync(AI_STREAM_RETRY_MS);
    }
    const failure = await result;
    expect(failure).toMatchObject({ kind: 'network' });
    expect(aiErrorMessage(failure)).toBe('出错啦，请稍后重试');
    expect(calls).toBe(3);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('aborts the request when the signal aborts, and the server sees it', async () => {
    script(aiScripts.hang('第一段'));
    const controller = new AbortController();
    const result = streamAi(request, { onText: () => controller.abort(), signal: controller.signal });
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    await until(() => cancels === 1);
    expect(requests).toHaveLength(1);
  });

  it('rejects at once for a signal that is already aborted', async () => {
    script(aiScripts.chunks('不会发送'));
    const controller = new AbortController();
    controller.abort();
    await expect(streamAi(request, { onText: () => undefined, signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(requests).toHaveLength(0);
  });

  it('does not re-send the request when the tab is hidden and shown mid-stream', async () => {
    let hidden = false;
    const hiddenSpy = jest.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    script((_body, call) => (call === 0 ? aiScripts.hang('前半') : aiScripts.chunks('不该有第二次')));
    const controller = new AbortController();
    const result = streamAi(request, {
      signal: controller.signal,
      onText: () => release(),
    });
    await released;
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
    await nextMacroTask();
    expect(requests).toHaveLength(1);
    expect(cancels).toBe(0);
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    hiddenSpy.mockRestore();
  });
});
