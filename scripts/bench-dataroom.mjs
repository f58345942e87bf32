#!/usr/bin/env node
// `pnpm bench:dataroom`: the data-room benchmark (packages/server/src/bench/data-room.ts, run with tsx):
// a 200 MB streamed upload (RSS growth, throughput), a folder listing in a 10,000-item room (p95) and a watermarked
// download of a 100-page PDF. BENCH_UPLOAD_MB changes the upload size. PGlite in memory, local-disk storage.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'packages/server');
const { status } = spawnSync(path.join(server, 'node_modules/.bin/tsx'), ['--expose-gc', 'src/bench/data-room.ts'], {
  cwd: server,
  stdio: 'inherit',
  env: { ...process.env, LOG_LEVEL: 'silent' },
});
process.exit(status ?? 1);
