import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { ThemeProvider } from '../src/theme/ThemeProvider';

/** Renders as the apps do: inside the product's ThemeProvider (zh-CN locale, brand theme, App context). */
export function renderInTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, {
    ...options,
    wrapper: ({ children }) => <ThemeProvider theme="light">{children}</ThemeProvider>,
  });
}
