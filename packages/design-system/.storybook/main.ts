import type { StorybookConfig } from '@storybook/react-webpack5';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-webpack5-compiler-swc', '@storybook/addon-docs'],
  framework: '@storybook/react-webpack5',
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true },
};

export default config;
