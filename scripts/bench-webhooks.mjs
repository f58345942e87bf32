#!/usr/bin/env node
// `pnpm bench:webhooks`: the webhook benchmark (packages/server/src/bench/webhooks.ts, run with tsx): 1,000 signed
// deliveries to a local receiver drained from the job queue on the embedded database (PGlite), within 30 s.
// BENCH_WEBHOOKS changes the count.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'packages/server');
const { status } = spawnSync(path.join(server, 'node_modules/.bin/tsx'), ['src/bench/webhooks.ts'], {
  cwd: server,
  stdio: 'inherit',
  env: { ...process.env, LOG_LEVEL: 'silent' },
});
process.exit(status ?? 1);
