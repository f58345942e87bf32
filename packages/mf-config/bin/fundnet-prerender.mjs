#!/usr/bin/env node
// Renders an app's start pages ahead of time into its built dist/ (ADR 0101): builds its webpack.prerender.config.ts
// for Node and runs it. For an app's own `build` script, after its browser build; fundnet-build-apps does the same for
// the apps it builds. Usage: fundnet-prerender [<app folder>] (default: the current folder).
import { createRequire } from 'node:module';
import path from 'node:path';
import { runUnderTsx } from './under-tsx.mjs';

const require = createRequire(import.meta.url);

// The configs are TypeScript: run again under tsx's loader (as fundnet-build-apps does).
runUnderTsx('FUNDNET_PRERENDER_UNDER_TSX');

const dir = path.resolve(process.argv[2] ?? '.');
const { loadWebpackConfig, PRERENDER_CONFIG_FILE, prerenderBundleIn, writePrerenderedPages } = await import('../src/index.ts');
const config = await loadWebpackConfig(path.join(dir, PRERENDER_CONFIG_FILE));
const webpack = require('webpack');
webpack(config, async (error, stats) => {
  if (error || stats.hasErrors()) {
    console.error(error?.stack ?? stats.toString({ all: false, errors: true }));
    process.exit(1);
  }
  const manifest = await writePrerenderedPages(prerenderBundleIn(config.output.path), path.join(dir, 'dist'));
  console.log(
    manifest
      ? `${Object.keys(manifest.pages).length} start pages prerendered into ${path.relative(process.cwd(), path.join(dir, 'dist/prerendered')) || '.'}`
      : `start pages' renderer built into ${path.relative(process.cwd(), config.output.path)}, for the API to render per request`,
  );
});
