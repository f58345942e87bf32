// The Storybook configuration every app's .storybook/main.ts builds from (and the composed one in this package):
// React on webpack 5 compiled by SWC, the accessibility addon, and `@fundnet/api-client/testing` replaced by its
// browser half, so stories reuse the component tests' fixtures (ADR 0019).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-webpack5';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));

/** A package's folder as this package resolves it, so apps need not depend on every addon themselves. */
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

export interface FundnetStorybookOptions {
  /** Story globs or specifiers, relative to the .storybook folder of the caller. */
  stories: StorybookConfig['stories'];
  /** Other Storybooks shown beside these (composition), by id. */
  refs?: StorybookConfig['refs'];
}

export function fundnetStorybook({ stories, refs }: FundnetStorybookOptions): StorybookConfig {
  return {
    stories,
    addons: [packageDir('@storybook/addon-webpack5-compiler-swc'), packageDir('@storybook/addon-a11y')],
    framework: { name: packageDir('@storybook/react-webpack5') as '@storybook/react-webpack5', options: {} },
    // Docgen parses every component for the controls panel: the slowest part of a build and of no use for screens.
    typescript: { reactDocgen: false },
    core: { disableTelemetry: true },
    ...(refs ? { refs } : {}),
    webpackFinal: async (config) => {
      config.resolve ??= {};
      config.resolve.alias = {
        ...(config.resolve.alias as Record<string, string>),
        '@fundnet/api-client/testing$': path.join(here, 'browser-testing.ts'),
      };
      // The full-size source maps of every app would double the build time; the dev server keeps its own.
      if (config.mode === 'production') config.devtool = false;
      return config;
    },
  };
}
