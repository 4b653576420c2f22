// @memory/design-system: the brand theme, zh-CN texts and the shared presentational pieces.
export { texts, type Texts } from './texts';
export { brandColors, surfaces, getThemeConfig, getCssVariables } from './theme/tokens';
export { ThemeProvider, type ThemeProviderProps } from './theme/ThemeProvider';
export { resolveTheme } from './theme/resolveTheme';
export { useSystemTheme, useResolvedTheme } from './theme/useSystemTheme';
export { useOnline } from './online/useOnline';
export * from './components/RemoteUnavailable';
export * from './components/RemoteIncompatible';
export * from './components/NotFound';
export * from './components/PageSkeleton';
export * from './components/PageFrame';
export * from './components/EmptyState';
export * from './components/LoadError';
export * from './components/ButtonLink';
export * from './components/GreenTag';
export * from './components/Brand';
export * from './components/MemberLock';
