#!/usr/bin/env node
// Builds several apps (the shell and remotes) for production in one webpack process: one MultiCompiler over each app's
// own webpack.config.ts (issue 30.2). Each app's output is exactly what `fundnet-webpack --mode production` in its
// folder makes; one process saves a Node, tsx and webpack start per app and lets the apps' compilations fill each
// other's waits. Usage: fundnet-build-apps <app folder> [<app folder> ...] (folders relative to the current directory).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runUnderTsx } from './under-tsx.mjs';

const require = createRequire(import.meta.url);

// The app configs are TypeScript: run again under tsx's loader (as fundnet-webpack does for webpack-cli).
runUnderTsx('FUNDNET_BUILD_APPS_UNDER_TSX');

const folders = process.argv.slice(2);
if (folders.length === 0) {
  console.error('usage: fundnet-build-apps <app folder> [<app folder> ...]');
  process.exit(2);
}
const webpack = require('webpack');

const { loadWebpackConfig, PRERENDER_CONFIG_FILE, prerenderBundleIn, writePrerenderedPages } = await import('../src/index.ts');
const configs = [];
/** Apps whose start pages are rendered once everything is built: their dist and the bundle that renders them. */
const prerendering = [];
for (const folder of folders) {
  const dir = path.resolve(folder);
  const name = path.basename(dir);
  configs.push({ ...(await loadWebpackConfig(path.join(dir, 'webpack.config.ts'))), name });
  // An app's start pages rendered ahead of time (ADR 0101): their Node bundle builds beside the apps, and renders the
  // pages into the app's dist once every build is done (the pages are its index.html with the regions filled).
  const prerender = path.join(dir, PRERENDER_CONFIG_FILE);
  if (existsSync(prerender)) {
    const config = await loadWebpackConfig(prerender);
    configs.push({ ...config, name: `${name}-prerender` });
    prerendering.push({ name, distDir: path.join(dir, 'dist'), bundle: prerenderBundleIn(config.output.path) });
  }
}

const started = Date.now();
webpack(configs, async (error, stats) => {
  if (error) {
    console.error(error.stack ?? error);
    process.exit(1);
  }
  let failed = false;
  for (const child of stats.stats) {
    const info = child.toJson({ all: false, errors: true, warnings: true, timings: true });
    const name = child.compilation.name;
    if (child.hasErrors()) failed = true;
    console.log(`${child.hasErrors() ? '✕' : '✓'} ${name}: ${((info.time ?? 0) / 1000).toFixed(1)} s`);
    for (const warning of info.warnings ?? []) console.log(`  warning: ${warning.message.split('\n')[0]}`);
    for (const problem of info.errors ?? []) console.error(`  error: ${problem.message}`);
  }
  if (!failed) {
    for (const app of prerendering) {
      const at = Date.now();
      try {
        const manifest = await writePrerenderedPages(app.bundle, app.distDir);
        console.log(
          manifest
            ? `✓ ${app.name}: ${Object.keys(manifest.pages).length} start pages prerendered in ${((Date.now() - at) / 1000).toFixed(1)} s`
            : `✓ ${app.name}: its start pages' renderer built, for the API to render per request (ADR 0102)`,
        );
      } catch (problem) {
        failed = true;
        console.error(`✕ ${app.name}: prerendering its start pages failed\n${problem.stack ?? problem}`);
      }
    }
  }
  console.log(`${folders.length} apps built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(failed ? 1 : 0);
});
