import { useEffect } from 'react';
import type { ResolvedTheme } from '@memory/contracts';
import { getCssVariables } from './tokens';

/**
 * Paints what antd does not own: the page background behind every layout, the browser's own widgets
 * (scrollbars, form controls) via color-scheme, and CSS variables for plain CSS. Every ThemeProvider
 * in the page receives the same mode from the shell, so they agree on what they write.
 */
export function useDocumentTheme(mode: ResolvedTheme, enabled: boolean): void {
  useEffect(() => {
    if (!enabled || typeof document === 'undefined') return;
    const root = document.documentElement;
    root.dataset.theme = mode;
    root.style.colorScheme = mode;
    for (const [name, value] of Object.entries(getCssVariables(mode))) root.style.setProperty(name, value);
    document.body.style.backgroundColor = 'var(--memory-color-bg-layout)';
    document.body.style.color = 'var(--memory-color-text)';
  }, [mode, enabled]);
}
