import type { ResolvedTheme, ThemeMode } from '@memory/contracts';

/** 'system' follows the OS preference; an explicit choice wins. */
export function resolveTheme(mode: ThemeMode, systemPrefersDark: boolean): ResolvedTheme {
  if (mode === 'system') return systemPrefersDark ? 'dark' : 'light';
  return mode;
}
