#!/usr/bin/env node
// `pnpm bench:feed`: the feed benchmark (packages/server/src/bench/feed.ts, run with tsx): 100,000 posts from 5,000
// profiles and 20,000 follow edges; a signed-in investor's feed pages over HTTP with visibility enforced (p50, p95).
// PGlite by default; DATABASE_URL=postgres://… runs it on PostgreSQL.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'packages/server');
const { status } = spawnSync(path.join(server, 'node_modules/.bin/tsx'), ['src/bench/feed.ts'], {
  cwd: server,
  stdio: 'inherit',
  env: { ...process.env, LOG_LEVEL: 'silent' },
});
process.exit(status ?? 1);
