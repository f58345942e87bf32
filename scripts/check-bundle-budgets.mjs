#!/usr/bin/env node
// Size budgets of the first load (issue 10.1), run by `npm test` after the builds: for each route of the benchmark, the
// JavaScript fetched before its first heading renders, in gzip bytes of the built files, must stay within its budget.
// Bytes are deterministic for a build (times stay in `pnpm bench:web`), so a change that grows a first load fails here.
// Also checks that no source map is published: none in any dist/, no sourceMappingURL in any script (issue 9.5).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { firstLoadRoutes, kb, launchChromium, measureFirstLoad, root, startServer } from './first-load.mjs';
import { webApps } from './web-apps.mjs';

const KB = 1024;
/** The targets of issue 10.1: a shell route, a remote's page in total, a remote's own JS for a simple page. */
const targets = { shellRoute: 200 * KB, remotePage: 260 * KB, remoteOwnSimplePage: 25 * KB };

/**
 * Each route's budget in gzip bytes: its target where the route meets it; where it does not yet, what it measured when
 * the budget was last set (README, benchmarks) plus a little room, so it cannot grow unnoticed while the remaining
 * levers (ADR 0011) bring it down. Lower a budget when a route gets lighter; never raise one without saying why.
 * `own` is the remote's own files (under /remotes/<folder>/).
 */
const budgets = {
  '/login': { total: 385 * KB },
  '/signup': { total: 385 * KB },
  '/about': { total: 340 * KB },
  '/contact': { total: 385 * KB },
  '/join': { total: 430 * KB },
  '/404': { total: 336 * KB },
  '/': { total: 493 * KB, own: 148 * KB },
  '/fund/discovery': { total: 487 * KB, own: 142 * KB },
  '/fund': { total: 495 * KB, own: 150 * KB },
  '/dataRoom': { total: 395 * KB, own: 66 * KB },
  '/graduationRates': { total: 396 * KB, own: 67 * KB },
  '/commitmentsAndBook': { total: 393 * KB, own: 64 * KB },
  '/feed': { total: 395 * KB, own: 66 * KB },
  '/admin': { total: 457 * KB, own: 112 * KB },
};

const failures = [];

// 1. No source map published with the build.
for (const { folder } of webApps) {
  const dist = path.join(root, folder, 'dist');
  if (!existsSync(dist)) {
    failures.push(`${folder}/dist is missing: build the apps first`);
    continue;
  }
  for (const file of readdirSync(dist, { recursive: true })) {
    const name = String(file);
    if (name.endsWith('.map')) failures.push(`${folder}/dist/${name}: a source map inside what is published`);
    else if (name.endsWith('.js') && /\/\/# sourceMappingURL=/.test(readFileSync(path.join(dist, name), 'utf8'))) {
      failures.push(`${folder}/dist/${name}: points to a source map (sourceMappingURL)`);
    }
  }
}

// 2. First-load budgets.
if (failures.length === 0) {
  const port = Number(process.env.BUDGET_PORT ?? 4201);
  const stop = await startServer(port);
  const browser = await launchChromium();
  try {
    for (const [owner, route] of firstLoadRoutes) {
      const r = await measureFirstLoad(browser, `http://127.0.0.1:${port}`, owner, route);
      const budget = budgets[route];
      if (!budget) {
        failures.push(`${route}: no budget (add it to scripts/check-bundle-budgets.mjs)`);
        continue;
      }
      const { total, own } = budget;
      const target = owner === 'shell' ? targets.shellRoute : targets.remotePage;
      const ok = r.gzip <= total && (own === undefined || r.ownGzip <= own);
      console.log(
        `${ok ? '✓' : '✕'} ${route} (${owner}): ${kb(r.gzip)} KB gzip of ${kb(total)}` +
          (own === undefined ? '' : `; the remote's own ${kb(r.ownGzip)} KB of ${kb(own)}`) +
          (r.gzip <= target ? '' : ` (target ${kb(target)} not met yet)`) +
          (own === undefined || r.ownGzip <= targets.remoteOwnSimplePage ? '' : ' (own-JS target not met yet)'),
      );
      if (r.gzip > total) failures.push(`${route}: first load ${kb(r.gzip)} KB gzip is over its budget of ${kb(total)} KB`);
      if (own !== undefined && r.ownGzip > own) {
        failures.push(`${route}: ${owner}'s own JS ${kb(r.ownGzip)} KB gzip is over its budget of ${kb(own)} KB`);
      }
      if (!ok) {
        for (const f of [...r.files].sort((a, b) => b.gzip - a.gzip).slice(0, 8)) {
          console.log(`    ${kb(f.gzip).padStart(6)} KB  ${new URL(f.url).pathname}`);
        }
      }
    }
  } finally {
    await browser.close();
    stop();
  }
}

if (failures.length) {
  console.error(`\nSize budgets: ${failures.length} failed\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nSize budgets: every first load within its budget, no source map published.');
