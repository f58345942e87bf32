#!/usr/bin/env node
// `pnpm bench:intl [page words…]`: every Intl formatter a page's first load makes, when, how long it took and which
// script made it.
//
// A page's first formatter of a kind (numbers, dates, sort order) loads ICU's data for it: 10-50 ms on a desktop's CPU,
// four times that on a phone's, in one piece. Inside a remote page's render or a chunk's evaluation it is a long task
// after the first paint; the shell now loads that data while a remote page's files download (`warmLocaleData`,
// README "Lighthouse"). This loads the pages of `pnpm bench:lighthouse` (the same seeded pages, the built apps as
// `npm start` serves them) in Debian's Chromium with the constructors and `toLocaleString`/`localeCompare` wrapped, and
// prints each call (the first three of each method). One run, no CPU slowdown: read it for who makes what and which
// call pays for the data (the one that takes milliseconds, not tenths).
//   node scripts/intl-first-use.mjs [/ discovery login "fund public" share]
import puppeteer from 'puppeteer-core';
import { root, startServer } from './first-load.mjs';
import { primeVisitorTab } from './lighthouse/run-lighthouse.mjs';
import { pagesNamedBy, seededPages } from './lighthouse/seeded-pages.mjs';
import { exitUnlessBuilt } from './web-apps.mjs';

const port = Number(process.env.BENCH_PORT ?? 4311);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const words = process.argv.slice(2);

exitUnlessBuilt(root);

/** Runs in the page before its scripts: wraps what makes or uses a formatter and records each call. */
function recordIntlCalls() {
  const calls = [];
  window.__intlCalls = calls;
  const callerOf = () => (new Error().stack ?? '').split('\n')[3]?.trim().replace(/^at /, '') ?? '?';
  for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat', 'ListFormat']) {
    const Original = Intl[name];
    // biome-ignore lint/complexity/useArrowFunction: the pages call Intl's constructors with `new`, which an arrow refuses
    const Recorded = function (...args) {
      const start = performance.now();
      const made = new Original(...args);
      calls.push({ what: `Intl.${name}`, at: start, ms: performance.now() - start, args, by: callerOf() });
      return made;
    };
    Recorded.prototype = Original.prototype;
    Recorded.supportedLocalesOf = Original.supportedLocalesOf.bind(Original);
    Intl[name] = Recorded;
  }
  const methods = [
    [Number.prototype, 'Number', 'toLocaleString'],
    [Date.prototype, 'Date', 'toLocaleString'],
    [Date.prototype, 'Date', 'toLocaleDateString'],
    [String.prototype, 'String', 'localeCompare'],
  ];
  for (const [prototype, type, method] of methods) {
    const original = prototype[method];
    const what = `${type}#${method}`;
    prototype[method] = function (...args) {
      const start = performance.now();
      const result = original.apply(this, args);
      if (calls.filter((call) => call.what === what).length < 3)
        calls.push({ what, at: start, ms: performance.now() - start, args, by: callerOf() });
      return result;
    };
  }
}

const base = `http://127.0.0.1:${port}`;
const stop = await startServer(port, { SEED_DEMO_DATA: 'true' });
try {
  const pages = pagesNamedBy(await seededPages(base, root), words);
  const browser = await puppeteer.launch({ executablePath: chromiumPath, args: ['--no-sandbox'], headless: true });
  try {
    for (const page of pages) {
      const tab = await browser.newPage();
      await primeVisitorTab(tab, base, page);
      await tab.evaluateOnNewDocument(recordIntlCalls);
      await tab.goto(`${base}${page.path}`, { waitUntil: 'networkidle0' });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const calls = await tab.evaluate(() => window.__intlCalls.map((call) => ({ ...call, args: JSON.stringify(call.args) })));
      const total = calls.reduce((sum, call) => sum + call.ms, 0);
      console.log(`\n## ${page.name}: ${calls.length} calls, ${total.toFixed(1)} ms in all`);
      for (const call of calls) {
        const by = call.by.replace(/https?:\/\/[^/]+/g, '');
        console.log(
          `${String(Math.round(call.at)).padStart(6)} ms ${call.ms.toFixed(1).padStart(5)} ms  ${call.what}(${call.args.slice(0, 70)})  ${by}`,
        );
      }
      await tab.close();
    }
  } finally {
    await browser.close();
  }
} finally {
  stop();
}
