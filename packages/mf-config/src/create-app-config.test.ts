import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { CompileHintsPlugin } from './compile-hints';
import { createAppConfig, sourceMapsWanted } from './create-app-config';
import { RemotePageChunksMeta } from './remote-page-chunks-meta';

const root = path.resolve(__dirname, '../../..');

const remoteOptions = {
  dir: path.join(root, 'mfe-profiles'),
  federationName: 'mfe_profiles',
  port: 8082,
  title: 'Profiles',
  exposes: { './app': './src/app.tsx' },
};
const remote = createAppConfig(remoteOptions);
const shell = createAppConfig({
  dir: path.join(root, 'shell'),
  federationName: 'shell',
  port: 8080,
  title: 'Fundnet',
  publicDir: path.join(root, 'shell/public'),
  devRemotePorts: { 'mfe-profiles': 8082 },
  earlyEntry: './src/preload.ts',
});

const federation = (config: ReturnType<ReturnType<typeof createAppConfig>>) => {
  const plugin = config.plugins!.find((p) => p instanceof ModuleFederationPlugin) as ModuleFederationPlugin | undefined;
  expect(plugin).toBeDefined();
  return (plugin as unknown as { _options: Record<string, any> })._options;
};

describe('createAppConfig', () => {
  it("preloads the map of remotes in the host's built page only (not in development, not in a remote's page)", () => {
    const preloads = (config: ReturnType<ReturnType<typeof createAppConfig>>) =>
      (config.plugins!.find((p) => p instanceof HtmlWebpackPlugin) as unknown as { userOptions: { preloadRemotesMap?: boolean } })
        .userOptions.preloadRemotesMap;
    expect(preloads(shell(undefined, { mode: 'production' }))).toBe(true);
    expect(preloads(shell(undefined, { mode: 'development' }))).toBe(false);
    expect(preloads(remote(undefined, { mode: 'production' }))).toBe(false);
  });

  it("runs the host's early entry first in its page, with the meta naming its remote-page chunks (ADR 0093)", () => {
    const config = shell(undefined, { mode: 'production' });
    // main depends on the early entry: webpack's runtime and the modules both use are in preload.js once.
    expect(config.entry).toEqual({ preload: './src/preload.ts', main: { import: './src/index.ts', dependOn: 'preload' } });
    const html = config.plugins!.find((p) => p instanceof HtmlWebpackPlugin) as unknown as { userOptions: { chunks: string[] } };
    expect(html.userOptions.chunks).toEqual(['preload', 'main']);
    expect(config.plugins!.some((p) => p instanceof RemotePageChunksMeta)).toBe(true);
    // A remote has no early entry, even when given one: its page is the host's.
    const remoteWithEarly = createAppConfig({ ...remoteOptions, earlyEntry: './src/preload.ts' })(undefined, { mode: 'production' });
    expect(remoteWithEarly.entry).toEqual({ main: './src/index.ts' });
    expect(remoteWithEarly.plugins!.some((p) => p instanceof RemotePageChunksMeta)).toBe(false);
  });

  it("hints V8 to compile the host's entries while they download, in production only, and no remote's (ADR 0103)", () => {
    const hinted = (config: ReturnType<ReturnType<typeof createAppConfig>>) =>
      (config.plugins!.find((p) => p instanceof CompileHintsPlugin) as unknown as { chunkNames: string[] } | undefined)?.chunkNames;
    expect(hinted(shell(undefined, { mode: 'production' }))).toEqual(['preload', 'main']);
    expect(hinted(shell(undefined, { mode: 'development' }))).toBeUndefined();
    expect(hinted(remote(undefined, { mode: 'production' }))).toBeUndefined();
  });

  it('writes source maps beside a production build, unless FUNDNET_SOURCE_MAPS=off (the test suite), and none in development', () => {
    const writesMaps = (config: ReturnType<ReturnType<typeof createAppConfig>>) =>
      config.plugins!.some((p) => (p as { name?: string }).name === 'fundnet-production-source-maps');
    expect(writesMaps(remote(undefined, { mode: 'production' }))).toBe(true);
    expect(writesMaps(remote(undefined, { mode: 'development' }))).toBe(false);
    process.env.FUNDNET_SOURCE_MAPS = 'off';
    try {
      expect(writesMaps(remote(undefined, { mode: 'production' }))).toBe(false);
    } finally {
      delete process.env.FUNDNET_SOURCE_MAPS;
    }
    expect(sourceMapsWanted({})).toBe(true);
    expect(sourceMapsWanted({ FUNDNET_SOURCE_MAPS: 'off' })).toBe(false);
  });

  it('builds production by default and development when asked', () => {
    expect(remote(undefined, {}).mode).toBe('production');
    expect(remote(undefined, { mode: 'production' }).optimization?.minimize).toBe(true);
    const dev = remote(undefined, { mode: 'development' });
    expect(dev.mode).toBe('development');
    expect(dev.optimization?.minimize).toBe(false);
  });

  it('starts at src/index.ts and writes dist/ with a stable entry name (MF rejects [contenthash] there) and hashed chunks', () => {
    const config = remote(undefined, {});
    expect(config.entry).toEqual({ main: './src/index.ts' });
    expect(config.context).toBe(path.join(root, 'mfe-profiles'));
    expect(config.output).toMatchObject({ path: path.join(root, 'mfe-profiles/dist'), filename: '[name].js', uniqueName: 'mfe_profiles' });
    expect(String(config.output!.filename)).not.toMatch(/hash/);
    expect(String(config.output!.chunkFilename)).toMatch(/\[contenthash/);
    // A remote's chunks by id (no file name per named chunk in its runtime); the shell's by name (its page names two).
    expect(config.output!.chunkFilename).toBe('[id].[contenthash:8].js');
    expect(shell(undefined, {}).output!.chunkFilename).toBe('[name].[contenthash:8].js');
  });

  it("writes a remote's start pages into its manifest when it lists them, a plain manifest otherwise (ADR 0094)", () => {
    expect(federation(remote(undefined, {})).manifest).toBe(true);
    const startPages = [{ path: '/fund/:slug', chunks: ['profile-public-page'] }];
    const withStartPages = federation(createAppConfig({ ...remoteOptions, startPages })(undefined, {}));
    expect(withStartPages.manifest).toEqual({ additionalData: expect.any(Function) });
  });

  it('federates under its name, exposes what it is told, shares the singletons and loads remotes on demand', () => {
    const options = federation(remote(undefined, {}));
    expect(options).toMatchObject({
      name: 'mfe_profiles',
      filename: 'remoteEntry.js',
      exposes: { './app': './src/app.tsx' },
      manifest: true,
      shareStrategy: 'loaded-first',
    });
    expect(options.shared.react).toMatchObject({ singleton: true });
    expect(options.shared['@tanstack/react-query']).toMatchObject({ singleton: true });
    expect(Object.values(options.shared)).toContainEqual(
      expect.objectContaining({ shareKey: '@fundnet/api-client/session/session-store', singleton: true }),
    );
  });

  it('compiles TypeScript and TSX with swc, JSX for React 17+ (no React import needed)', () => {
    const rules = remote(undefined, {}).module!.rules as { test: RegExp; use: { loader: string; options: any } }[];
    const ts = rules.find((rule) => rule.test.test('page.tsx'))!;
    expect(ts.test.test('page.ts')).toBe(true);
    expect(ts.use.loader).toMatch(/swc-loader/);
    expect(ts.use.options.jsc.transform.react.runtime).toBe('automatic');
  });

  it('serves the API and, for the shell, each remote through its dev server, under one origin', () => {
    const dev = shell(undefined, { mode: 'development' }).devServer!;
    expect(dev.port).toBe(8080);
    expect(dev.historyApiFallback).toBe(true);
    expect(dev.proxy).toEqual([
      expect.objectContaining({ context: ['/api'] }),
      { context: ['/remotes/mfe-profiles'], target: 'http://127.0.0.1:8082', pathRewrite: { '^/remotes/mfe-profiles': '' } },
    ]);
    expect(remote(undefined, { mode: 'development' }).devServer!.proxy).toEqual([expect.objectContaining({ context: ['/api'] })]);
  });
});
