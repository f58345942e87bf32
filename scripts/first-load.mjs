// The first load of a route: which JavaScript files the browser fetches before the route's first heading renders,
// and their sizes (raw and gzip) read from the build output. Used by `pnpm bench:web` (with paint times) and by the
// size budgets of `npm test` (scripts/check-bundle-budgets.mjs: bytes only, which are deterministic for a build).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The routes measured: each shell route of the benchmark and each remote's first page, with its owner. */
export const firstLoadRoutes = [
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

/** The built file behind a script URL: /remotes/<folder>/x.js is <folder>/dist/x.js, anything else is the shell's. */
export function builtFileOf(url) {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/(mfe-[a-z-]+)\/(.+)$/.exec(pathname);
  return remote ? path.join(root, remote[1], 'dist', remote[2]) : path.join(root, 'shell/dist', pathname.slice(1));
}

function sizesOf(file) {
  const body = readFileSync(file);
  return { raw: body.length, gzip: gzipSync(body).length };
}

/**
 * Starts the real API serving the built apps on a throwaway data folder; resolves when /api/health answers. `env` adds
 * to the server's environment (`{ SEED_DEMO_DATA: 'true' }`: the demo data of `npm start`, seeded before it listens).
 */
export async function startServer(port, env = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fundnet-first-load-'));
  const server = spawn('pnpm', ['--filter', '@fundnet/server', 'start'], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', WEB_ROOT: root, FUNDNET_DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
  });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM'); // the whole group: pnpm, tsx and the PGlite worker
    } catch {}
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  // Up to 4 minutes: seeding the demo data before listening took 99 s on a loaded 2-core machine.
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return stop;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error(`the API did not start on port ${port}`);
}

export async function launchChromium() {
  const { chromium } = createRequire(path.join(root, 'e2e/package.json'))('@playwright/test');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/**
 * Loads `route` in a fresh context and returns the scripts requested before its first heading (#fundnet-main h1) was
 * put in the page, with their built sizes, the owner's own share (files under /remotes/<owner>/) and the first
 * contentful paint. The moment is the heading's insertion, seen by a MutationObserver in the page, against each
 * script's request start (Resource Timing): Playwright notices the heading some milliseconds later, and a script a
 * page starts loading after its first render (a preload in an effect) was counted as if the heading waited for it.
 */
export async function measureFirstLoad(browser, base, owner, route) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    performance.setResourceTimingBufferSize(10_000);
    const seen = () => {
      if (window.__fundnetHeadingAt === undefined && document.querySelector('#fundnet-main h1')) {
        window.__fundnetHeadingAt = performance.now();
      }
    };
    new MutationObserver(seen).observe(document, { childList: true, subtree: true });
  });
  // A start page rendered on the server (the shell's at build time, ADR 0101; the landing page per request, ADR 0102) has
  // its heading in its HTML: nothing would count. Its browser needs the same scripts to hydrate it as to render it, so
  // the page is measured as it renders without that, which the server sends for any address with a query string.
  const rendered =
    !route.includes('?') && (await (await fetch(base + route, { headers: { accept: 'text/html' } })).text()).includes('data-prerendered=');
  await page.goto(base + route + (rendered ? '?first-load' : ''));
  await page.locator('#fundnet-main h1').first().waitFor({ timeout: 30_000 });
  const { urls, fcp } = await page.evaluate(() => {
    const headingAt = window.__fundnetHeadingAt ?? performance.now();
    const scripts = performance
      .getEntriesByType('resource')
      // A script counts whether a <script> asked for it or the remote preloader's hint did (issue 33: a preloaded
      // chunk is fetched once, by the <link>, and its <script> then uses that response, leaving no entry of its own).
      .filter((entry) => (entry.initiatorType === 'script' || entry.initiatorType === 'link') && entry.startTime <= headingAt)
      .map((entry) => entry.name);
    return { urls: [...new Set(scripts)], fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN };
  });
  await context.close();
  const files = urls.filter((url) => url.endsWith('.js')).map((url) => ({ url, ...sizesOf(builtFileOf(url)) }));
  const own = files.filter((f) => owner !== 'shell' && new URL(f.url).pathname.startsWith(`/remotes/${owner}/`));
  const sum = (list, key) => list.reduce((n, f) => n + f[key], 0);
  return { route, owner, files, raw: sum(files, 'raw'), gzip: sum(files, 'gzip'), ownGzip: sum(own, 'gzip'), fcp };
}

export const kb = (n) => (n / 1024).toFixed(1);
