#!/usr/bin/env node
// Renders an app's start pages ahead of time into its built dist/ (ADR 0101): builds its webpack.prerender.config.ts
// for Node and runs it. For an app's own `build` script, after its browser build; fundnet-build-apps does the same for
// the apps it builds. Usage: fundnet-prerender [<app folder>] (default: the current folder).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

// The configs are TypeScript: run again under tsx's loader (as fundnet-build-apps does).
if (!process.env.FUNDNET_PRERENDER_UNDER_TSX) {
  const tsx = pathToFileURL(require.resolve('tsx')).href;
  const result = spawnSync(process.execPath, ['--import', tsx, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, FUNDNET_PRERENDER_UNDER_TSX: '1' },
  });
  process.exit(result.status ?? 1);
}

const dir = path.resolve(process.argv[2] ?? '.');
const { PRERENDER_CONFIG_FILE, prerenderBundleIn, writePrerenderedPages } = await import('../src/index.ts');
const loaded = (await import(pathToFileURL(path.join(dir, PRERENDER_CONFIG_FILE)).href)).default;
const config = typeof loaded === 'function' ? await loaded({}, { mode: 'production' }) : loaded;
const webpack = require('webpack');
webpack(config, async (error, stats) => {
  if (error || stats.hasErrors()) {
    console.error(error?.stack ?? stats.toString({ all: false, errors: true }));
    process.exit(1);
  }
  const manifest = await writePrerenderedPages(prerenderBundleIn(config.output.path), path.join(dir, 'dist'));
  console.log(
    `${Object.keys(manifest.pages).length} start pages prerendered into ${path.relative(process.cwd(), path.join(dir, 'dist/prerendered')) || '.'}`,
  );
});
