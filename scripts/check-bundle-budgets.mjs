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
// Raised on 2026-11-24 by what the features of issues 11, 15–17 measured (+2 to +5 KB on every route: the navigation
// registry and its menus in the shell's top bar, read by every page; /fund +13: the reading header, section navigation
// and cards; /admin +12: option labels in the approval diff; /graduationRates: a real page now, its statistics, table,
// heat map and round form, with MUI X moved off it to the track-record pages).
// Raised again on 2026-11-24 (issues 18–21): +3 KB on every route from the shell's navigation registry and menus that
// list the new areas (feed, events, dashboard, commitments, to-dos, activity log, feedback, billing), read by every
// page; /fund +6 for the billing and dashboard entries of a fund's menus. /commitmentsAndBook and /feed were
// placeholder pages when their budgets were set: now the book's header and closing goals, and the feed's cards, filters
// and public posts, come first, with every page lazy per route and the book's grid and charts (MUI X), the composer,
// comments and dialogs after the heading (they measured 662 and 444 KB before that).
// Lowered on 2026-11-25 (issue 10.1, ADR 0057): the api-client shared as its stateful core only (its API families
// bundled per app), single-spa-react shared, the MF runtime built for the browser only, and the top bar's narrow-screen
// menu loaded when first wanted and the colour-mode hint without MUI's Tooltip: every route 24–52 KB lighter. /dataRoom's own budget is raised
// (71 → 85) while its total fell 40 KB: the API families and schemas its first page calls are its own files now (they
// came with the shell's whole api-client before). /graduationRates' own budget 105 → 108: the track-record API family
// learnt to read as a share-link visitor (ADR 0056), +1.5 KB in the page's own api-client calls.
// Lowered on 2026-11-25 (ADR 0061): text inputs without MUI's Select, the snackbar loaded with the first message,
// /join's flow lazy for a signed-out visitor, mfe-profiles' owner and public pages lazy, the apps' features marked
// side-effect free (a feature's index no longer brings every page it re-exports) and validation messages a bundle
// carries one by one: every route 5–116 KB lighter.
// Lowered on 2026-11-25 (ADR 0062): the validation-schema's top-level calls marked pure, so a page carries the schemas
// it reads and not the rest of their files: /feed −10 KB, /dataRoom and /graduationRates −5, /commitmentsAndBook −4.
// Lowered on 2026-11-27 (ADR 0063): the shell is the federation host through MF's runtime API, created when a remote is
// first needed: a shell route carries no federation runtime and no sharing tables (every shell route −31 to −34 KB).
// Then (ADR 0064, 0065) MUI's styling engine and the shell frame's components shared file by file from the shell, and
// MUI built without its CSS-variables theme path: remote pages −10 to −22 KB, a remote's own files −31 to −39; shell
// routes −3 (what the shell offers is used whole: +5; the plain theme path: −8). /about, /join, /404, /dataRoom and
// /admin meet their targets. The shell's top bar in its entry (it and the page's chunk each carried a copy of what both
// use): every route −10 to −16 KB. What two of the shell's loader chunks share in a chunk of its own: remote pages −3
// to −4 KB, / meets its target.
// Lowered on 2026-11-27 (ADR 0066): what a page's first paint does not show loads after it (the book, a fund's
// graduation statistics, a kind's sections, result and post cards, the discovery filters' fields) and page filters as
// the browser's own select: every remote page meets 260, /commitmentsAndBook and /graduationRates are simple pages
// within 25 KB of their own. The shell keeps its own react-hook-form tree-shaken (not offered to the remotes) and
// /contact's message type is a native select (NativeSelectField): /login 212 -> 210, /signup 210 -> 208, /contact
// 230 -> 208.
// Lowered on 2026-11-28 (ADR 0067): React Router's production build without its unrendered components, our Link and
// NavLink on its hooks, and a shell page as one chunk: every shell route meets 200 (/login 209 -> 198), every remote
// page 5 KB lighter.
// Raised on 2026-11-29 (issue 34): /fund's own 44 -> 46. Every form now carries the unsaved-input guard (34.7) and every
// profile field its managed-help hook (34.15); the guard's dialog and the help's tooltip load only when needed, and what
// stays is 45.0 KB. The same day the measure was corrected: a chunk fetched by the remote preloader's <link> (issue 33)
// was not counted, which had shown /fund's own JS as 0 KB.
// Raised on 2026-11-30 (issue 33, ADR 0088): /fund/discovery's total 260 -> 264. The library files the shell offers the
// remotes are one chunk, not 30-60 files of about 1 KB: a remote page loads 5-13 KB gzip more (files it does not run)
// in 55 fewer requests on discovery, and Lighthouse's mobile score of the remote pages rose 8-10 points (README,
// "Lighthouse"). A byte budget counts the bytes, not the round trips; discovery came to 260.1. Shell routes -1.2 KB.
// Raised on 2026-12-03 (issue 33, ADR 0101): /fund/discovery's own 49 -> 49.1. The lifecycle factory and the providers
// every app mounts with take a prerendered page's rendering and router as options (the shell passes them; a remote
// carries 18 bytes gzip of it, measured against the build before), and discovery stood 1 byte under its budget. Its
// bundle is otherwise unchanged to the byte.
// Raised on 2026-12-03 (issue 33, ADR 0102): / own 28 -> 28.5 and /fund/discovery's own 49.1 -> 49.7. The area now hydrates the landing page
// the API renders per request: its lifecycles take the hydration (`prerenderedRendering`: the region's decision, the
// page's reads put into the cache, typed input replayed into a form), about 0.5 KB gzip in the area's entry, which every
// page of the area loads. app-runtime is bundled per app, not shared (shared.ts), so the shell's copy cannot serve it.
// Raised on 2026-12-03 (issue 33, ADR 0101's addendum): /contact 200 -> 200.2. A form submitted before the page's
// scripts ran is now held by the gate and submitted once hydrated (the browser's own submit had put the password in the
// address); design-system's Form carries the replay, about 0.1 KB gzip on every form page, and /contact stood at its
// limit (200.0, over by the rounding). The other shell routes are unchanged.
// Raised on 2026-12-04 (issue 33, ADR 0104): /fund's own 46 -> 47. mfe-profiles now hydrates the public profile page
// the API renders per request, with the same `prerenderedRendering` as discovery (0.5-0.8 KB gzip in the area's
// entry); the page's total stays within its 260.
// Raised on 2026-12-04 (issue 33, ADR 0104's addendum): /login 200 -> 200.2. The early script (preload.js, on every
// page) no longer warms Intl's locale data on a page the API rendered, which it tells by the main region's marks
// (app-runtime's `arrivesRendered`, about 0.1 KB gzip); /login stood at its limit (200.0).
// Raised on 2026-12-04 (issue 33, ADR 0105): /fund 260 -> 260.3. main.js evaluates its modules in three tasks
// (shell/src/start-in-stages.ts) and the federation host gives the main thread back between a remote's load steps
// (federation-yields.ts): about 0.2 KB gzip on a remote page, and /fund stood at its limit (260.0). Its longest task
// after the first paint went from 650 to 250 ms (`pnpm bench:page-paint`).
// Raised on 2026-12-04 (issue 33, ADR 0105's addendum): / own 28.5 -> 29.9, /fund/discovery own 49.7 -> 50.8 and total
// 264 -> 264.3. The landing page's live figures and discovery's cards write their counts and amounts without Intl
// (design-system's plain-numbers.ts and compact-amount.ts, ~0.6 KB gzip, a copy in the landing's chunk and one in the
// cards'): the page's first Intl call loaded the browser's locale data in one 150 ms task at a phone's speed after the
// rendered page's first paint. 1.3 KB is about 7 ms on the mobile preset's network.
// Raised on 2026-12-06 (issue 33, ADR 0109): /login and /contact 200.2 -> 200.5 and 200.6, / own 29.9 -> 30.2,
// /fund/discovery 264.3 -> 264.7 (own 50.8 -> 51.2), /fund 260.3 -> 260.9 (own 47 -> 47.3). Every app renders inside
// app-runtime's AppRouter instead of BrowserRouter: a tree hydrating the API's HTML renders the address that HTML was
// rendered for, then follows the browser's, which ended React's #418 hydration error (2 in 10 loads at a phone's speed,
// then 0 in 17) that threw the rendered page away and painted it again. About 0.2-0.5 KB gzip per app copy (app-runtime
// is bundled in each app); the pages stood at their limits.
// Raised on 2026-12-07 (issue 33, ADR 0101's second addendum, ADR 0111's addendum, ADR 0114): /login 200.5 -> 200.7,
// /contact 200.6 -> 200.8, / own 30.2 -> 30.5, /fund/discovery 264.7 -> 265.3 (own 51.2 -> 51.5), /fund 260.9 -> 261.4
// (own 47.3 -> 47.6), /feed own 38 -> 38.2. Every design-system Form marks its element ready and sends a submit the
// page's gate held (the browser had sent /login's fields in the address while the page hydrated); the typed-before-
// hydration replay no longer relies on react-hook-form's second render, which the patch removes; and each app's
// providers adopt a rendered page's styles instead of letting emotion move them (a move re-styled the whole page,
// 5-23 ms at desktop speed). About 0.1-0.3 KB gzip per app copy (app-runtime and the design-system are bundled in each
// app); the pages stood at their limits.
// Raised on 2026-12-07 (issue 33, ADR 0115): / own 30.5 -> 31.1, /fund/discovery 265.3 -> 265.8 (own 51.5 -> 52),
// /fund 261.4 -> 261.9 (own 47.6 -> 48.1), /feed own 38.2 -> 38.7. Each app's theme provider renders design-system's
// DocumentBaseline instead of MUI's CssBaseline, which the shell offered: one baseline per document, used as the
// server wrote it instead of inserted again by every app (two restyles of the whole page while discovery hydrated),
// and dark mode no longer beaten by the page's light baseline. About 0.4-0.5 KB gzip per app copy (the design-system is
// bundled in each app); the shell routes are unchanged.
const budgets = {
  '/login': { total: 200.7 * KB },
  '/signup': { total: 200 * KB },
  '/about': { total: 200 * KB },
  '/contact': { total: 200.8 * KB },
  '/join': { total: 200 * KB },
  '/404': { total: 200 * KB },
  '/': { total: 260 * KB, own: 31.1 * KB },
  '/fund/discovery': { total: 265.8 * KB, own: 52 * KB },
  '/fund': { total: 261.9 * KB, own: 48.1 * KB },
  '/dataRoom': { total: 260 * KB, own: 36 * KB },
  '/graduationRates': { total: 260 * KB, own: 25 * KB },
  '/commitmentsAndBook': { total: 260 * KB, own: 25 * KB },
  '/feed': { total: 260 * KB, own: 38.7 * KB },
  '/admin': { total: 260 * KB, own: 32 * KB },
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
  // The suite's shared e2e server when it gives one (E2E_BASE_URL: it serves the same builds), else a server of our own.
  const port = Number(process.env.BUDGET_PORT ?? 4201);
  const base = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
  const stop = process.env.E2E_BASE_URL ? () => {} : await startServer(port);
  const browser = await launchChromium();
  try {
    for (const [owner, route] of firstLoadRoutes) {
      const r = await measureFirstLoad(browser, base, owner, route);
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
