import { theme as antdTheme, type ThemeConfig } from 'antd';
import { PRIMARY_COLOR, type ResolvedTheme } from '@memory/contracts';

/** Brand colours. The primary gold is fixed by SPEC §9; the rest are tuned around it. */
export const brandColors = {
  primary: PRIMARY_COLOR,
  /** Dark ink for text placed ON the gold (white on #EDBD59 is unreadable). */
  onPrimary: '#2B1F05',
  /** A deeper gold for gold-coloured text on light surfaces (links, selected menu items). */
  primaryInkLight: '#94660C',
} as const;

/** Seed of antd's gold palette in light mode (#9E6605 text on #FFFBE6). */
const GOLD_PRESET_SEED_LIGHT = '#C4870F';

/** Surface colours per mode; also published as CSS variables for non-antd markup. */
/**
 * Every text tone reaches 4.5:1 (WCAG AA) on both surfaces of its mode: secondary and tertiary (descriptions,
 * captions, empty states) are set here rather than left at antd's 0.45 alpha (3.3:1 on the warm layout).
 * `focus` is the keyboard focus ring (3:1 against both surfaces).
 */
export const surfaces: Record<
  ResolvedTheme,
  {
    layout: string;
    container: string;
    text: string;
    textSecondary: string;
    textTertiary: string;
    border: string;
    focus: string;
    /** Text of a green tag (GreenTag): antd's light green-7 is 3.37:1 on its pale green; green-8 is 5.44:1. */
    greenText: string;
    /** Placeholders (inputs, selects): antd's 0.25 alpha is under 2.3:1; these reach 4.5:1 on the container. */
    placeholder: string;
    /**
     * Red of 删除, danger buttons and error text: antd's #ff4d4f is 3.3:1 on white (and white on it) and its dark
     * red 4.0:1 on the dark container.
     */
    error: string;
    /**
     * Text colours of the status tags (success 已完成, processing 支付中, warning, error) on their pale backgrounds;
     * antd paints them in the bright status colours (1.7–3.0:1 in light).
     */
    statusText: { success: string; info: string; warning: string; error: string };
  }
> = {
  light: {
    layout: '#F7F5F0',
    container: '#FFFFFF',
    text: 'rgba(0, 0, 0, 0.88)',
    textSecondary: 'rgba(0, 0, 0, 0.65)',
    textTertiary: 'rgba(0, 0, 0, 0.6)',
    border: '#E8E4DA',
    focus: brandColors.primaryInkLight,
    greenText: '#237804',
    placeholder: 'rgba(0, 0, 0, 0.57)',
    error: '#CF1322',
    statusText: { success: '#237804', info: brandColors.primaryInkLight, warning: '#874D00', error: '#CF1322' },
  },
  dark: {
    layout: '#121110',
    container: '#1D1B18',
    text: 'rgba(255, 255, 255, 0.88)',
    textSecondary: 'rgba(255, 255, 255, 0.68)',
    textTertiary: 'rgba(255, 255, 255, 0.62)',
    border: '#38342C',
    focus: brandColors.primary,
    greenText: '#6ABE39',
    placeholder: 'rgba(255, 255, 255, 0.55)',
    error: '#FF7875',
    statusText: { success: '#6ABE39', info: brandColors.primary, warning: '#E8B339', error: '#FF7875' },
  },
};

const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif";

const sharedTokens: ThemeConfig['token'] = {
  colorPrimary: brandColors.primary,
  colorInfo: brandColors.primary,
  borderRadius: 8,
  fontFamily,
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
      colorTextSecondary: surface.textSecondary,
      colorTextTertiary: surface.textTertiary,
      colorTextDescription: surface.textTertiary,
      colorLink: goldInk,
      colorError: surface.error,
      colorTextPlaceholder: surface.placeholder,
      // antd's gold preset (Tag color="gold": 默认, 上架审核中) from a deeper seed in light mode: its text on the
      // pale gold background reaches 4.64:1 (antd's default palette gives 2.76:1).
      ...(isDark ? {} : { gold: GOLD_PRESET_SEED_LIGHT }),
      colorLinkHover: brandColors.primary,
    },
    components: {
      // A filled danger button in dark: no text colour reaches 4.5:1 both on the dark page (the red itself) and on
      // the red (white), so its label is dark ink there.
      // A default button under the pointer or pressed: antd paints its label in the hover gold, 1.6:1 on the light
      // page (已订阅 · 去学习 looked disabled while the pointer rested on it); the gold ink reads.
      Button: {
        primaryColor: brandColors.onPrimary,
        defaultHoverColor: goldInk,
        defaultActiveColor: goldInk,
        ...(isDark ? { dangerColor: surface.container } : {}),
      },
      // A checked CheckableTag (知识市场's categories and hot tags) is filled with the gold: dark ink, not white.
      // Status tags (支付中, 已完成…) take their text colour from the status tokens: deeper ones here, for the Tag only
      // (the bright status colours stay for icons, badges and progress bars, which carry no text).
      Tag: {
        colorTextLightSolid: brandColors.onPrimary,
        colorSuccess: surface.statusText.success,
        colorInfo: surface.statusText.info,
        colorWarning: surface.statusText.warning,
        colorError: surface.statusText.error,
      },
      Menu: { itemSelectedColor: goldInk, horizontalItemSelectedColor: goldInk },
      Tabs: { itemSelectedColor: goldInk, itemActiveColor: goldInk },
      Layout: { bodyBg: surface.layout, headerBg: surface.container, siderBg: surface.container },
    },
  };
}

const linkColors = new Map<ResolvedTheme, string>();

/** The gold antd paints links in (its dark algorithm deepens it), so plain-CSS links match; worked out once per mode. */
function linkColor(mode: ResolvedTheme): string {
  let color = linkColors.get(mode);
  if (!color) {
    color = antdTheme.getDesignToken(getThemeConfig(mode)).colorLink;
    linkColors.set(mode, color);
  }
  return color;
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
    '--memory-color-text-tertiary': surface.textTertiary,
    '--memory-color-link': linkColor(mode),
    '--memory-color-border': surface.border,
    '--memory-color-focus': surface.focus,
    '--memory-color-green-text': surface.greenText,
    '--memory-font-family': fontFamily,
  };
}
