import { NETWORK_FAILURE_MESSAGES } from '@memory/contracts';
import { apiErrorMessage, failureCause, isNetworkError } from '../src';

// RTK Query's shapes: a request with no answer, a server's answer without our JSON, the server's own words.
const noAnswer = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
const timedOut = { status: 'TIMEOUT_ERROR', error: 'AbortError' };
const badGateway = { status: 502, data: 'Bad Gateway' };
const refused = { status: 409, data: { code: 'CONFLICT', message: '今天记录得太多啦' } };

describe('failure texts', () => {
  const online = jest.spyOn(window.navigator, 'onLine', 'get');
  afterEach(() => online.mockReturnValue(true));

  it('tells a request that got no answer from one the server answered', () => {
    expect(isNetworkError(noAnswer)).toBe(true);
    expect(isNetworkError(timedOut)).toBe(true);
    expect(isNetworkError(badGateway)).toBe(false);
    expect(isNetworkError(refused)).toBe(false);
  });

  it("gives the server's words first, whatever the screen's wording", () => {
    expect(apiErrorMessage(refused, '创建失败，请稍后重试')).toBe('今天记录得太多啦');
    expect(failureCause(refused)).toBe('今天记录得太多啦');
  });

  it("names the network in place of the wording's 「请稍后重试」 when the request got no answer", () => {
    online.mockReturnValue(true);
    expect(apiErrorMessage(noAnswer, '创建失败，请稍后重试')).toBe(`创建失败：${NETWORK_FAILURE_MESSAGES.unreachable}`);
    expect(apiErrorMessage(timedOut, '上传失败，请检查网络后重试')).toBe(`上传失败：${NETWORK_FAILURE_MESSAGES.unreachable}`);
    expect(apiErrorMessage(noAnswer, '删除失败')).toBe(`删除失败：${NETWORK_FAILURE_MESSAGES.unreachable}`);
    expect(apiErrorMessage(noAnswer, '请稍后重试')).toBe(NETWORK_FAILURE_MESSAGES.unreachable);
    online.mockReturnValue(false);
    expect(apiErrorMessage(noAnswer, '创建失败，请稍后重试')).toBe('创建失败：网络已断开，连上网络后重试');
    expect(failureCause(noAnswer)).toBe(NETWORK_FAILURE_MESSAGES.offline);
  });

  it("keeps the screen's wording when the server failed without words, and an empty one empty", () => {
    expect(apiErrorMessage(badGateway, '创建失败，请稍后重试')).toBe('创建失败，请稍后重试');
    expect(failureCause(badGateway)).toBeNull();
    expect(apiErrorMessage(noAnswer, '')).toBe('');
    expect(apiErrorMessage(refused, '')).toBe('今天记录得太多啦');
  });
});
