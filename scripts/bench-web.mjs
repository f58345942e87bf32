#!/usr/bin/env node
// `pnpm bench:web`: for each shell route and each remote's first page, the JavaScript loaded before the page's
// first heading renders (raw and gzip, split into shell+shared and the remote's own files) and the first
// contentful paint, in headless Chromium against the built apps served by the real API. Prints a table.
// Targets (issue 3): a shell route's first load ≤ 250 KB gzip JS; a remote adds ≤ 80 KB gzip beyond the shared libraries.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { chromium } = createRequire(path.join(root, 'e2e/package.json'))('@playwright/test');
const port = Number(process.env.BENCH_PORT ?? 4200);
const base = `http://127.0.0.1:${port}`;

const routes = [
  ['shell', '/login'],
  ['shell', '/signup'],
  ['shell', '/about'],
  ['shell', '/contact'],
  ['shell', '/join'],
  ['shell', '/404'],
  ['mfe-discovery', '/'],
  ['mfe-discovery', '/fund/discovery'],
  ['mfe-profiles', '/fund'],
  ['mfe-dataroom', '/dataRoom'],
  ['mfe-trackrecord', '/graduationRates'],
  ['mfe-commitments', '/commitmentsAndBook'],
  ['mfe-events-feed', '/feed'],
  ['mfe-admin', '/admin'],
];

const server = spawn('pnpm', ['--filter', '@fundnet/server', 'start'], {
  cwd: root,
  stdio: 'ignore',
  env: {
    ...process.env,
    PORT: String(port),
    WEB_ROOT: root,
    FUNDNET_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fundnet-bench-')),
    LOG_LEVEL: 'warn',
  },
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

for (let i = 0; i < 240; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 500));
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const kb = (n) => (n / 1024).toFixed(1);
const rows = [];
for (const [owner, route] of routes) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  let rendered = false;
  page.on('response', async (response) => {
    if (rendered || response.request().resourceType() !== 'script') return;
    try {
      const body = await response.body();
      scripts.push({ url: response.url(), raw: body.length, gzip: gzipSync(body).length });
    } catch {}
  });
  await page.goto(base + route);
  await page.locator('#fundnet-main h1').first().waitFor({ timeout: 30_000 });
  rendered = true;
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
  const own = scripts.filter((s) => owner !== 'shell' && s.url.includes(`/remotes/${owner}/`));
  const sum = (list, key) => list.reduce((n, s) => n + s[key], 0);
  rows.push({
    route,
    owner,
    files: scripts.length,
    raw: sum(scripts, 'raw'),
    gzip: sum(scripts, 'gzip'),
    ownGzip: sum(own, 'gzip'),
    fcp,
  });
  await context.close();
}
await browser.close();
stop();

console.log("\n| route | owner | JS files | JS raw KB | JS gzip KB | of which the remote's own gzip KB | FCP ms |");
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(
    `| ${r.route} | ${r.owner} | ${r.files} | ${kb(r.raw)} | ${kb(r.gzip)} | ${r.owner === 'shell' ? '–' : kb(r.ownGzip)} | ${r.fcp.toFixed(0)} |`,
  );
}
const shellMax = Math.max(...rows.filter((r) => r.owner === 'shell').map((r) => r.gzip));
const remoteMax = Math.max(...rows.filter((r) => r.owner !== 'shell').map((r) => r.ownGzip));
console.log(
  `\nShell route first load, worst: ${kb(shellMax)} KB gzip (target ≤ 250). Remote's own JS, worst: ${kb(remoteMax)} KB gzip (target ≤ 80).`,
);
process.exit(0);
