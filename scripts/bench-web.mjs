#!/usr/bin/env node
// `pnpm bench:web`: for each shell route and each remote's first page, the JavaScript loaded before the page's
// first heading renders (raw and gzip, and the remote's own files) and the first contentful paint, in headless
// Chromium against the built apps served by the real API. Prints a table.
// Targets (issue 10.1): a shell route ≤ 200 KB gzip of JS; a remote's page ≤ 260 KB gzip in total; a remote's own JS
// for a simple page ≤ 25 KB gzip. The byte budgets are also tests (scripts/check-bundle-budgets.mjs, in `npm test`).
import { firstLoadRoutes, kb, launchChromium, measureFirstLoad, startServer } from './first-load.mjs';

const port = Number(process.env.BENCH_PORT ?? 4200);
const stop = await startServer(port);
const browser = await launchChromium();
const rows = [];
for (const [owner, route] of firstLoadRoutes) rows.push(await measureFirstLoad(browser, `http://127.0.0.1:${port}`, owner, route));
await browser.close();
stop();

console.log("\n| route | owner | JS files | JS raw KB | JS gzip KB | of which the remote's own gzip KB | FCP ms |");
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(
    `| ${r.route} | ${r.owner} | ${r.files.length} | ${kb(r.raw)} | ${kb(r.gzip)} | ${r.owner === 'shell' ? '–' : kb(r.ownGzip)} | ${r.fcp.toFixed(0)} |`,
  );
}
const worst = (list, key) => Math.max(...list.map((r) => r[key]));
const shell = rows.filter((r) => r.owner === 'shell');
const remotes = rows.filter((r) => r.owner !== 'shell');
console.log(
  `\nWorst shell route: ${kb(worst(shell, 'gzip'))} KB gzip (target ≤ 200). Worst remote page: ${kb(worst(remotes, 'gzip'))} KB gzip ` +
    `(target ≤ 260). Remote's own JS: ${kb(Math.min(...remotes.map((r) => r.ownGzip)))}–${kb(worst(remotes, 'ownGzip'))} KB gzip ` +
    '(target ≤ 25 for a simple page).',
);
process.exit(0);
