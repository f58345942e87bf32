import { createRequire } from 'node:module';
import path from 'node:path';
import { sharedMuiFiles } from './shared-mui';

/**
 * The modules every app shares as singletons across the federation boundary: only those that must be ONE on the page
 * (ADR 0011). A shared module is never tree-shaken (MF cannot know what other apps use), so each entry here ships whole
 * on the first load of every route; everything else is bundled per app and tree-shaken to what the app uses.
 * requiredVersion is set explicitly: MF cannot read `catalog:` / `workspace:` ranges (STACK-NOTES).
 */
export const sharedSingletons = [
  // One React on the page (two break hooks), one emotion (one style cache and the theme context).
  'react',
  'react-dom',
  '@emotion/react',
  '@emotion/styled',
  // One QueryClient for every app (react-query's context); the api-client's stateful core is shared file by file below.
  '@tanstack/react-query',
  // Shared rather than bundled per remote: every page uses them, and one copy costs less than one per app.
  // React Router as the subset the apps use (below).
  'react-router-dom',
  'react-hook-form',
  // Every app's lifecycles (app-runtime's createAppLifecycles) are made by it: one copy rather than one per app.
  'single-spa-react',
] as const;

/**
 * Shared among the remotes but not offered by the shell (ADR 0066): what holds no state across apps, which the shell
 * uses itself. Offered, the shell's own copy was used whole (react-hook-form: 15.8 KB gzip on /login against 13.4
 * tree-shaken); a form and its fields live in one app, so the shell's copy and the remotes' one copy never meet.
 */
export const notOfferedByTheShell = ['react-hook-form'] as const;

/**
 * Bundled per app, NOT shared whole (measured in ADR 0011): @mui/material, @fundnet/design-system (and its /data entry
 * with MUI X), @fundnet/validation-schema. Shared whole, each shipped on every first load (MUI alone 154 KB gzip);
 * bundled, each app carries only the components, fields, schemas and option lists its loaded routes use. They hold no
 * state that must be one across apps: the theme travels through emotion's shared context, the colour mode through a
 * window event. MUI's styling engine and the components of the shell's frame are the exception: shared file by file,
 * offered by the shell only (`shared-mui.ts`, ADR 0064).
 */
export const bundledPerApp = ['@mui/material', '@fundnet/design-system', '@fundnet/validation-schema'] as const;

/**
 * The api-client's core: the files that hold what must be ONE on the page (ADR 0057): the session store, the ky
 * instance, the QueryClient, and the error classes (`instanceof ApiError` across apps). Shared by their resolved path
 * (MF matches a shared absolute path against the resolved file, so the api-client's own relative imports of them and
 * the index's re-exports both reach the shared copy), each as a singleton under `@fundnet/api-client/<file>`.
 * The rest of the api-client (the typed calls, hooks and schemas of each API family, 29 KB gzip in all with their
 * validation-schema contracts) is bundled per app and tree-shaken: an app carries the families it calls.
 */
export const apiClientCore = ['session/session-store.ts', 'http/api-client.ts', 'errors/api-error.ts', 'query/query-client.ts'] as const;

/** Subpath imports are not shared by their parent entry: list them too, or React ships twice. */
const sharedSubpaths: Record<string, string> = {
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom/client': 'react-dom',
};

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version?: string;
  /** The module given under this key; `false`: none of the app's own, it must come from the shell. */
  import?: string | false;
  shareKey?: string;
}

export interface SharedConfigOptions {
  /**
   * A production remote: what only the shell offers (MUI's shared files) is consumed with no copy of the remote's own
   * (`import: false`), so its remoteEntry.js carries no table of fallbacks it would never use. In development a remote
   * also runs alone, so it keeps its own copies.
   */
  consumeOnly?: boolean;
}

/** The api-client's src/ folder as an app resolves it (a workspace link: the real path). */
export function apiClientSrc(appDir: string): string {
  return path.dirname(createRequire(path.join(appDir, 'package.json')).resolve('@fundnet/api-client'));
}

/** The validation-schema's src/ folder as an app resolves it: its top-level declarations only build values (ADR 0062). */
export function validationSchemaSrc(appDir: string): string {
  return path.dirname(createRequire(path.join(appDir, 'package.json')).resolve('@fundnet/validation-schema'));
}

export function installedVersion(appDir: string, pkg: string): string {
  const require = createRequire(path.join(appDir, 'package.json'));
  return (require(`${pkg}/package.json`) as { version: string }).version;
}

/** The `shared` map of an app, with each module's installed version as its exact required version. */
export function sharedConfig(appDir: string, options: SharedConfigOptions = {}): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const pkg of sharedSingletons) {
    const version = installedVersion(appDir, pkg);
    shared[pkg] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  // React Router is shared as the subset the apps use (62 KB gzip whole; see app-runtime/src/shared/react-router-dom.ts).
  shared['react-router-dom'] = {
    ...shared['react-router-dom'],
    import: createRequire(path.join(appDir, 'package.json')).resolve('@fundnet/app-runtime/react-router-dom'),
  } as SharedEntry;
  const apiClientVersion = installedVersion(appDir, '@fundnet/api-client');
  for (const file of apiClientCore) {
    shared[path.join(apiClientSrc(appDir), file)] = {
      singleton: true,
      requiredVersion: `^${apiClientVersion}`,
      version: apiClientVersion,
      shareKey: `@fundnet/api-client/${file.replace(/\.tsx?$/, '')}`,
    };
  }
  for (const { file, shareKey, version } of sharedMuiFiles(appDir)) {
    shared[file] = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      shareKey,
      ...(options.consumeOnly ? { import: false as const } : {}),
    };
  }
  for (const [subpath, parent] of Object.entries(sharedSubpaths)) {
    const version = installedVersion(appDir, parent);
    shared[subpath] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  return shared;
}
