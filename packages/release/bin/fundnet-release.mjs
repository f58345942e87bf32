#!/usr/bin/env node
// The release tool (src/cli.ts) run through tsx, as the server runs: it loads the apps' TypeScript webpack configs.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const tsx = pathToFileURL(require.resolve('tsx')).href;
const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/cli.ts');
const result = spawnSync(process.execPath, ['--import', tsx, cli, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
