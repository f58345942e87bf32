#!/usr/bin/env node
// Runs webpack-cli with TypeScript configs (webpack.config.ts) through tsx, for the shell and every remote.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const cli = require.resolve('webpack-cli/bin/cli.js');
const tsx = pathToFileURL(require.resolve('tsx')).href;
const result = spawnSync(process.execPath, ['--import', tsx, cli, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
