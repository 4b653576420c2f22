import { act, renderHook } from '@testing-library/react';
import { useResolvedTheme, useSystemTheme } from './useSystemTheme';

/** A controllable prefers-color-scheme media query. */
function fakeColorScheme(prefersDark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return prefersDark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  const original = window.matchMedia;
  window.matchMedia = jest.fn(() => query as unknown as MediaQueryList);
  return {
    flip(next: boolean) {
      prefersDark = next;
      listeners.forEach((listener) => listener());
    },
    listenerCount: () => listeners.size,
    restore: () => {
      window.matchMedia = original;
    },
  };
}

describe('useSystemTheme', () => {
  it('reports the OS scheme and follows it when the user flips it', () => {
    const scheme = fakeColorScheme(false);
    const { result, unmount } = renderHook(() => useSystemTheme());
    expect(result.current).toBe('light');

    act(() => scheme.flip(true));
    expect(result.current).toBe('dark');

    unmount();
    expect(scheme.listenerCount()).toBe(0);
    scheme.restore();
  });
});

describe('useResolvedTheme', () => {
  it('resolves system mode against the OS and keeps explicit modes', () => {
    const scheme = fakeColorScheme(true);
    const { result, rerender } = renderHook(({ mode }) => useResolvedTheme(mode), {
      initialProps: { mode: 'system' as 'system' | 'light' | 'dark' },
    });
    expect(result.current).toBe('dark');

    rerender({ mode: 'light' });
    expect(result.current).toBe('light');
    scheme.restore();
  });
});
