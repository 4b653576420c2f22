import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import type { ResolvedTheme } from '@memory/contracts';
import { antdLocale } from './locale';
import { getCssVariables, getThemeConfig } from './tokens';
import { useDocumentTheme } from './useDocumentTheme';

export interface ThemeProviderProps {
  /** The resolved mode to paint; resolve 'system' first with useResolvedTheme(). */
  theme: ResolvedTheme;
  children: ReactNode;
  /** Also paint the page itself (html and body: background, color-scheme, CSS variables). Default true. */
  applyToDocument?: boolean;
}

/**
 * The one place that themes a React tree: antd tokens for the brand in light or dark, zh-CN locale for antd
 * and dayjs, and antd's App component so message / modal / notification from App.useApp() follow the theme.
 */
export function ThemeProvider({ theme, children, applyToDocument = true }: ThemeProviderProps) {
  const themeConfig = useMemo(() => getThemeConfig(theme), [theme]);
  // CSS variables on the subtree too, so a remote mounted anywhere gets them without touching <html>.
  const scopedVariables = useMemo(() => getCssVariables(theme) as CSSProperties, [theme]);
  useDocumentTheme(theme, applyToDocument);
  // No auto space between two CJK characters: buttons read 登录 / 记录 exactly as GLOSSARY.md.
  return (
    <ConfigProvider locale={antdLocale} theme={themeConfig} button={{ autoInsertSpace: false }}>
      <App className="memory-app" style={scopedVariables}>
        {children}
      </App>
    </ConfigProvider>
  );
}
