// The Storybook configuration every app's .storybook/main.ts builds from (and the composed one in this package):
// React on webpack 5 compiled by SWC, the accessibility and docs addons, and `@fundnet/api-client/testing` replaced by
// its browser half, so stories reuse the component tests' fixtures (ADR 0019). The design system's components get docs
// pages and controls from their props, read by react-docgen from those files only (ADR 0077).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-webpack5';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));

/** A package's folder as this package resolves it, so apps need not depend on every addon themselves. */
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

/** The design system's components: the only files whose props are read for docs pages and controls. */
const designSystemSource = path.resolve(here, '../../design-system/src');
type WebpackConfig = Parameters<NonNullable<StorybookConfig['webpackFinal']>>[0];
type Minimizer = NonNullable<NonNullable<WebpackConfig['optimization']>['minimizer']>[number];
const frameworkRequire = createRequire(require.resolve('@storybook/react-webpack5/package.json'));
/** terser-webpack-plugin as Storybook's webpack builder has it (with @swc/core beside it). */
const TerserPlugin = createRequire(frameworkRequire.resolve('@storybook/builder-webpack5/package.json'))('terser-webpack-plugin') as {
  new (options: Record<string, unknown>): Minimizer;
  swcMinify: unknown;
};

/**
 * Storybook's own react-docgen loader (what `typescript.reactDocgen: 'react-docgen'` adds for every file), from the
 * React framework's preset. react-docgen-typescript is not an option: it needs TypeScript's compiler API, which the
 * native TypeScript 7 we build with does not have (ADR 0077).
 */
const reactDocgenLoader = createRequire(require.resolve('@storybook/react-webpack5/package.json')).resolve(
  '@storybook/preset-react-webpack/react-docgen-loader',
);

/**
 * On a phone-width docs page the props table (four columns with controls) is wider than the screen and widened the
 * whole page, description included; it scrolls inside its own box instead.
 */
const narrowDocsStyle = `<style>
  @media (max-width: 600px) {
    .sbdocs-content table.docblock-argstable { display: block; max-width: 100%; overflow-x: auto; }
  }
</style>`;

export interface FundnetStorybookOptions {
  /** Story globs or specifiers, relative to the .storybook folder of the caller. */
  stories: StorybookConfig['stories'];
  /** Other Storybooks shown beside these (composition), by id. */
  refs?: StorybookConfig['refs'];
}

export function fundnetStorybook({ stories, refs }: FundnetStorybookOptions): StorybookConfig {
  return {
    stories,
    addons: [
      packageDir('@storybook/addon-webpack5-compiler-swc'),
      packageDir('@storybook/addon-a11y'),
      packageDir('@storybook/addon-docs'),
    ],
    framework: { name: packageDir('@storybook/react-webpack5') as '@storybook/react-webpack5', options: {} },
    // Docgen parses every component for the controls panel: the slowest part of a build and of no use for screens, so
    // Storybook's rule for every file stays off and webpackFinal adds it for the design system's files alone.
    typescript: { reactDocgen: false },
    core: { disableTelemetry: true },
    previewHead: (head) => `${head ?? ''}${narrowDocsStyle}`,
    ...(refs ? { refs } : {}),
    webpackFinal: async (config) => {
      config.resolve ??= {};
      config.resolve.alias = {
        ...(config.resolve.alias as Record<string, string>),
        '@fundnet/api-client/testing$': path.join(here, 'browser-testing.ts'),
      };
      config.module ??= {};
      config.module.rules = [
        ...(config.module.rules ?? []),
        {
          test: /\.tsx$/,
          enforce: 'pre',
          include: designSystemSource,
          exclude: /\.(stories|test)\.tsx$/,
          loader: reactDocgenLoader,
        },
      ];
      // The full-size source maps of every app would double the build time; the dev server keeps its own.
      if (config.mode === 'production') {
        config.devtool = false;
        // swc's minifier, as the apps' builds use (STACK-NOTES), with Storybook's own settings (no mangling, names
        // kept: docs read components' names): its default, terser, took ≈ 40 % of the composed build (stop 54).
        config.optimization = {
          ...config.optimization,
          minimizer: [
            new TerserPlugin({
              minify: TerserPlugin.swcMinify,
              extractComments: false,
              // In this process, as the apps' builds (packages/mf-config): swc runs on libuv's threads anyway.
              parallel: false,
              // module: its bundles use import.meta, which only a module may.
              terserOptions: { module: true, mangle: false, keep_fnames: true, keep_classnames: true },
            }),
          ],
        };
      }
      return config;
    },
  };
}
