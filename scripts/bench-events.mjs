#!/usr/bin/env node
// `pnpm bench:events`: the events benchmark (packages/server/src/bench/events.ts, run with tsx):
// the events list with filters and each of the five sorts over 10,000 events, p95 ≤ 30 ms. PGlite in memory.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'packages/server');
const { status } = spawnSync(path.join(server, 'node_modules/.bin/tsx'), ['src/bench/events.ts'], {
  cwd: server,
  stdio: 'inherit',
  env: { ...process.env, LOG_LEVEL: 'silent' },
});
process.exit(status ?? 1);
