#!/usr/bin/env node
// `pnpm bench:commitments`: the commitments benchmark (packages/server/src/bench/commitments.ts, run with tsx):
// 5,000 LP rows and 100,000 interactions: book page p95, statistics, rates and every graph p95, XLSX export. PGlite.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'packages/server');
const { status } = spawnSync(
  path.join(server, 'node_modules/.bin/tsx'),
  ['src/bench/commitments.ts', ...process.argv.slice(2).filter((a) => a !== '--')],
  {
    cwd: server,
    stdio: 'inherit',
    env: { ...process.env, LOG_LEVEL: 'silent' },
  },
);
process.exit(status ?? 1);
