#!/usr/bin/env node
// `pnpm bench`: every benchmark (performance targets live here, never in timed unit tests).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleWebApps } from './web-apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const which = process.argv[2] ?? 'all';
// Only the web benchmark needs the built apps.
if (which === 'all' || which === 'web') {
  for (const app of staleWebApps(root)) {
    if (spawnSync('pnpm', ['--filter', `./${app.folder}`, 'run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
  }
}
if (which === 'all' || which === 'web') {
  const status = spawnSync(process.execPath, [path.join(root, 'scripts/bench-web.mjs')], { cwd: root, stdio: 'inherit' }).status;
  if (status !== 0) process.exit(status ?? 1);
}
if (which === 'all' || which === 'discovery') {
  const status = spawnSync(process.execPath, [path.join(root, 'scripts/bench-discovery.mjs')], { cwd: root, stdio: 'inherit' }).status;
  if (status !== 0) process.exit(status ?? 1);
}
