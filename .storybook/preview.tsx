import type { Decorator, Preview } from 'storybook-react-rsbuild';
import { configure } from 'storybook/test';
import { ThemeProvider, type ThemeProviderProps } from '../packages/design-system/src';

// Play functions wait for pages that load their data from MSW first. Testing Library's default of 1 s was once not
// enough on a loaded CI machine (发布知识罐's button still behind its skeleton); a story that never shows fails anyway.
configure({ asyncUtilTimeout: 5000 });

/** Wraps every story in the product's ThemeProvider, in the mode picked in the toolbar. */
const withTheme: Decorator = (Story, context) => {
  const theme: ThemeProviderProps['theme'] = context.globals.theme === 'dark' ? 'dark' : 'light';
  // On docs pages several stories share one page: theme only the story's box, not the docs page itself.
  const isDocs = context.viewMode === 'docs';
  return (
    <ThemeProvider theme={theme} applyToDocument={!isDocs}>
      <div style={{ padding: 24, background: 'var(--memory-color-bg-layout)', color: 'var(--memory-color-text)' }}>
        <Story />
      </div>
    </ThemeProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: '主题',
      toolbar: {
        title: '主题',
        icon: 'mirror',
        items: [
          { value: 'light', title: '浅色', icon: 'sun' },
          { value: 'dark', title: '深色', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [withTheme],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
