#!/usr/bin/env node
// `pnpm bench:long-tasks [page words…]`: what fills the main thread while a page first loads on a phone's CPU.
//
// Lighthouse says how long the long tasks are (TBT) and which script they are attributed to; it does not say which of
// our source lines run in them. This loads each page of `pnpm bench:lighthouse` (the same seeded pages, the built apps
// as `npm start` serves them) in Debian's Chromium with the CPU 4× slower and no network throttling, records a trace
// and a CPU profile together, and prints every task over 30 ms: its start, its length, the trace events in it (script
// evaluation, layout, …) and, for tasks over 60 ms, the functions that ran longest in it, mapped through the build's
// source maps (`<app>/sourcemaps/`) to the source file and line, with the hottest lines of the hottest function, and
// last the script time until the largest paint by package and by function (what a change would have to shrink). It
// found the forced layout of the profile pages' section navigation and an Intl formatter made when an area's code
// loads (README, "Lighthouse"). Each page is loaded once untraced first, so a page the API renders per request is
// measured as it comes rendered (its title line says whether it did); the traced load is then a first visit in a new
// browser, as Lighthouse's is (no HTTP or code cache). One run per page: the figures move between
// runs; read them for where time goes, and measure a change with `pnpm bench:lighthouse`.
//   node scripts/long-tasks.mjs [/ discovery login "fund public" share]   (words as in bench:lighthouse --pages)
// Environment: CPU_SLOWDOWN (4), LONG_TASK_MS (30: tasks listed), EXPLAINED_TASK_MS (60: tasks broken down by function);
// WHOLE_LOAD=1 sums the script time of the whole load rather than until the largest paint. Lighthouse's calibrated phone
// (`--calibrate`, 5.5-6.6x here) counts a task as blocking from 50 ms / slowdown of unthrottled time: CPU_SLOWDOWN=1
// LONG_TASK_MS=8 lists what it would count.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import sourceMap from 'source-map';
import { builtFileOf, root, startServer } from './first-load.mjs';
import { primeVisitorTab, warmUp } from './lighthouse/run-lighthouse.mjs';
import { packageOf } from './lighthouse/source-packages.mjs';
import { pagesNamedBy, seededPages } from './lighthouse/seeded-pages.mjs';
import { exitUnlessBuilt } from './web-apps.mjs';

const LONG_TASK_MS = Number(process.env.LONG_TASK_MS ?? 30);
const EXPLAINED_TASK_MS = Number(process.env.EXPLAINED_TASK_MS ?? 60);
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4); // Lighthouse's mobile preset by default
const WHOLE_LOAD = process.env.WHOLE_LOAD === '1';
/** How many packages and functions the closing summary lists. */
const SUMMARY_ROWS = WHOLE_LOAD ? 30 : 14;
const port = Number(process.env.BENCH_PORT ?? 4310);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const launchBrowser = () => puppeteer.launch({ executablePath: chromiumPath, args: ['--no-sandbox'], headless: true });
const words = process.argv.slice(2);

exitUnlessBuilt(root);

/** The source map of a built script: its built file's, kept in the app's `sourcemaps/` beside `dist/`. */
const consumers = new Map();
async function sourceMapOf(url) {
  if (!consumers.has(url)) {
    const built = builtFileOf(url); // <app>/dist/<file>: the build's files are flat
    const file = path.join(path.dirname(built), '..', 'sourcemaps', `${path.basename(built)}.map`);
    consumers.set(url, existsSync(file) ? await new sourceMap.SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null);
  }
  return consumers.get(url);
}

/** `react-dom/cjs/…:4627` rather than `webpack://mfe-profiles/../node_modules/.pnpm/react-dom@…/node_modules/react-dom/…`. */
export const shortSource = (source) => (source ?? '?').replace(/.*node_modules\//, '').replace(/^webpack:\/\/[^/]*\//, '');

async function originalOf({ url, lineNumber, columnNumber, functionName }) {
  const consumer = url ? await sourceMapOf(url) : null;
  if (!consumer) return `${functionName || '(anonymous)'} ${url.replace(/^https?:\/\/[^/]+/, '')}`;
  const position = consumer.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  return `${position.name ?? functionName} ${shortSource(position.source)}:${position.line}`;
}

/** A generated line's original place (the build is minified to long lines: the first mapped column of the line). */
async function originalLineOf(url, line) {
  const consumer = await sourceMapOf(url);
  for (let column = 0; consumer && column < 400; column += 8) {
    const position = consumer.originalPositionFor({ line, column });
    if (position.source) return `${shortSource(position.source)}:${position.line}`;
  }
  return `${url.split('/').pop()}:${line}`;
}

const traceCategories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'];
const eventsShown = new Set([
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'FireAnimationFrame',
  'RunMicrotasks',
  'MinorGC',
  'MajorGC',
]);

async function measure(browser, base, page) {
  await warmUp(browser, base, page);
  // The traced load is a first visit in a browser of its own, as Lighthouse's is: in the warmed browser it was the
  // page's second, for which Chromium has V8 serialise main.js' compiled code into its code cache inside main.js'
  // task (`v8.produceCache`, 120-190 ms at 4×; README, "Stop 79"), a cost a first visit never pays.
  const fresh = await launchBrowser();
  try {
    return await traceFirstVisit(fresh, base, page);
  } finally {
    await fresh.close();
  }
}

async function traceFirstVisit(browser, base, page) {
  const tab = await browser.newPage();
  // Whether the page came rendered by the API (ADR 0101-0106): read as the page's scripts first see it.
  await tab.evaluateOnNewDocument(() => {
    document.addEventListener('DOMContentLoaded', () => {
      window.__cameRendered = document.querySelector('[data-prerendered]') !== null;
    });
  });
  await tab.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  await primeVisitorTab(tab, base, page);
  await tab.emulateCPUThrottling(CPU_SLOWDOWN);
  const cdp = await tab.createCDPSession();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const traceFile = path.join(tmpdir(), `fundnet-long-tasks-${process.pid}.json`);
  await tab.tracing.start({ path: traceFile, categories: traceCategories });
  await cdp.send('Profiler.start');
  await tab.goto(`${base}${page.path}`, { waitUntil: 'networkidle0' });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const { profile } = await cdp.send('Profiler.stop');
  await tab.tracing.stop();
  const cameRendered = await tab.evaluate(() => window.__cameRendered === true);
  const { traceEvents } = JSON.parse(readFileSync(traceFile, 'utf8'));
  rmSync(traceFile, { force: true });
  await tab.close();
  return { traceEvents, profile, cameRendered };
}

async function report(name, { traceEvents, profile, cameRendered }) {
  const navigation =
    traceEvents.find((event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame) ??
    traceEvents.find((event) => event.name === 'navigationStart');
  const start = navigation.ts;
  const onMain = traceEvents.filter((event) => event.pid === navigation.pid && event.tid === navigation.tid && event.ph === 'X');
  const tasks = onMain
    .filter((event) => event.name === 'RunTask' && event.ts >= start && event.dur > LONG_TASK_MS * 1000)
    .sort((a, b) => a.ts - b.ts);
  const fcp = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  const lcp = traceEvents.filter((event) => event.name === 'largestContentfulPaint::Candidate');
  const ms = (microseconds) => Math.round(microseconds / 1000);
  console.log(`\n## ${name} (${cameRendered ? 'came rendered by the API' : 'rendered in the browser'})`);
  console.log(
    `first contentful paint ${fcp ? ms(fcp.ts - start) : '?'} ms; largest paint candidates ${lcp.map((e) => ms(e.ts - start)).join(', ')} ms`,
  );

  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id])));
  /** The first caller of a profile node that has a source (a browser function such as appendChild says little alone). */
  const sourcedCallerOf = async (id) => {
    for (let caller = parentOf.get(id); caller !== undefined; caller = parentOf.get(caller)) {
      const { callFrame } = nodes.get(caller);
      if (callFrame.url) return originalOf(callFrame);
    }
    return '?';
  };
  const sampleTimes = [];
  let time = profile.startTime;
  for (const delta of profile.timeDeltas) {
    time += delta;
    sampleTimes.push(time);
  }
  /** Self time (ms) per profile node of the samples between two trace times (µs). */
  const selfTimeByNode = (from, to) => {
    const selfByNode = new Map();
    profile.samples.forEach((id, index) => {
      if (sampleTimes[index] < from || sampleTimes[index] > to) return;
      selfByNode.set(id, (selfByNode.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
    });
    return selfByNode;
  };
  /** That self time summed per original place (`function source:line`) as `key` names it; idle time left out. */
  const timeByPlace = async (selfByNode, key) => {
    const byKey = new Map();
    for (const [id, self] of selfByNode) {
      const { callFrame } = nodes.get(id);
      if (callFrame.functionName === '(idle)' || callFrame.functionName === '(program)') continue;
      const name = key(await originalOf(callFrame));
      byKey.set(name, (byKey.get(name) ?? 0) + self);
    }
    return byKey;
  };

  let blocking = 0;
  for (const task of tasks) {
    blocking += Math.max(0, ms(task.dur) - 50);
    const inside = onMain
      .filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur && event.dur > 4000)
      .filter((event) => eventsShown.has(event.name))
      .slice(0, 6)
      .map(
        (event) =>
          `${event.name}${event.args?.data?.url ? ` ${event.args.data.url.replace(/^https?:\/\/[^/]+/, '')}` : ''} ${ms(event.dur)}`,
      );
    console.log(`${String(ms(task.ts - start)).padStart(6)} ms +${String(ms(task.dur)).padStart(4)}  ${inside.join(' | ')}`);
    if (task.dur < EXPLAINED_TASK_MS * 1000) continue;
    // Self time per profile node within the task's window, then per original function.
    const selfByNode = selfTimeByNode(task.ts, task.ts + task.dur);
    const byFunction = await timeByPlace(selfByNode, (where) => where);
    for (const [where, self] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 5)) {
      // A browser function (no source): name who called it, from the node of that name with the most time.
      const native = !where.includes(':') && !where.startsWith('(');
      const [heaviest] = native
        ? [...selfByNode].filter(([id]) => `${nodes.get(id).callFrame.functionName} ` === where).sort((a, b) => b[1] - a[1])
        : [];
      const caller = heaviest ? ` ← ${await sourcedCallerOf(heaviest[0])}` : '';
      console.log(`           ${String(Math.round(self)).padStart(4)} ms ${where}${caller}`);
    }
    // And by package: which library's or area's code filled the task (a module's evaluation spreads over many small
    // functions, none of which reaches the list above).
    const byPackageInTask = await timeByPlace(selfByNode, packageOf);
    const packages = [...byPackageInTask].sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.log(`           by package: ${packages.map(([name, self]) => `${name} ${Math.round(self)}`).join(', ')}`);
    // The hottest node's hottest lines: a module's top-level code is one function, its lines say which statement.
    const [hottest] = [...selfByNode].sort((a, b) => b[1] - a[1]);
    const node = hottest && nodes.get(hottest[0]);
    if (node?.positionTicks && node.callFrame.url) {
      const lines = [...node.positionTicks].sort((a, b) => b.ticks - a.ticks).slice(0, 3);
      for (const { line, ticks } of lines)
        console.log(`                ${ticks} samples at ${await originalLineOf(node.callFrame.url, line)}`);
    }
  }
  console.log(`sum of (long task − 50 ms): ${blocking} ms (a TBT-like figure of this one unthrottled-network load)`);

  // Where the main thread's time went up to the last largest-paint candidate, by library or package of ours: what a
  // change would have to shrink to move the paint (the tasks above say when, this says who).
  // WHOLE_LOAD=1: the whole load instead (network idle and 1.5 s more), what the page costs in all.
  const summed = selfTimeByNode(start, WHOLE_LOAD ? Number.POSITIVE_INFINITY : (lcp.at(-1)?.ts ?? Number.POSITIVE_INFINITY));
  const byPackage = await timeByPlace(summed, packageOf);
  const byFunction = await timeByPlace(summed, (where) => where);
  const total = [...byPackage.values()].reduce((sum, self) => sum + self, 0);
  console.log(
    `script time ${WHOLE_LOAD ? 'of the whole load' : 'until the last largest-paint candidate'}, by package (${Math.round(total)} ms in all):`,
  );
  for (const [name, self] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, SUMMARY_ROWS)) {
    console.log(`  ${String(Math.round(self)).padStart(6)} ms ${String(Math.round((100 * self) / total)).padStart(3)} %  ${name}`);
  }
  console.log('and by function:');
  for (const [where, self] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, SUMMARY_ROWS)) {
    console.log(`  ${String(Math.round(self)).padStart(6)} ms  ${where}`);
  }
}

const base = `http://127.0.0.1:${port}`;
const stop = await startServer(port, { SEED_DEMO_DATA: 'true' });
try {
  const pages = pagesNamedBy(await seededPages(base, root), words);
  const browser = await launchBrowser();
  try {
    for (const page of pages) await report(page.name, await measure(browser, base, page));
  } finally {
    await browser.close();
  }
} finally {
  stop();
}
