import { theme } from 'antd';
import { brandColors, getCssVariables, getThemeConfig } from './tokens';

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
