import { existsSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { createAppConfig } from './create-app-config';
import { apiClientCore, apiClientSrc, bundledPerApp, sharedConfig, validationSchemaSrc } from './shared';

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

  it('the shell provides it through the ES build of the inject plugin (the CommonJS one duplicates the runtime)', () => {
    const [plugin] = federation(shell(undefined, { mode: 'production' })).runtimePlugins;
    expect(plugin).toMatch(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.js$/);
    expect(existsSync(plugin)).toBe(true);
    // No externalRuntime on the host; the browser-only runtime (no Node.js script loading) on both.
    expect(federation(shell(undefined, { mode: 'production' })).experiments).toEqual({ optimization: { target: 'web' } });
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
