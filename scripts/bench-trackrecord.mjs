#!/usr/bin/env node
// `pnpm bench:trackrecord`: the track record benchmark (packages/server/src/bench/track-record.ts, run with tsx).
// Extra arguments go through, e.g. `pnpm bench:trackrecord -- --investments 2000 --rounds 10000`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'packages/server');
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const { status } = spawnSync(path.join(server, 'node_modules/.bin/tsx'), ['src/bench/track-record.ts', ...args], {
  cwd: server,
  stdio: 'inherit',
});
process.exit(status ?? 1);
