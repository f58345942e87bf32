#!/usr/bin/env node
// `pnpm bench:discovery`: the discovery benchmark (packages/server/src/bench/discovery.ts, run with tsx).
// PGlite always; PostgreSQL too when FUNDNET_BENCH_POSTGRES_URL (or DATABASE_URL) is set. Extra arguments
// go through, e.g. `pnpm bench:discovery -- --backend postgres --funds 20000`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'packages/server');
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const { status } = spawnSync(path.join(server, 'node_modules/.bin/tsx'), ['src/bench/discovery.ts', ...args], {
  cwd: server,
  stdio: 'inherit',
});
process.exit(status ?? 1);
