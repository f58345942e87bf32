#!/usr/bin/env node
// `pnpm bench:renders [page words…]`: how much React renders while a page loads, counted, not timed.
//
// The timed benchmarks (`bench:lighthouse`, `bench:page-paint`) move by a third between runs on a shared machine, which
// hides a change of 10-20 % of a page's work. A count barely moves (under 1 % between runs): this loads each page of the Lighthouse benchmark
// (the same seeded pages, the built apps as `npm start` serves them) in Debian's Chromium on a phone's screen and
// counts, in each React commit until the page is quiet, the components React rendered (function, class, forwardRef
// and memo components; host elements not counted). The page's scripts meet a React DevTools hook installed before
// them (`__REACT_DEVTOOLS_GLOBAL_HOOK__`, the one place React reports every commit): a component counts as rendered in
// a commit when its fiber is not one the root held after its previous commit and its props or a hook's state changed
// (a component React bailed out of keeps its props object). It found the discovery page rendered again whole, twenty
// cards and all, when its filters' panel learnt the page had painted (README, "Stop 73").
//   node scripts/bench-renders.mjs [/ discovery login "fund public" share] [--commits] (each commit, and what set it off)
import puppeteer from 'puppeteer-core';
import { root, startServer } from './first-load.mjs';
import { primeVisitorTab, warmUp } from './lighthouse/run-lighthouse.mjs';
import { pagesNamedBy, seededPages } from './lighthouse/seeded-pages.mjs';
import { exitUnlessBuilt } from './web-apps.mjs';

const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** The page is taken as loaded once no commit has come for this long. */
const QUIET_MS = 2000;
const port = Number(process.env.BENCH_PORT ?? 4330);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const listCommits = process.argv.includes('--commits');
const words = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));

exitUnlessBuilt(root);

/** Runs in the page before its scripts: records each commit's rendered components and the state changes behind it. */
function recordCommits() {
  const commits = [];
  window.__benchRenders = commits;
  const heldAfter = new WeakMap(); // root → the fibers it held after its previous commit
  const isComponent = (fiber) => typeof fiber.type === 'function' || (fiber.type !== null && typeof fiber.type === 'object');
  const nameOf = (fiber) => {
    const type = fiber.type;
    const inner = type?.render ?? type?.type ?? type;
    return type?.displayName || inner?.displayName || inner?.name || '(anonymous)';
  };
  /** The hooks whose state changed since the fiber's previous render (hooks with an update queue: state, reducer, store). */
  const changedState = (fiber) => {
    const changed = [];
    let hook = fiber.memoizedState;
    let before = fiber.alternate?.memoizedState;
    for (let index = 0; hook && before && typeof hook === 'object' && 'next' in hook; index++) {
      if (hook.queue && hook.memoizedState !== before.memoizedState) changed.push(index);
      hook = hook.next;
      before = before.next;
    }
    return changed;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_renderer, fiberRoot) {
      const previous = heldAfter.get(fiberRoot) ?? new WeakSet();
      const held = new WeakSet();
      const commit = { at: Math.round(performance.now()), root: fiberRoot.containerInfo?.id ?? '?', rendered: 0, byName: {}, causes: [] };
      const visit = (first) => {
        for (let fiber = first; fiber; fiber = fiber.sibling) {
          held.add(fiber);
          if (isComponent(fiber) && !previous.has(fiber)) {
            const changed = fiber.alternate ? changedState(fiber) : [];
            if (!fiber.alternate || fiber.alternate.memoizedProps !== fiber.memoizedProps || changed.length > 0) {
              commit.rendered++;
              const name = nameOf(fiber);
              commit.byName[name] = (commit.byName[name] ?? 0) + 1;
            }
            if (changed.length > 0) commit.causes.push(`${nameOf(fiber)} (hooks ${changed.join(', ')})`);
          }
          visit(fiber.child);
        }
      };
      visit(fiberRoot.current.child);
      heldAfter.set(fiberRoot, held);
      commits.push(commit);
    },
  };
}

async function countRenders(browser, base, page) {
  const tab = await browser.newPage();
  await tab.setViewport(PHONE);
  await primeVisitorTab(tab, base, page);
  await tab.evaluateOnNewDocument(recordCommits);
  await tab.goto(`${base}${page.path}`, { waitUntil: 'networkidle0' });
  let seen = -1;
  for (let waited = 0; waited < 20_000; waited += QUIET_MS) {
    const now = await tab.evaluate(() => window.__benchRenders.length);
    if (now === seen) break;
    seen = now;
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
  }
  const result = await tab.evaluate(() => ({
    commits: window.__benchRenders,
    elements: document.querySelectorAll('body *').length,
  }));
  await tab.close();
  return result;
}

const base = `http://127.0.0.1:${port}`;
console.log(`Starting the API with the demo data on ${base} (a throwaway data folder)…`);
const stop = await startServer(port, { SEED_DEMO_DATA: 'true' });
const browser = await puppeteer.launch({ executablePath: chromiumPath, headless: true, args: ['--no-sandbox'] });
const rows = [];
try {
  const pages = pagesNamedBy(await seededPages(base, root), words);
  for (const page of pages) {
    await warmUp(browser, base, page);
    const { commits, elements } = await countRenders(browser, base, page);
    const rendered = commits.reduce((sum, commit) => sum + commit.rendered, 0);
    const largest = Math.max(0, ...commits.map((commit) => commit.rendered));
    rows.push(`| ${page.name} | ${commits.length} | ${rendered} | ${largest} | ${elements} |`);
    if (listCommits) {
      console.log(`\n## ${page.name}`);
      for (const commit of commits) {
        const names = Object.entries(commit.byName)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5)
          .map(([name, count]) => `${name}×${count}`)
          .join(' ');
        console.log(`${String(commit.at).padStart(6)} ms #${commit.root}: ${commit.rendered} rendered (${names})`);
        if (commit.causes.length > 0) console.log(`         set off by: ${[...new Set(commit.causes)].slice(0, 4).join('; ')}`);
      }
    }
  }
} finally {
  await browser.close();
  await stop();
}
console.log('\nReact components rendered while each page loads (a phone screen, until no commit for 2 s; counts, not times):\n');
console.log('| page | commits | components rendered | largest commit | elements on the page |');
console.log('|---|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
console.log('\nProduction builds keep few component names (`--commits` shows those it has). Two runs of one build differ by');
console.log('under 1 % (when the data arrives decides whether two updates share a commit); a change to a page moves it by more.');
