import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The modules every app shares as singletons across the federation boundary (ARCHITECTURE §2).
 * requiredVersion is set explicitly: MF cannot read `catalog:` / `workspace:` ranges (STACK-NOTES).
 */
export const sharedSingletons = [
  'react',
  'react-dom',
  'react-router-dom',
  '@emotion/react',
  '@emotion/styled',
  '@mui/material',
  '@tanstack/react-query',
  // Forms built by one package (design-system fields) and used by another (an app's form) must share one
  // react-hook-form, or useFormContext finds no form (null._names).
  'react-hook-form',
  '@fundnet/api-client',
  '@fundnet/design-system',
  '@fundnet/validation-schema',
] as const;

/** Subpath imports are not shared by their parent entry: list them too, or React ships twice. */
const sharedSubpaths: Record<string, string> = {
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom/client': 'react-dom',
  // Grid and charts: shared too, but a separate module, fetched only by the pages that show one.
  '@fundnet/design-system/data': '@fundnet/design-system',
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
  for (const [subpath, parent] of Object.entries(sharedSubpaths)) {
    const version = installedVersion(appDir, parent);
    shared[subpath] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  return shared;
}
