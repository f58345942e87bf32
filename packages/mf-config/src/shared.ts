import { createRequire } from 'node:module';
import path from 'node:path';

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
  // One QueryClient and one session store for every app (the api-client owns them).
  '@tanstack/react-query',
  '@fundnet/api-client',
  // Shared rather than bundled per remote: every page uses them, and one copy costs less than one per app.
  // React Router as the subset the apps use (below).
  'react-router-dom',
  'react-hook-form',
] as const;

/**
 * Bundled per app, NOT shared (measured in ADR 0011): @mui/material, @fundnet/design-system (and its /data entry with
 * MUI X), @fundnet/validation-schema. Shared, each shipped whole on every first load (MUI alone 154 KB gzip); bundled,
 * each app carries only the components, fields, schemas and option lists its loaded routes use. They hold no state that
 * must be one across apps: the theme travels through emotion's shared context, the colour mode through a window event.
 */
export const bundledPerApp = ['@mui/material', '@fundnet/design-system', '@fundnet/validation-schema'] as const;

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
  import?: string;
}

export function installedVersion(appDir: string, pkg: string): string {
  const require = createRequire(path.join(appDir, 'package.json'));
  return (require(`${pkg}/package.json`) as { version: string }).version;
}

/** The `shared` map of an app, with each module's installed version as its exact required version. */
export function sharedConfig(appDir: string): Record<string, SharedEntry> {
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
  for (const [subpath, parent] of Object.entries(sharedSubpaths)) {
    const version = installedVersion(appDir, parent);
    shared[subpath] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  return shared;
}
