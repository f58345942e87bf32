import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { precompressedCopies } from './precompressed-copies';
import type { Configuration, EntryObject, RuleSetRule } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { buildStampPlugin } from './build-stamp';
import { CompileHintsPlugin } from './compile-hints';
import { federationHostAliases, federationHostPlugins, federationHostSplitChunks } from './federation-host';
import { muiWithoutCssVarsPlugins } from './mui-without-css-vars';
import { RemotePageChunksMeta } from './remote-page-chunks-meta';
import { type StartPageChunks, startPagesInManifest } from './start-pages-manifest';
import { apiClientSrc, sharedConfig, validationSchemaSrc } from './shared';

export interface AppConfigOptions {
  /** The app folder (the one holding package.json and src/). */
  dir: string;
  /** Module Federation name: a JS identifier, e.g. 'mfe_profiles'. */
  federationName: string;
  /** Dev server port (standalone development). */
  port: number;
  /** Modules the app exposes (remotes: './app' and parcels). */
  exposes?: Record<string, string>;
  /** Page title of the standalone page. */
  title: string;
  /** Files copied beside the build (the shell's remotes.json); the site's icons are copied for every app. */
  publicDir?: string;
  /** Shell only, in development: /remotes/<folder>/ is proxied to each remote's dev server, so remotes.json stays the same. */
  devRemotePorts?: Record<string, number>;
  /**
   * Host only: a small script the page runs before main.js (its own entry, `preload.js`), which starts a remote page's
   * downloads while main.js still downloads and evaluates (ADR 0093). It must import nothing heavy: the page downloads
   * it before anything shows.
   */
  earlyEntry?: string;
  /**
   * Remote only: the pages a visitor lands on, with the `webpackChunkName`s of their lazy imports (the remote's
   * `src/start-pages.ts`). Their scripts go into the remote's mf-manifest.json for the shell's early script (ADR 0094).
   */
  startPages?: readonly StartPageChunks[];
}

// Loaders are dependencies of this package, not of each app: resolve them from here.
const resolveHere = createRequire(import.meta.url).resolve;

/** React Router's build output, as the app resolves it (the version the subset in app-runtime imports). */
export function reactRouterDist(appDir: string): string {
  const runtime = createRequire(path.join(appDir, 'package.json')).resolve('@fundnet/app-runtime/react-router-dom');
  return path.join(path.dirname(createRequire(runtime).resolve('react-router/package.json')), 'dist');
}

const apiTarget = process.env.FUNDNET_API_URL ?? 'http://127.0.0.1:4000';

/**
 * One webpack configuration for the shell and every remote, so they build, share and serve alike.
 * A remote is built with MF's webpack plugin; its entry `src/index.ts` does `import('./bootstrap')` so shared versions
 * settle before React loads. The shell (the app without exposes) is the host through MF's runtime API instead, created
 * when a remote is first needed (ADR 0063).
 */
/** What an app's webpack.config.ts exports: webpack-cli calls it with the command line's mode. */
export type AppConfigFactory = (
  env: unknown,
  argv: { mode?: 'development' | 'production' },
) => Configuration & { devServer?: DevServerConfiguration };

export function createAppConfig(options: AppConfigOptions): AppConfigFactory {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isHost = !options.exposes || Object.keys(options.exposes).length === 0;
    const reactRouter = reactRouterDist(options.dir);
    // A host's early entry (ADR 0093); a remote's page is the host's, so a remote has none.
    const earlyEntry = isHost ? options.earlyEntry : undefined;
    const entries = appEntries(earlyEntry);
    return {
      mode: production ? 'production' : 'development',
      context: options.dir,
      // The early entry first: HtmlWebpackPlugin writes the scripts in this order, and both are deferred.
      entry: entries,
      // Production: source maps as files for error tracking, written beside dist/ (in sourcemaps/), never into what
      // static hosting serves, and no sourceMappingURL comment in the scripts (issue 9.5; the plugin is below).
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(options.dir, 'dist'),
        // The entry keeps a stable name: MF's runtime rejects [contenthash] there (STACK-NOTES);
        // the manifest URL in remotes.json is what busts caches on redeploy.
        filename: '[name].js',
        // A remote's chunks by id: its runtime then carries no file name per named chunk (its start pages name their
        // imports for the build, ADR 0094; the manifest says which files are whose). The shell keeps names: its page
        // names its `federation` and `offered-libraries` chunks (ADR 0093).
        chunkFilename: isHost ? '[name].[contenthash:8].js' : '[id].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        publicPath: 'auto',
        clean: true,
        uniqueName: options.federationName,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: {
          ...(isHost ? federationHostAliases(options.dir) : {}),
          // React Router's package exports only its development build (dev warnings on); its production build sits
          // beside it, the same code with them off (ADR 0067).
          ...(production ? { 'react-router$': path.join(reactRouter, 'production/index.mjs') } : {}),
        },
      },
      module: { rules: [...appModuleRules(options.dir, production), ...browserAssetRules()] },
      optimization: {
        minimize: production,
        ...(isHost ? { splitChunks: federationHostSplitChunks() } : {}),
        // swc's minifier: about 6 s an app here, against 15-18 s for terser (STACK-NOTES). In this process: swc minifies
        // on libuv's threads already, and the plugin's worker processes (one per app of a multi-app build) cost their
        // start and the serialization of every script sent to them: 8 apps built with 20-30 CPU s less, sys time 32 →
        // 18-20 s (stop 57), the same files byte for byte.
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false, parallel: false })],
      },
      performance: { hints: false },
      plugins: [
        ...(isHost
          ? federationHostPlugins(options.dir)
          : [
              new ModuleFederationPlugin({
                name: options.federationName,
                filename: 'remoteEntry.js',
                exposes: options.exposes,
                shared: sharedConfig(options.dir, { consumeOnly: production }),
                // The start pages' scripts in the manifest the shell's early script reads (ADR 0094).
                manifest: options.startPages ? { additionalData: startPagesInManifest(options.startPages) } : true,
                dts: false,
                // Load a remote's entry only when one of its routes is visited: one offline remote must not break the shell.
                shareStrategy: 'loaded-first',
                // One Module Federation runtime on the page (ADR 0011): the shell provides it on the global
                // `_FEDERATION_RUNTIME_CORE` when it first loads a remote (ADR 0063), and a remote's remoteEntry.js uses it
                // instead of carrying its own copy (28 KB gzip each). Production only: in development a remote also runs
                // alone, without a shell to provide the runtime.
                // `optimization.target: 'web'` leaves the runtime's Node.js script loading out of the browser build (ADR 0057).
                experiments: production ? { externalRuntime: true, optimization: { target: 'web' } } : undefined,
              }),
            ]),
        // MUI's theme and ThemeProvider without the CSS-variables path we never take (ADR 0065).
        ...muiWithoutCssVarsPlugins(options.dir),
        new HtmlWebpackPlugin({
          template: path.join(import.meta.dirname ?? __dirname, '../index.html'),
          title: options.title,
          // The page is served for every client-side route (/fund/discovery, …): its scripts need absolute URLs.
          publicPath: '/',
          chunks: Object.keys(entries),
          // `npm run dev`'s shell lets a developer point it at a remote on their machine (issue 32.5, ADR 0075). A built
          // page gets this meta from the server that serves it, which decides (WEB_REMOTE_OVERRIDES).
          meta: isHost && !production ? { 'fundnet-remote-overrides': 'http://localhost:* http://127.0.0.1:*' } : {},
          // The host's built page starts remotes.json with main.js (index.html): a remote page's chain was HTML → main.js
          // → remotes.json → its manifest → its files; the map is now there when main.js asks (issue 33). Development
          // serves the map from the dev server, which is not what the built page's `/remotes.json` names.
          preloadRemotesMap: isHost && production,
        }),
        // The shell's chunks a remote page loads, named in its page for the early script (ADR 0093).
        ...(earlyEntry ? [new RemotePageChunksMeta()] : []),
        ...(options.publicDir ? [copyPublic(options.publicDir)] : []),
        // The site's icons beside every app's page (index.html links the PNGs, ADR 0110).
        copyPublic(path.join(import.meta.dirname ?? __dirname, '../icons')),
        // The host's entries compiled off the main thread while they download (ADR 0103).
        ...(production && isHost ? [new CompileHintsPlugin(Object.keys(entries))] : []),
        ...(production ? [...(sourceMapsWanted() ? [productionSourceMaps()] : []), ...precompressedCopies()] : []),
        // What the build was made from, so `pnpm release <area> --from-dist` can trust this dist (build-stamp.ts).
        ...(production ? [buildStampPlugin(options.dir)] : []),
      ],
      devServer: {
        port: options.port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          { context: ['/api'], target: apiTarget, changeOrigin: true },
          ...Object.entries(options.devRemotePorts ?? {}).map(([folder, port]) => ({
            context: [`/remotes/${folder}`],
            target: `http://127.0.0.1:${port}`,
            pathRewrite: { [`^/remotes/${folder}`]: '' },
          })),
        ],
        static: options.publicDir ? [{ directory: options.publicDir, publicPath: '/' }] : false,
        client: { overlay: { errors: true, warnings: false } },
      },
      stats: 'errors-warnings',
    };
  };
}

/**
 * The app's entries: `main` alone, or, for a host with an early entry (ADR 0093), `preload` first and `main` depending
 * on it, so webpack's runtime and the modules both use are in preload.js once.
 */
function appEntries(earlyEntry: string | undefined): EntryObject {
  return earlyEntry ? { preload: earlyEntry, main: { import: './src/index.ts', dependOn: 'preload' } } : { main: './src/index.ts' };
}

/** Where production source maps go, relative to dist/: a sibling folder, so publishing dist/ never publishes them. */
export const SOURCE_MAP_DIR = '../sourcemaps';

/**
 * FUNDNET_SOURCE_MAPS=off builds without them: the test suite does (scripts/test-all.mjs), since no check reads a map
 * and they are a fifth of each app's build (21.5 → 17.4 s for mfe-events-feed, stop 54). What dist/ holds is the same
 * byte for byte: the maps live outside it and the scripts carry no reference to them. A release made from such a build
 * stores no maps (packages/release reads the folder when it is there).
 */
export function sourceMapsWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.FUNDNET_SOURCE_MAPS !== 'off';
}

/** Full source maps as files outside dist/ (<app>/sourcemaps/<file>.map), with no reference from the scripts. */
function productionSourceMaps() {
  return {
    name: 'fundnet-production-source-maps',
    apply(compiler: import('webpack').Compiler) {
      // output.clean only empties dist/: drop the previous build's maps so the folder matches this build.
      compiler.hooks.emit.tapPromise('ProductionSourceMaps', async () => {
        const { rm } = await import('node:fs/promises');
        await rm(path.resolve(compiler.outputPath, SOURCE_MAP_DIR), { recursive: true, force: true });
      });
      new compiler.webpack.SourceMapDevToolPlugin({
        filename: `${SOURCE_MAP_DIR}/[file].map`,
        append: false,
        // Keep what 'source-map' gave: original sources with their content, for error tracking.
        module: true,
        columns: true,
        noSources: false,
      }).apply(compiler);
    },
  };
}

/** Copies a folder's files into the build output (tiny: avoids a copy plugin dependency). */
function copyPublic(dir: string) {
  return {
    apply(compiler: import('webpack').Compiler) {
      const { RawSource } = compiler.webpack.sources;
      compiler.hooks.thisCompilation.tap('CopyPublic', (compilation) => {
        compilation.hooks.processAssets.tapPromise(
          { name: 'CopyPublic', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          async () => {
            const { readdir, readFile } = await import('node:fs/promises');
            for (const file of await readdir(dir)) {
              compilation.emitAsset(file, new RawSource(await readFile(path.join(dir, file))));
            }
          },
        );
      });
    },
  };
}

/**
 * How the apps' code and the libraries it imports are compiled: the same for an app's browser build and for its
 * start pages' build for Node (create-prerender-config.ts, ADR 0101), so both render the same components alike.
 */
export function appModuleRules(appDir: string, production: boolean): RuleSetRule[] {
  const reactRouter = reactRouterDist(appDir);
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: resolveHere('swc-loader'),
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production } },
            target: 'es2022',
          },
        },
      },
    },
    // The api-client's modules only declare (calls, hooks, schemas, one instance each in its shared core): marked
    // side-effect free so an app bundles the API families it calls, not every one its index re-exports (ADR 0057).
    { include: apiClientSrc(appDir), sideEffects: false },
    // The validation-schema's top-level calls (`export const x = v.object(…)`) marked pure before compiling, so a
    // bundle carries the schemas it reads, not every schema of their files (ADR 0062).
    {
      test: /\.tsx?$/,
      include: validationSchemaSrc(appDir),
      exclude: /\.test\.tsx?$/,
      enforce: 'pre',
      use: path.join(import.meta.dirname ?? __dirname, 'pure-calls-loader.ts'),
    },
    // React Router's `var Form = forwardRef(…)` with its `Form.displayName = "Form"`: a call and a statement that
    // keep a component, and all it references (form submission, ScrollRestoration), though no app renders it. The
    // call marked pure and the statement dropped, an unused component goes (ADR 0067).
    {
      test: /\.m?js$/,
      include: reactRouter,
      enforce: 'pre',
      use: { loader: path.join(import.meta.dirname ?? __dirname, 'pure-calls-loader.ts'), options: { dropDisplayNames: true } },
    },
    // An app's features only declare (pages, components, hooks, constants): marked side-effect free so a chunk that
    // takes one thing from a feature's public index does not carry everything the index re-exports: the landing
    // page's result card without the discovery page and its filters (ADR 0061).
    { test: /\.[cm]?[jt]sx?$/, include: path.join(appDir, 'src/features'), sideEffects: false },
    // A module shared file by file (MUI's, ADR 0064) reaches its importers as a namespace (`__esModule`, `default`).
    // An importer in webpack's strict .mjs mode would take that whole namespace as the default export; as
    // javascript/auto it reads `default`, as it does for every other shared module.
    { test: /\.mjs$/, include: /node_modules/, type: 'javascript/auto', resolve: { fullySpecified: false } },
  ];
}

/** Stylesheets and files the browser build emits beside the scripts. */
function browserAssetRules(): RuleSetRule[] {
  return [
    { test: /\.css$/, use: [resolveHere('style-loader'), resolveHere('css-loader')] },
    { test: /\.(png|svg|jpe?g|gif|ico|woff2?)$/, type: 'asset/resource' },
  ];
}
