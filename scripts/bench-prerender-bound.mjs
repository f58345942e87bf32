#!/usr/bin/env node
// `pnpm bench:prerender-bound [page words…]`: an upper bound of what server-rendered HTML would give the mobile
// Lighthouse figures (ADR 0100), measured before anything is built. It starts the real API with the demo data (as
// `pnpm bench:lighthouse` does), opens each page in Chromium at a phone's size, and takes the rendered DOM with
// emotion's rules written out as text and every script but `preload.js` and `main.js` taken out. A proxy in front of
// the API then serves that DOM, gzipped, for the page's address ("snapshot"), or passes everything through as it is
// ("today"). Lighthouse's mobile preset runs on both in turn, RUNS rounds (default 4), and the medians are printed.
//
// What it does not model: the browser renders over the snapshot (createRoot), where server rendering would hydrate.
// When the re-rendered headline paints as a new candidate, LCP falls back towards today's: read the runs' lowest LCP
// as the hydrated bound and their median as the pessimistic one. The work after the paint (the client render, MF's
// set-up of the shared modules) is all there, so TBT is what server rendering would get without cutting it (ADR 0100).
// CLS is printed too: a render over the snapshot that moves what was painted would show there.
//   node scripts/bench-prerender-bound.mjs [/ "fund public" login] [--reports=<folder>]   (words as in
//     bench:lighthouse --pages; --reports keeps each run's whole Lighthouse result, for its long tasks)
import { mkdirSync } from 'node:fs';
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import puppeteer from 'puppeteer-core';
import { root, startServer } from './first-load.mjs';
import { figuresOf } from './lighthouse/lhr-figures.mjs';
import { keepReport, runLighthouse } from './lighthouse/run-lighthouse.mjs';
import { median } from './lighthouse/summary.mjs';
import { pagesNamedBy, seededPages } from './lighthouse/seeded-pages.mjs';
import { exitUnlessBuilt } from './web-apps.mjs';

const port = Number(process.env.BENCH_PORT ?? 4320);
const proxyPort = port + 1;
const base = `http://127.0.0.1:${port}`;
const proxyBase = `http://127.0.0.1:${proxyPort}`;
const rounds = Number(process.env.RUNS ?? 4);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const words = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const reportsFolder = process.argv.find((arg) => arg.startsWith('--reports='))?.slice('--reports='.length);
if (reportsFolder) mkdirSync(reportsFolder, { recursive: true });

exitUnlessBuilt(root);
const stop = await startServer(port, { SEED_DEMO_DATA: 'true' });
const snapshots = new Map();
let serveSnapshots = false;
const proxy = http.createServer((request, response) => {
  const path = request.url.split('?')[0];
  if (serveSnapshots && snapshots.has(path) && (request.headers.accept ?? '').includes('text/html')) {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', 'content-encoding': 'gzip' });
    response.end(gzipSync(snapshots.get(path)));
    return;
  }
  const upstream = http.request(
    { host: '127.0.0.1', port, path: request.url, method: request.method, headers: request.headers },
    (reply) => {
      response.writeHead(reply.statusCode, reply.headers);
      reply.pipe(response);
    },
  );
  request.pipe(upstream);
});
await new Promise((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));

/** The page as the browser rendered it, as HTML a server could have sent: styles as text, only the shell's two scripts. */
async function snapshotOf(browser, page) {
  const tab = await browser.newPage();
  await tab.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  await tab.goto(base + page.path, { waitUntil: 'networkidle0' });
  await new Promise((resolve) => setTimeout(resolve, 3000)); // the sections a long page reveals after its first paint
  const html = await tab.evaluate(() => {
    for (const style of document.querySelectorAll('style')) {
      // emotion inserts its rules through the CSSOM in production: the element's text is empty.
      if (style.sheet?.cssRules.length) style.textContent = [...style.sheet.cssRules].map((rule) => rule.cssText).join('\n');
    }
    for (const script of document.querySelectorAll('script')) {
      if (!['/preload.js', '/main.js'].includes(script.getAttribute('src') ?? '')) script.remove();
    }
    return `<!doctype html>${document.documentElement.outerHTML}`;
  });
  await tab.close();
  return html;
}

try {
  // The share link's page needs its visitor token in the tab: left out, as the snapshot would be the gate's.
  const pages = pagesNamedBy(await seededPages(base, root), words).filter((page) => !page.sessionStorage);
  const browser = await puppeteer.launch({ executablePath: chromiumPath, headless: true, args: ['--no-sandbox'] });
  for (const page of pages) {
    snapshots.set(page.path, await snapshotOf(browser, page));
    console.log(`${page.name}: snapshot of ${Math.round(snapshots.get(page.path).length / 1024)} KB (before gzip)`);
  }
  await browser.close();
  const figures = new Map();
  for (let round = 1; round <= rounds; round++) {
    for (const variant of ['today', 'snapshot']) {
      serveSnapshots = variant === 'snapshot';
      for (const page of pages) {
        let lhr;
        try {
          lhr = await runLighthouse({ base: proxyBase, page, preset: 'mobile', chromiumPath });
        } catch (error) {
          console.log(`  ${variant} ${page.name} #${round}: FAILED (${error.message})`);
          continue;
        }
        if (reportsFolder) keepReport(reportsFolder, page, variant, round, lhr);
        const { performance: perf, fcp, lcp, tbt, cls, benchmarkIndex } = figuresOf(lhr);
        const row = { perf, fcp: Math.round(fcp), lcp: Math.round(lcp), tbt: Math.round(tbt), cls };
        const key = `${page.name} | ${variant}`;
        figures.set(key, [...(figures.get(key) ?? []), row]);
        console.log(
          `  ${variant} ${page.name} #${round}: perf ${row.perf}, FCP ${row.fcp} ms, LCP ${row.lcp} ms, TBT ${row.tbt} ms, CLS ${row.cls.toFixed(3)} (index ${Math.round(benchmarkIndex)})`,
        );
      }
    }
  }
  console.log('\n| page | served | runs | mobile perf | FCP | LCP (median, lowest) | TBT | CLS |\n|---|---|---:|---:|---:|---:|---:|---:|');
  for (const page of pages) {
    for (const variant of ['today', 'snapshot']) {
      const rows = figures.get(`${page.name} | ${variant}`) ?? [];
      if (rows.length === 0) continue;
      const of = (field) => median(rows.map((row) => row[field]));
      const lowestLcp = Math.min(...rows.map((row) => row.lcp));
      console.log(
        `| ${page.name} | ${variant} | ${rows.length} | ${of('perf')} | ${(of('fcp') / 1000).toFixed(2)} s | ${(of('lcp') / 1000).toFixed(2)} s, ${(lowestLcp / 1000).toFixed(2)} s | ${Math.round(of('tbt'))} ms | ${of('cls').toFixed(3)} |`,
      );
    }
  }
} finally {
  proxy.close();
  stop();
}
process.exit(0);
