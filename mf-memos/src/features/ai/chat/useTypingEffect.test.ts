import { act, renderHook } from '@testing-library/react';
import { useTypingEffect } from './useTypingEffect';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useTypingEffect', () => {
  it('reveals 5 more characters every 20 ms until it has caught up, then waits for more text', () => {
    const { result, rerender } = renderHook(({ text }) => useTypingEffect(text, true), { initialProps: { text: '一二三四五六七八九十十一' } });
    expect(result.current).toBe('');
    act(() => jest.advanceTimersByTime(20));
    expect(result.current).toBe('一二三四五');
    act(() => jest.advanceTimersByTime(19));
    expect(result.current).toBe('一二三四五');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('一二三四五六七八九十');
    act(() => jest.advanceTimersByTime(20));
    expect(result.current).toBe('一二三四五六七八九十十一');
    expect(jest.getTimerCount()).toBe(0);

    rerender({ text: '一二三四五六七八九十十一，再来' });
    act(() => jest.advanceTimersByTime(20));
    expect(result.current).toBe('一二三四五六七八九十十一，再来');
  });

  it('never splits an emoji, and shows everything at once when disabled', () => {
    const { result } = renderHook(() => useTypingEffect('abcd😀ef', true));
    act(() => jest.advanceTimersByTime(20));
    expect(result.current).toBe('abcd😀');
    const plain = renderHook(() => useTypingEffect('全部', false));
    expect(plain.result.current).toBe('全部');
  });
});
