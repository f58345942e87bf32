import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import { createAppConfig } from './create-app-config';
import { hostSharedModules, hostSharedModulesSource } from './federation-host';
import {
  apiClientCore,
  apiClientSrc,
  bundledPerApp,
  notOfferedByTheShell,
  type SharedEntry,
  sharedConfig,
  validationSchemaSrc,
} from './shared';

// ADR 0011 (first load) and issue 9.5 (no source maps served), as the configuration says them.
const root = path.resolve(__dirname, '../../..');
const remote = createAppConfig({
  dir: path.join(root, 'mfe-dataroom'),
  federationName: 'mfe_dataroom',
  port: 8083,
  title: 'Data room',
  exposes: { './app': './src/bootstrap.tsx' },
});
const shell = createAppConfig({ dir: path.join(root, 'shell'), federationName: 'shell', port: 8080, title: 'Fundnet' });
type Config = ReturnType<ReturnType<typeof createAppConfig>>;
const federation = (config: Config) =>
  (config.plugins!.find((p) => p instanceof ModuleFederationPlugin) as unknown as { _options: Record<string, any> })._options;

describe('production source maps', () => {
  it('are files outside dist/ with no sourceMappingURL in the scripts', () => {
    const config = remote(undefined, { mode: 'production' });
    expect(config.devtool).toBe(false);
    const maps = config.plugins!.find((p) => String((p as { apply?: unknown }).apply).includes('SourceMapDevToolPlugin'));
    expect(maps).toBeDefined();
    const created: Record<string, unknown>[] = [];
    const fakeCompiler = {
      outputPath: path.join(root, 'mfe-dataroom/dist'),
      hooks: { emit: { tapPromise: jest.fn() } },
      webpack: {
        SourceMapDevToolPlugin: class {
          constructor(options: Record<string, unknown>) {
            created.push(options);
          }
          apply() {}
        },
      },
    };
    (maps as { apply(c: unknown): void }).apply(fakeCompiler);
    expect(created).toEqual([expect.objectContaining({ filename: '../sourcemaps/[file].map', append: false })]);
  });

  it('in development are eval source maps for the dev server, nothing written', () => {
    expect(remote(undefined, { mode: 'development' }).devtool).toBe('eval-cheap-module-source-map');
  });
});

describe('one Module Federation runtime', () => {
  it('a remote uses the host runtime in production, its own in development (it also runs alone there)', () => {
    expect(federation(remote(undefined, { mode: 'production' })).experiments).toEqual({
      externalRuntime: true,
      optimization: { target: 'web' },
    });
    expect(federation(remote(undefined, { mode: 'development' })).experiments).toBeUndefined();
  });

  it('the shell is the host through the runtime API: no MF plugin, so no runtime on a shell route (ADR 0063)', () => {
    for (const mode of ['production', 'development'] as const) {
      const config = shell(undefined, { mode });
      expect(config.plugins!.some((p) => p instanceof ModuleFederationPlugin)).toBe(false);
      expect(config.plugins!.some((p) => p instanceof webpack.experiments.schemes.VirtualUrlPlugin)).toBe(true);
    }
  });
});

describe('what the host offers the remotes (ADR 0063)', () => {
  const shellDir = path.join(root, 'shell');
  const offered = hostSharedModules(shellDir);

  it('every module a remote consumes, under the key it consumes it by, at the version it requires', () => {
    const consumed = federation(remote(undefined, { mode: 'production' })).shared as Record<string, SharedEntry>;
    const mustBeOffered = Object.entries(consumed).filter(([key]) => !(notOfferedByTheShell as readonly string[]).includes(key));
    expect(offered.map((m) => m.shareKey).sort()).toEqual(mustBeOffered.map(([key, e]) => e.shareKey ?? key).sort());
    for (const [key, entry] of mustBeOffered) {
      const module = offered.find((m) => m.shareKey === (entry.shareKey ?? key))!;
      expect(`^${module.version}`).toBe(entry.requiredVersion);
    }
  });

  it('but react-hook-form, which the remotes share among themselves: the shell keeps its own copy tree-shaken', () => {
    expect(notOfferedByTheShell).toEqual(['react-hook-form']);
    expect(offered.map((m) => m.shareKey)).not.toContain('react-hook-form');
    expect((federation(remote(undefined, { mode: 'production' })).shared as Record<string, SharedEntry>)['react-hook-form']).toMatchObject({
      singleton: true,
    });
  });

  it("React Router is the subset, and the shell's own imports of react-router-dom are that same file", () => {
    const router = offered.find((m) => m.shareKey === 'react-router-dom')!;
    expect(router.specifier).toMatch(/app-runtime[\\/]src[\\/]shared[\\/]react-router-dom\.ts$/);
    expect(shell(undefined, { mode: 'production' }).resolve!.alias).toMatchObject({ 'react-router-dom$': router.specifier });
  });

  it("React Router's production build (dev warnings off), and its unrendered components left out (ADR 0067)", () => {
    const config = shell(undefined, { mode: 'production' });
    const production = (config.resolve!.alias as Record<string, string>)['react-router$']!;
    expect(production).toMatch(/react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
    const productionFiles = readdirSync(path.dirname(production))
      .filter((f) => f.endsWith('.mjs'))
      .map((f) => readFileSync(path.join(path.dirname(production), f), 'utf8'));
    expect(productionFiles.some((text) => text.includes('var ENABLE_DEV_WARNINGS = false;'))).toBe(true);
    expect(shell(undefined, { mode: 'development' }).resolve!.alias).not.toHaveProperty('react-router$');
    const rule = (config.module!.rules as Array<{ include?: unknown; use?: { options?: unknown } }>).find(
      (r) => typeof r.include === 'string' && /react-router[\\/]dist$/.test(r.include),
    );
    expect(rule?.use?.options).toEqual({ dropDisplayNames: true });
  });

  it("the shell's pages are one chunk each: no split chunks but the loaders'", () => {
    const groups = (shell(undefined, { mode: 'production' }).optimization!.splitChunks as { cacheGroups: Record<string, unknown> })
      .cacheGroups;
    expect(groups).toMatchObject({ default: false, defaultVendors: false });
  });

  it("the api-client's core files by path, so the shell offers the instances its own code uses", () => {
    const store = offered.find((m) => m.shareKey === '@fundnet/api-client/session/session-store')!;
    expect(store.specifier).toBe(path.join(apiClientSrc(shellDir), 'session/session-store.ts'));
    expect(offered.find((m) => m.shareKey === 'react')!.specifier).toBe('react');
  });

  it("splits what two loaders' chunks share into a chunk of its own, and only theirs (not the shell's pages')", () => {
    const offered = (shell(undefined, { mode: 'production' }).optimization!.splitChunks as { cacheGroups: Record<string, any> }).cacheGroups
      .offered;
    expect(offered).toMatchObject({ minSize: 0, minChunks: 2 });
    const chunkFrom = (resource: string) => ({ groupsIterable: [{ origins: [{ module: { resource } }] }] });
    expect(offered.chunks(chunkFrom('virtual:fundnet/host-shared-modules'))).toBe(true);
    expect(offered.chunks(chunkFrom(path.join(root, 'shell/src/pages/shell-routes.tsx')))).toBe(false);
    expect(remote(undefined, { mode: 'production' }).optimization!.splitChunks).toBeUndefined();
  });

  it("puts the library files the loaders offer in one chunk, from the loaders' chunks only (ADR 0088)", () => {
    const group = (shell(undefined, { mode: 'production' }).optimization!.splitChunks as { cacheGroups: Record<string, any> }).cacheGroups
      .offeredLibraries;
    expect(group).toMatchObject({ name: 'offered-libraries', enforce: true, minSize: 0 });
    expect(group.test.test(path.join(root, 'node_modules/.pnpm/@mui+material@7/node_modules/@mui/material/Card/Card.js'))).toBe(true);
    expect(group.test.test(path.join(root, 'packages/api-client/src/session/session-store.ts'))).toBe(false);
    const chunkFrom = (resource: string) => ({ groupsIterable: [{ origins: [{ module: { resource } }] }] });
    expect(group.chunks(chunkFrom('virtual:fundnet/host-shared-modules'))).toBe(true);
    expect(group.chunks(chunkFrom(path.join(root, 'shell/src/pages/shell-routes.tsx')))).toBe(false);
  });

  it('as a module of loaders, each an import() so a module loads only when a remote asks for it', () => {
    const source = hostSharedModulesSource(shellDir);
    expect(source).toContain('{ shareKey: "react-dom/client", version: ');
    expect(source).toContain('load: () => import("@tanstack/react-query") }');
    expect(source.match(/import\(/g)).toHaveLength(offered.length);
  });
});

describe('what is shared', () => {
  const shared = sharedConfig(path.join(root, 'shell'));

  it('bundles MUI, design-system and validation-schema per app (shared modules are never tree-shaken)', () => {
    for (const name of [...bundledPerApp, '@fundnet/design-system/data']) expect(shared[name]).toBeUndefined();
  });

  it("shares the api-client's stateful core file by file, and bundles the rest of it per app, side-effect free", () => {
    const core = Object.entries(shared).filter(([, entry]) => entry.shareKey?.startsWith('@fundnet/api-client/'));
    expect(core.map(([, entry]) => entry.shareKey).sort()).toEqual(
      apiClientCore.map((file) => `@fundnet/api-client/${file.replace(/\.tsx?$/, '')}`).sort(),
    );
    for (const [file] of core) {
      expect(path.isAbsolute(file)).toBe(true);
      expect(existsSync(file)).toBe(true);
    }
    expect(shared['@fundnet/api-client']).toBeUndefined();
    const rules = remote(undefined, { mode: 'production' }).module!.rules as { include?: string; sideEffects?: boolean }[];
    expect(rules).toContainEqual({ include: apiClientSrc(path.join(root, 'mfe-dataroom')), sideEffects: false });
  });

  it("marks an app's feature scripts side-effect free, so a feature's index does not bring every page it re-exports", () => {
    const rules = remote(undefined, { mode: 'production' }).module!.rules as { test?: RegExp; include?: string; sideEffects?: boolean }[];
    const features = rules.find((rule) => rule.include === path.join(root, 'mfe-dataroom', 'src/features'));
    expect(features).toMatchObject({ sideEffects: false });
    expect(features!.test!.test('data-rooms-page.tsx')).toBe(true);
    expect(features!.test!.test('styles.css')).toBe(false);
  });

  it("compiles the validation-schema's sources (not its tests) with their top-level calls marked pure", () => {
    const rules = remote(undefined, { mode: 'production' }).module!.rules as {
      test?: RegExp;
      exclude?: RegExp;
      include?: string;
      enforce?: string;
      use?: string;
    }[];
    const pure = rules.find((rule) => rule.include === validationSchemaSrc(path.join(root, 'mfe-dataroom')));
    expect(pure).toMatchObject({ enforce: 'pre' });
    expect(existsSync(pure!.use!)).toBe(true);
    expect(pure!.use).toMatch(/pure-calls-loader\.ts$/);
    expect(pure!.test!.test('contracts/data-room.ts') && !pure!.exclude!.test('contracts/data-room.ts')).toBe(true);
    expect(pure!.exclude!.test('messages.test.ts')).toBe(true);
  });

  it('shares React Router as the subset the apps use', () => {
    expect(shared['react-router-dom']!.import).toMatch(/app-runtime[\\/]src[\\/]shared[\\/]react-router-dom\.ts$/);
  });
});
