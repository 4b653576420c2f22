import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { ResolvedTheme } from '@memory/contracts';

/** Brand colours. The primary gold is fixed by SPEC §9; the rest are tuned around it. */
export const brandColors = {
  primary: '#EDBD59',
  /** Dark ink for text placed ON the gold (white on #EDBD59 is unreadable). */
  onPrimary: '#2B1F05',
  /** A deeper gold for gold-coloured text on light surfaces (links, selected menu items). */
  primaryInkLight: '#94660C',
} as const;

/** Surface colours per mode; also published as CSS variables for non-antd markup. */
export const surfaces: Record<ResolvedTheme, { layout: string; container: string; text: string; textSecondary: string; border: string }> = {
  light: {
    layout: '#F7F5F0',
    container: '#FFFFFF',
    text: 'rgba(0, 0, 0, 0.88)',
    textSecondary: 'rgba(0, 0, 0, 0.55)',
    border: '#E8E4DA',
  },
  dark: {
    layout: '#121110',
    container: '#1D1B18',
    text: 'rgba(255, 255, 255, 0.88)',
    textSecondary: 'rgba(255, 255, 255, 0.6)',
    border: '#38342C',
  },
};

const sharedTokens: ThemeConfig['token'] = {
  colorPrimary: brandColors.primary,
  colorInfo: brandColors.primary,
  borderRadius: 8,
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
};

/** The antd theme for one resolved mode: same brand, light or dark algorithm. */
export function getThemeConfig(mode: ResolvedTheme): ThemeConfig {
  const surface = surfaces[mode];
  const isDark = mode === 'dark';
  const goldInk = isDark ? brandColors.primary : brandColors.primaryInkLight;
  return {
    algorithm: isDark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      ...sharedTokens,
      colorBgLayout: surface.layout,
      colorBgContainer: surface.container,
      colorBorderSecondary: surface.border,
      colorLink: goldInk,
      colorLinkHover: brandColors.primary,
    },
    components: {
      Button: { primaryColor: brandColors.onPrimary },
      Menu: { itemSelectedColor: goldInk, horizontalItemSelectedColor: goldInk },
      Tabs: { itemSelectedColor: goldInk, itemActiveColor: goldInk },
      Layout: { bodyBg: surface.layout, headerBg: surface.container, siderBg: surface.container },
    },
  };
}

/** CSS custom properties mirroring the theme, for plain CSS and the page background. */
export function getCssVariables(mode: ResolvedTheme): Record<string, string> {
  const surface = surfaces[mode];
  return {
    '--memory-color-primary': brandColors.primary,
    '--memory-color-on-primary': brandColors.onPrimary,
    '--memory-color-bg-layout': surface.layout,
    '--memory-color-bg-container': surface.container,
    '--memory-color-text': surface.text,
    '--memory-color-text-secondary': surface.textSecondary,
    '--memory-color-border': surface.border,
  };
}
