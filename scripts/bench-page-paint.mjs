#!/usr/bin/env node
// `pnpm bench:page-paint [page words…]`: what a reader on a phone's CPU sees of a long page, measured in the page itself.
//
// Lighthouse's mobile figures (`pnpm bench:lighthouse`) are simulated from one load and move 5-10 points between runs on
// a shared machine; a change to how a page renders (ADR 0098) needs a steadier reading. This loads each page of the
// Lighthouse benchmark (the same seeded pages, the built apps as `npm start` serves them) in Debian's Chromium with the
// CPU 4× slower (Lighthouse's mobile factor) on a 412 × 823 phone screen and an unthrottled network, N times in fresh
// browser contexts, and reads what the browser itself reports: the first and the largest contentful paint, the long
// tasks after the first paint (the sum of each one's part over 50 ms, as total blocking time counts them, and the
// longest), and when the page was whole: the last time its number of sections changed (a page is read once it has
// painted and neither a section nor a larger paint has come for 3 s). Medians and spreads per page.
// A benchmark, not a test: compare two builds one after the other on the same machine.
//   node scripts/bench-page-paint.mjs [/ discovery login "fund public" share] [--runs=5]   (CPU_SLOWDOWN=6.4: another factor)
import puppeteer from 'puppeteer-core';
import { root, startServer } from './first-load.mjs';
import { primeVisitorTab } from './lighthouse/run-lighthouse.mjs';
import { median } from './lighthouse/summary.mjs';
import { pagesNamedBy, seededPages } from './lighthouse/seeded-pages.mjs';
import { exitUnlessBuilt } from './web-apps.mjs';

const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** The page is taken as whole when its number of sections has not changed for this long. */
const QUIET_MS = 3000;
const runsOption = process.argv.find((arg) => arg.startsWith('--runs='));
const runs = Number(runsOption?.slice('--runs='.length) ?? 5);
const words = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const port = Number(process.env.BENCH_PORT ?? 4310);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

exitUnlessBuilt(root);

/** Installed before the page's own scripts: the browser's paint and long-task entries, and each change of the section count. */
function observeThePage() {
  const seen = { fcp: 0, lcp: 0, longTasks: [], whole: 0 };
  window.__benchPagePaint = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  let sections = 0;
  new MutationObserver(() => {
    const now = document.querySelectorAll('main section').length;
    if (now !== sections) {
      sections = now;
      seen.whole = performance.now();
    }
  }).observe(document, { childList: true, subtree: true });
}

async function measureOnce(browser, base, page) {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await tab.setViewport(PHONE);
    await primeVisitorTab(tab, base, page);
    await tab.evaluateOnNewDocument(observeThePage);
    await tab.emulateCPUThrottling(CPU_SLOWDOWN);
    await tab.goto(`${base}${page.path}`, { waitUntil: 'load' });
    // Whole: painted, and no section added nor larger paint for QUIET_MS (checked every 250 ms).
    await tab.waitForFunction(
      (quiet) => {
        const { lcp, whole } = window.__benchPagePaint;
        return lcp > 0 && performance.now() - Math.max(lcp, whole) > quiet;
      },
      { polling: 250, timeout: 90_000 },
      QUIET_MS,
    );
    return await tab.evaluate(() => {
      const { fcp, lcp, longTasks, whole } = window.__benchPagePaint;
      const afterPaint = longTasks.filter(([start]) => start >= fcp);
      return {
        fcp,
        lcp,
        blocking: afterPaint.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
        longest: Math.max(0, ...afterPaint.map(([, duration]) => duration)),
        whole,
        sections: document.querySelectorAll('main section').length,
      };
    });
  } finally {
    await context.close();
  }
}

const ms = (value) => `${Math.round(value).toLocaleString('en-US')} ms`;

const base = `http://127.0.0.1:${port}`;
console.log(`Starting the API with the demo data on ${base} (a throwaway data folder)…`);
const stop = await startServer(port, { SEED_DEMO_DATA: 'true' });
const browser = await puppeteer.launch({
  executablePath: chromiumPath,
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
const rows = [];
try {
  const pages = pagesNamedBy(await seededPages(base, root), words.length > 0 ? words : ['fund public', 'share']);
  for (const page of pages) {
    const results = [];
    for (let run = 1; run <= runs; run++) {
      const result = await measureOnce(browser, base, page);
      results.push(result);
      console.log(
        `  ${page.name} #${run}: FCP ${ms(result.fcp)}, LCP ${ms(result.lcp)}, blocking ${ms(result.blocking)}, longest ${ms(result.longest)}, whole ${ms(result.whole)} (${result.sections} sections)`,
      );
    }
    const of = (key) => results.map((result) => result[key]);
    const spread = (key) => `${ms(Math.min(...of(key)))}-${ms(Math.max(...of(key)))}`;
    rows.push({ page: page.name, of, spread });
  }
} finally {
  await browser.close();
  await stop();
}

console.log(`\nMedian of ${runs} loads per page, CPU ${CPU_SLOWDOWN}× slower, 412 × 823 phone screen, network not throttled:\n`);
console.log('| page | first paint | largest paint | blocking after first paint | longest task | page whole |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const { page, of } of rows) {
  console.log(
    `| ${page} | ${ms(median(of('fcp')))} | ${ms(median(of('lcp')))} | ${ms(median(of('blocking')))} | ${ms(median(of('longest')))} | ${ms(median(of('whole')))} |`,
  );
}
console.log('\nSpread of the loads:');
for (const { page, spread } of rows) {
  console.log(`${page}: largest paint ${spread('lcp')}, blocking ${spread('blocking')}, whole ${spread('whole')}`);
}
