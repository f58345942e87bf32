#!/usr/bin/env node
// `npm start`: builds the web apps that are missing or stale, then serves the API (PGlite with demo data),
// the shell and every remote from one URL. `npm run dev`: the same with watch and reload.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleWebApps, webApps } from './web-apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mode = process.argv[2] ?? 'start';
const port = Number(process.env.PORT ?? 4000);
const appUrl = process.env.APP_URL ?? `http://localhost:${mode === 'dev' ? 8080 : port}`;
const children = [];

function stopAll(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

function startChild(name, command, args, env = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    if (code && code !== 0) {
      console.error(`${name} stopped (exit ${code})`);
      stopAll(code);
    }
  });
  children.push(child);
  return child;
}

/**
 * Where the API puts mail and SMS, worked out as its config does (packages/server/src/config.ts): SMTP when SMTP_URL is
 * set, else OUTBOX_DIR, else FUNDNET_DATA_DIR/outbox, else .data/outbox; relative paths are the server's, which runs
 * in packages/server.
 */
function mailDestination() {
  const serverDir = path.join(root, 'packages/server');
  const dataDir = path.resolve(serverDir, process.env.FUNDNET_DATA_DIR ?? path.join(root, '.data'));
  const outbox = path.resolve(serverDir, process.env.OUTBOX_DIR ?? path.join(dataDir, 'outbox'));
  const relative = path.relative(process.cwd(), outbox);
  const shown = `${relative && !relative.startsWith('..') ? relative : outbox}/`;
  if (process.env.SMTP_URL) return `mail over SMTP (${new URL(process.env.SMTP_URL).host}), SMS to ${shown}`;
  return `${shown} (no SMTP configured)`;
}

async function waitForHealth(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

if (mode === 'start') {
  const stale = process.env.FUNDNET_REBUILD === '1' ? webApps : staleWebApps(root);
  if (stale.length) {
    console.log(`Building ${stale.map((a) => a.folder).join(', ')} (one at a time; later starts reuse the build)`);
    for (const app of stale) {
      const status = spawnSync('pnpm', ['--filter', `./${app.folder}`, 'run', 'build'], { cwd: root, stdio: 'inherit' }).status;
      if (status !== 0) process.exit(status ?? 1);
    }
  }
}

const serverEnv = {
  PORT: String(port),
  SEED_DEMO_DATA: process.env.SEED_DEMO_DATA ?? 'true',
  APP_URL: appUrl,
  CORS_ORIGINS: webApps.map((a) => `http://localhost:${a.port}`).join(','),
  ...(mode === 'start' ? { WEB_ROOT: root } : {}),
};
startChild('API', 'pnpm', ['--filter', '@fundnet/server', 'run', mode === 'dev' ? 'dev' : 'start'], serverEnv);

if (mode === 'dev') {
  for (const app of webApps) {
    startChild(app.folder, 'pnpm', ['--filter', `./${app.folder}`, 'run', 'dev'], { FUNDNET_API_URL: `http://127.0.0.1:${port}` });
  }
}

if (await waitForHealth(`http://127.0.0.1:${port}/api/health`)) {
  const accounts = JSON.parse(readFileSync(path.join(root, 'packages/server/src/seed/demo-accounts.json'), 'utf8'));
  const [DEMO_ADMIN, DEMO_USER] = [accounts.admin, accounts.user];
  console.log(`
  ┌──────────────────────────────────────────────────────────────
  │ Fundnet is running: ${appUrl}
  │ API docs:           http://localhost:${port}/api/docs
  │ Demo user:          ${DEMO_USER.email} / ${DEMO_USER.password}
  │ Demo admin:         ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}
  │ Mail and SMS:       ${mailDestination()}
  │ Stop with Ctrl+C.
  └──────────────────────────────────────────────────────────────`);
} else {
  console.error('The API did not become healthy in time');
  stopAll(1);
}
