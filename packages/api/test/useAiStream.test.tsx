import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { AiRequest } from '@memory/contracts';
import { setAuthBridge } from '../src';
import { useAiStream } from '../src/ai';
import { aiScripts, aiStreamHandler, createFakeAuthBridge, type AiScriptSource } from '../src/testing';

const server = setupServer();
const request: AiRequest = { type: 'expand', prompt: '勾股定理' };
let requests: AiRequest[];
let cancels: number;

function script(source: AiScriptSource) {
  server.use(aiStreamHandler(source, { onRequest: (body) => requests.push(body), onCancel: () => (cancels += 1) }));
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requests = [];
  cancels = 0;
  setAuthBridge(createFakeAuthBridge());
});
afterEach(() => {
  server.resetHandlers();
  setAuthBridge(null);
});
afterAll(() => server.close());

describe('useAiStream', () => {
  it('goes idle → streaming → done with the full text', async () => {
    script(aiScripts.chunks('直角三角形', '两直角边的平方和', '等于斜边的平方'));
    const { result } = renderHook(() => useAiStream());
    expect(result.current).toMatchObject({ status: 'idle', text: '', error: null });

    let started!: Promise<string | null>;
    act(() => {
      started = result.current.start(request);
    });
    expect(result.current.status).toBe('streaming');
    await act(async () => {
      await expect(started).resolves.toBe('直角三角形两直角边的平方和等于斜边的平方');
    });
    expect(result.current).toMatchObject({ status: 'done', text: '直角三角形两直角边的平方和等于斜边的平方', error: null });
  });

  it('shows the text so far while streaming', async () => {
    script(aiScripts.hang('直角三角形'));
    const { result } = renderHook(() => useAiStream());
    act(() => void result.current.start(request));
    await waitFor(() => expect(result.current.text).toBe('直角三角形'));
    expect(result.current.status).toBe('streaming');
    act(() => result.current.stop());
    expect(result.current).toMatchObject({ status: 'idle', text: '直角三角形' });
    await waitFor(() => expect(cancels).toBe(1));
  });

  it('ends in error with the AiStreamError and returns null', async () => {
    script(aiScripts.premiumRequired());
    const { result } = renderHook(() => useAiStream());
    let outcome: string | null = 'unset';
    await act(async () => {
      outcome = await result.current.start(request);
    });
    expect(outcome).toBeNull();
    expect(result.current.status).toBe('error');
    expect(result.current.error).toMatchObject({ kind: 'premium-required', code: 'PREMIUM_REQUIRED' });
  });

  it('aborts the running stream when start is called again, keeping only the new one', async () => {
    script((_body, call) => (call === 0 ? aiScripts.hang('旧的') : aiScripts.chunks('新的')));
    const { result } = renderHook(() => useAiStream());
    let first!: Promise<string | null>;
    act(() => {
      first = result.current.start(request);
    });
    await waitFor(() => expect(result.current.text).toBe('旧的'));
    let second!: Promise<string | null>;
    await act(async () => {
      second = result.current.start({ ...request, prompt: '再来' });
      await expect(first).resolves.toBeNull();
      await expect(second).resolves.toBe('新的');
    });
    expect(result.current).toMatchObject({ status: 'done', text: '新的' });
    expect(cancels).toBe(1);
    expect(requests.map((body) => body.prompt)).toEqual(['勾股定理', '再来']);
  });

  it('aborts on unmount and ignores what would have come after', async () => {
    script(aiScripts.hang('一半'));
    const errors = jest.spyOn(console, 'error');
    const { result, unmount } = renderHook(() => useAiStream());
    let started!: Promise<string | null>;
    act(() => {
      started = result.current.start(request);
    });
    await waitFor(() => expect(result.current.text).toBe('一半'));
    unmount();
    await expect(started).resolves.toBeNull();
    await waitFor(() => expect(cancels).toBe(1));
    expect(requests).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('reset aborts and clears', async () => {
    script(aiScripts.hang('一半'));
    const { result } = renderHook(() => useAiStream());
    act(() => void result.current.start(request));
    await waitFor(() => expect(result.current.text).toBe('一半'));
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ status: 'idle', text: '', error: null });
    await waitFor(() => expect(cancels).toBe(1));
  });
});
