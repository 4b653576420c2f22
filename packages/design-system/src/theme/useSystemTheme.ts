import { useSyncExternalStore } from 'react';
import type { ResolvedTheme, ThemeMode } from '@memory/contracts';
import { resolveTheme } from './resolveTheme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function darkQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = darkQuery();
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

const readSystemTheme = (): ResolvedTheme => (darkQuery()?.matches ? 'dark' : 'light');
const serverSnapshot = (): ResolvedTheme => 'light';

/** The OS colour scheme, live: re-renders when the user flips it. */
export function useSystemTheme(): ResolvedTheme {
  return useSyncExternalStore(subscribe, readSystemTheme, serverSnapshot);
}

/** The theme to paint for a user's choice (light / dark / follow system). */
export function useResolvedTheme(mode: ThemeMode): ResolvedTheme {
  return resolveTheme(mode, useSystemTheme() === 'dark');
}
