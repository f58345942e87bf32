#!/usr/bin/env node
// A team's own loop (src/team/main.ts) run through tsx, as the release tool runs: it loads the apps' webpack configs.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const tsx = pathToFileURL(require.resolve('tsx')).href;
const main = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/team/main.ts');
const result = spawnSync(process.execPath, ['--import', tsx, main, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
