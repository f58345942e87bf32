import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { appModuleRules, reactRouterDist } from './create-app-config';
import { federationHostAliases } from './federation-host';
import { muiWithoutCssVarsPlugins } from './mui-without-css-vars';

export interface PrerenderConfigOptions {
  /** The app folder (the one holding package.json, src/ and the browser build's dist/). */
  dir: string;
  /** The module exporting the app's start pages and their renderer (`PrerenderModule`, prerendered-pages.ts). */
  entry: string;
}

/** An app renders start pages ahead of time when it has this config beside its webpack.config.ts. */
export const PRERENDER_CONFIG_FILE = 'webpack.prerender.config.ts';
/** Where the Node bundle goes: beside dist/, never in what is served or released. */
export const PRERENDER_BUILD_DIR = 'prerender-build';
const BUNDLE = 'render-start-pages';

/** The bundle a prerender build wrote into `outputPath` (its config's `output.path`). */
export function prerenderBundleIn(outputPath: string): string {
  return path.join(outputPath, `${BUNDLE}.cjs`);
}

/**
 * The build of an app's start pages for Node (ADR 0101): the same sources, loaders and aliases as its browser build
 * (`appModuleRules`), every library bundled in one file, no federation (nothing is shared on the server). Whoever
 * builds it then runs it: `writePrerenderedPages` renders each page it names into the browser build's
 * `dist/prerendered/`, its index.html with the regions filled (fundnet-build-apps, fundnet-prerender, the release's
 * build).
 */
export function createPrerenderConfig(options: PrerenderConfigOptions) {
  return (_env: unknown, argv: { mode?: 'development' | 'production' }): Configuration => {
    const production = argv.mode !== 'development';
    const outputPath = path.join(options.dir, PRERENDER_BUILD_DIR);
    return {
      mode: production ? 'production' : 'development',
      context: options.dir,
      target: 'node20',
      entry: { [BUNDLE]: options.entry },
      devtool: false,
      output: { path: outputPath, filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: {
          ...federationHostAliases(options.dir),
          ...(production ? { 'react-router$': path.join(reactRouterDist(options.dir), 'production/index.mjs') } : {}),
        },
      },
      module: { rules: appModuleRules(options.dir, production) },
      // Read by no one but the build: no minifying, and the lazy pages in the one file (React's prerender waits on them).
      optimization: { minimize: false, splitChunks: false },
      performance: { hints: false },
      plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }), ...muiWithoutCssVarsPlugins(options.dir)],
      stats: 'errors-warnings',
    };
  };
}
