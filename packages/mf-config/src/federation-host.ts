import path from 'node:path';
import webpack from 'webpack';
import { notOfferedByTheShell, type SharedEntry, sharedConfig } from './shared';

/**
 * The shell is the Module Federation host through MF's runtime API, not the webpack plugin (ADR 0063).
 *
 * The plugin put the federation runtime (≈ 25 KB gzip with its sharing tables) and an async boundary into the shell's
 * entry, so every shell route paid for loading remotes it never loads. Built without the plugin, the shell bundles its
 * own React, emotion, react-query, … like any app, and creates the runtime only when a remote or a parcel is first
 * needed (`shell/src/root-config/federation.ts`), offering the remotes those same module instances as the shared
 * singletons. What it offers comes from `sharedConfig` (the one list the remotes consume), through a virtual module.
 */
export const HOST_SHARED_MODULES_ID = 'fundnet/host-shared-modules';

/** One module the host offers: its share key, version and the specifier its loader imports (resolved like app code). */
export interface HostSharedModule {
  shareKey: string;
  version: string;
  requiredVersion: string;
  specifier: string;
}

/**
 * The modules the host offers the remotes: every shared singleton of `sharedConfig` but `notOfferedByTheShell`, under
 * the key remotes consume.
 */
export function hostSharedModules(appDir: string): HostSharedModule[] {
  const notOffered = new Set<string>(notOfferedByTheShell);
  return Object.entries(sharedConfig(appDir))
    .filter(([key]) => !notOffered.has(key))
    .map(([key, entry]: [string, SharedEntry]) => ({
      shareKey: entry.shareKey ?? key,
      version: entry.version ?? entry.requiredVersion.replace(/^\^/, ''),
      requiredVersion: entry.requiredVersion,
      // React Router's subset, the api-client's core files and MUI's shared files are given by path; the rest by package
      // name, so the loader resolves exactly as the host's own imports do (an ESM build, the browser condition).
      specifier: entry.import || key,
    }));
}

/**
 * The source of `virtual:fundnet/host-shared-modules`: a loader per module. The loaders are `import()`s, so a module
 * the page already runs (React on every route) resolves at once, and one it does not (a MUI file no shell page uses) loads
 * only when a remote asks for it. The library files they load are one chunk (`federationHostSplitChunks`, ADR 0088;
 * ADR 0064 had one per file: fewest bytes, 30–60 requests on a remote page); the api-client's core files stay apart.
 */
export function hostSharedModulesSource(appDir: string): string {
  const rows = hostSharedModules(appDir).map(
    ({ shareKey, version, requiredVersion, specifier }) =>
      `  { shareKey: ${JSON.stringify(shareKey)}, version: ${JSON.stringify(version)}, requiredVersion: ${JSON.stringify(requiredVersion)}, load: () => import(${JSON.stringify(specifier)}) },`,
  );
  return `export const hostSharedModules = [\n${rows.join('\n')}\n];\n`;
}

/**
 * How the host splits its loaders' chunks: a module that two of them need (MUI's Grid helpers, the input's classes) goes
 * in a chunk of its own instead of a copy in each (webpack copies a module under 20 KB into every async chunk that needs
 * it, and a remote asks for several loaders at once: 4–7 KB gzip loaded twice on a remote page). Only the loaders'
 * chunks: the same rule on the shell's pages split their MUI into more, smaller files and made /login 4 KB heavier.
 */
export function federationHostSplitChunks() {
  return {
    cacheGroups: {
      // Every library file the loaders offer (MUI's, react-query's hooks the shell does not use) in one chunk
      // (`offered-libraries`, ADR 0088): a remote page fetched them as 30–60 files of about 1 KB, six at a time over
      // HTTP/1.1, and on a phone's network each round costs a round trip. One file costs 5–13 KB gzip of files a page
      // does not run, and measured better: Lighthouse mobile +8–10 on the remote pages, 55 fewer requests on discovery.
      offeredLibraries: {
        chunks: isLoaderChunk,
        test: /[\\/]node_modules[\\/]/,
        name: 'offered-libraries',
        minSize: 0,
        priority: 20,
        enforce: true,
      },
      offered: {
        chunks: isLoaderChunk,
        minSize: 0,
        minChunks: 2,
        priority: 10,
        reuseExistingChunk: true,
      },
      // A shell page is one chunk with all it needs: split chunks shared among pages (react-hook-form, valibot, MUI's
      // inputs, each in the combinations of pages and loaders that use it) put /login in 11 files, and each file
      // compresses alone; every split chunk also cost the entry's chunk map an id and a hash. Without them: /login −6.7 KB
      // gzip, every route's entry −4.7 (ADR 0067).
      // What this costs: a second shell page re-fetches what it shares with the first (react-hook-form: /signup, then
      // /login); the shell's pages are entry points and their next page is most often a remote's.
      default: false as const,
      defaultVendors: false as const,
    },
  };
}

/** A chunk one of the loaders of `virtual:fundnet/host-shared-modules` imports (unnamed: a name per chunk would cost the
 * entry's chunk map 0.6 KB gzip). */
function isLoaderChunk(chunk: webpack.Chunk): boolean {
  for (const group of chunk.groupsIterable) {
    for (const origin of group.origins) {
      if ((origin.module as { resource?: string } | null)?.resource?.includes(HOST_SHARED_MODULES_ID)) return true;
    }
  }
  return false;
}

/** The host's webpack plugins: its offered modules as a virtual module resolved from the app's folder. */
export function federationHostPlugins(appDir: string): webpack.WebpackPluginInstance[] {
  return [
    new webpack.experiments.schemes.VirtualUrlPlugin(
      { [HOST_SHARED_MODULES_ID]: { type: '.js', source: () => hostSharedModulesSource(appDir) } },
      { context: appDir },
    ),
  ];
}

/**
 * The host's own imports of a module it offers under another specifier go to that same file, so the page runs one
 * copy: `react-router-dom` is the subset the remotes consume (its file imports `react-router`, never itself).
 */
export function federationHostAliases(appDir: string): Record<string, string> {
  const subset = sharedConfig(appDir)['react-router-dom']?.import;
  return subset ? { 'react-router-dom$': path.resolve(subset) } : {};
}
