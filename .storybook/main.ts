import type { StorybookConfig } from 'storybook-react-rsbuild';

// One Storybook for the design system and the remotes' presentational components (ARCHITECTURE.md §1).
const config: StorybookConfig = {
  stories: ['../packages/design-system/src/**/*.stories.@(ts|tsx)', '../mf-*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs'],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  // Without the React plugin, rsbuild compiles JSX for the classic runtime and every story crashes
  // with "React is not defined" (TOOLCHAIN.md).
  async rsbuildFinal(rsbuildConfig) {
    const { mergeRsbuildConfig } = await import('@rsbuild/core');
    const { pluginReact } = await import('@rsbuild/plugin-react');
    return mergeRsbuildConfig(rsbuildConfig, { plugins: [pluginReact()] });
  },
};

export default config;
