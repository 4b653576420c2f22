import { theme } from 'antd';
import type { ResolvedTheme } from '@memory/contracts';
import { brandColors, getCssVariables, getThemeConfig, surfaces } from './tokens';

/** WCAG contrast of `fg` over the `bgs` (innermost first, each maybe translucent) over `page`. */
function contrast(fg: string, bgs: string[], page: string): number {
  const rgba = (color: string): number[] => {
    if (color.startsWith('#')) return [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16)).concat(1);
    const parts = color.replace(/[^\d.,]/g, '').split(',').map(Number);
    return parts.length === 3 ? parts.concat(1) : parts;
  };
  const over = (top: string, below: number[]) => {
    const [r, g, b, a] = rgba(top) as [number, number, number, number];
    return [r, g, b].map((v, i) => v * a + below[i]! * (1 - a));
  };
  const background = [...bgs].reverse().reduce((below, color) => over(color, below), over(page, [255, 255, 255]));
  const luminance = (rgb: number[]) =>
    rgb.map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)).reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
  const [light, dark] = [luminance(over(fg, background)), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('getThemeConfig', () => {
  it('uses the brand gold in both modes', () => {
    expect(getThemeConfig('light').token?.colorPrimary).toBe('#EDBD59');
    expect(getThemeConfig('dark').token?.colorPrimary).toBe('#EDBD59');
  });

  it('switches the antd algorithm with the mode', () => {
    expect(getThemeConfig('dark').algorithm).toBe(theme.darkAlgorithm);
    expect(getThemeConfig('light').algorithm).toBe(theme.defaultAlgorithm);
  });

  it('puts dark ink on gold primary buttons, since white on #EDBD59 is unreadable', () => {
    expect(getThemeConfig('light').components?.Button?.primaryColor).toBe(brandColors.onPrimary);
  });

  describe.each(['light', 'dark'] as ResolvedTheme[])('in %s mode, text reaches 4.5:1 (WCAG AA)', (mode) => {
    const config = getThemeConfig(mode);
    const token = theme.getDesignToken(config);
    // A component's tokens replace the global ones key by key (no algorithm re-derives the backgrounds from them).
    const tag = { ...token, ...config.components?.Tag } as typeof token;
    const page = surfaces[mode].container;

    it.each([
      ['支付中 (processing tag)', tag.colorInfo, tag.colorInfoBg],
      ['已完成 (success tag)', tag.colorSuccess, tag.colorSuccessBg],
      ['warning tag', tag.colorWarning, tag.colorWarningBg],
      ['error tag', tag.colorError, tag.colorErrorBg],
    ])('%s on its pale background', (_, text, background) => {
      expect(contrast(text, [background], page)).toBeGreaterThanOrEqual(4.5);
    });

    it('删除 and error text on the page and on the layout', () => {
      expect(contrast(token.colorError, [], page)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(token.colorError, [], surfaces[mode].layout)).toBeGreaterThanOrEqual(4.5);
    });

    it('the label of a filled danger button', () => {
      const label = config.components?.Button?.dangerColor ?? '#ffffff';
      expect(contrast(label, [token.colorError], page)).toBeGreaterThanOrEqual(4.5);
    });

    it('the label of a default button under the pointer and pressed (antd: the hover gold)', () => {
      const button = config.components?.Button;
      expect(contrast(button?.defaultHoverColor ?? token.colorPrimaryHover, [], page)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(button?.defaultActiveColor ?? token.colorPrimaryActive, [], page)).toBeGreaterThanOrEqual(4.5);
    });

    it('placeholders (inputs, selects)', () => {
      expect(contrast(token.colorTextPlaceholder, [], page)).toBeGreaterThanOrEqual(4.5);
    });
  });

  it('puts dark ink on checked (gold) tags in both modes', () => {
    expect(getThemeConfig('light').components?.Tag?.colorTextLightSolid).toBe(brandColors.onPrimary);
    expect(getThemeConfig('dark').components?.Tag?.colorTextLightSolid).toBe(brandColors.onPrimary);
  });


});

describe('getCssVariables', () => {
  it('gives the dark page a dark background and the light page a light one', () => {
    expect(getCssVariables('dark')['--memory-color-bg-layout']).toBe('#121110');
    expect(getCssVariables('light')['--memory-color-bg-layout']).toBe('#F7F5F0');
  });

  it('gives plain-CSS links the gold antd paints its links in: deeper on light, deepened by the dark algorithm', () => {
    expect(getCssVariables('light')['--memory-color-link']?.toUpperCase()).toBe('#94660C');
    expect(getCssVariables('dark')['--memory-color-link']?.toUpperCase()).toBe('#CCA44F');
  });

  it('gives green tags (免费, 已发布) a text that reads at 4.5:1 in light mode', () => {
    expect(getCssVariables('light')['--memory-color-green-text']).toBe('#237804');
    expect(getCssVariables('dark')['--memory-color-green-text']).toBe('#6ABE39');
  });
});
