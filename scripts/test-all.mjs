#!/usr/bin/env node
// The whole test suite, in order: lint, typecheck, unit tests of every package (one Jest run),
// the server's API tests on PGlite (and on PostgreSQL when FUNDNET_TEST_POSTGRES_URL is set, as CI does),
// the web builds, the Storybook build and the e2e tests in Chromium.
// Ends with one line "N passed, N failed[, N skipped]" totalling every test it ran; the line before it counts
// (and names) the e2e tests that passed only on a retry: "N flaky[: title; title]" (see scripts/flaky-tests.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { flakyTests, judgeFlaky, readHistory, writeHistory } from './flaky-tests.mjs';
import { staleWebApps, webApps } from './web-apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2);
const wanted = (step) => only.length === 0 || only.includes(step);
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const timings = [];
/** e2e tests that passed only on a retry in this run (null: e2e did not run). */
let flaky = null;
// The previous run's flaky e2e tests (git-ignored; CI keeps it when it caches .data/).
const flakyHistory = path.join(root, '.data/test-history/e2e-flaky.json');

function run(name, command, args, { cwd = root, env = {} } = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(0)}s`);
  if (result.status !== 0) failures.push(name);
  return result.status === 0;
}

/** A check without test counts (lint, typecheck, a build) counts as one test. */
function check(name, command, args, options) {
  if (run(name, command, args, options)) totals.passed += 1;
  else totals.failed += 1;
}

const reportFile = (name) => path.join(reports, `${name.replace(/[^a-z0-9]+/gi, '-')}.json`);

/** Adds a Jest JSON report's counts to the totals (a run that failed without failed tests counts as one failure). */
function countJestReport(report, ok) {
  if (!existsSync(report)) {
    totals.failed += 1;
    return;
  }
  const r = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests + r.numRuntimeErrorTestSuites;
  totals.skipped += r.numPendingTests + r.numTodoTests;
  if (!ok && r.numFailedTests + r.numRuntimeErrorTestSuites === 0) totals.failed += 1;
}

function jestSuite(name, cwd, env = {}, extraArgs = []) {
  const report = reportFile(name);
  const ok = run(name, 'pnpm', ['exec', 'jest', '--ci', '--json', `--outputFile=${report}`, ...extraArgs], { cwd, env });
  countJestReport(report, ok);
}

/**
 * Starts a Jest suite beside the next steps (its output goes to a log file, printed when it fails). Used for the
 * PGlite server pass, which runs in band on about one core, while the web builds use the other: on CI's two cores
 * this saves most of the pass's wall time. Resolves once it has ended and been counted.
 */
function jestSuiteInBackground(name, cwd, env = {}, extraArgs = []) {
  const report = reportFile(name);
  const log = report.replace(/\.json$/, '.log');
  const out = openSync(log, 'w');
  const started = Date.now();
  console.log(`\n▶ ${name} (beside the next steps; output in ${path.relative(root, log)})`);
  const child = spawn('pnpm', ['exec', 'jest', '--ci', '--json', `--outputFile=${report}`, ...extraArgs], {
    cwd,
    stdio: ['ignore', out, out],
    env: { ...process.env, ...env },
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      closeSync(out);
      const ok = code === 0;
      timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(0)}s (in the background)`);
      console.log(`\n■ ${name}: ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)}s`);
      if (!ok) {
        failures.push(name);
        // The failing tests' output, as a foreground step would have shown it.
        console.log(readFileSync(log, 'utf8').split('\n').slice(-400).join('\n'));
      }
      countJestReport(report, ok);
      resolve();
    });
  });
}

/**
 * One Playwright run (its own server on a freshly seeded embedded database). `project` picks visual or journeys;
 * `workers` the parallel browsers. Flaky tests (passed only on the retry) gather in `flaky` across runs.
 */
function playwrightSuite(name, project, workers, config) {
  const report = path.join(reports, `e2e-${project}.json`);
  const target = config ? ['-c', config] : [`--project=${project}`];
  const ok = run(name, 'pnpm', ['--filter', '@fundnet/e2e', 'exec', 'playwright', 'test', ...target, `--workers=${workers}`], {
    env: { E2E_REPORT: report },
  });
  if (!existsSync(report)) {
    totals.failed += 1;
    return;
  }
  const parsed = JSON.parse(readFileSync(report, 'utf8'));
  const { stats } = parsed;
  // A test that passed only on its retry passes once; flaky in the previous run too, it fails.
  const { once, twice } = judgeFlaky(flakyTests(parsed), previousFlaky);
  flaky = { once: [...(flaky?.once ?? []), ...once], twice: [...(flaky?.twice ?? []), ...twice] };
  writeHistory(flakyHistory, [...flaky.once, ...flaky.twice]);
  totals.passed += stats.expected + once.length;
  totals.failed += stats.unexpected + twice.length;
  totals.skipped += stats.skipped;
  if (twice.length) failures.push(`${name}: flaky twice in a row`);
  if (!ok && stats.unexpected === 0) totals.failed += 1;
}
const previousFlaky = readHistory(flakyHistory);

if (wanted('lint')) check('lint (biome)', 'pnpm', ['exec', 'biome', 'check', '.']);
// Server import boundaries (modules through their index.ts, no cycles): ADR 0007, .dependency-cruiser.cjs.
if (wanted('lint'))
  check('lint (server import boundaries)', 'pnpm', ['exec', 'depcruise', '--config', '.dependency-cruiser.cjs', 'packages/server/src']);
// Front-end import boundaries (ADR 0010, .dependency-cruiser.web.cjs): no app imports another, features meet through
// their index.ts, no package testing entry in app code, no import cycles.
if (wanted('lint'))
  check('lint (front-end boundaries)', 'sh', ['-c', 'pnpm exec depcruise --config .dependency-cruiser.web.cjs shell mfe-* packages']);
if (wanted('typecheck')) check('typecheck', 'pnpm', ['-r', '--workspace-concurrency=1', 'run', 'typecheck']);
if (wanted('unit')) jestSuite('unit tests (all packages and apps)', root, {}, ['--maxWorkers=2']);
let serverOnPglite = Promise.resolve();
if (wanted('server')) {
  if (process.env.FUNDNET_TEST_POSTGRES_URL) {
    jestSuite('server API tests on PostgreSQL', path.join(root, 'packages/server'), {
      DATABASE_URL: process.env.FUNDNET_TEST_POSTGRES_URL,
    });
  }
  serverOnPglite = jestSuiteInBackground('server API tests on PGlite', path.join(root, 'packages/server'), { DATABASE_URL: '' });
}
if (wanted('build') || wanted('e2e')) {
  const stale = process.env.CI === 'true' ? webApps : staleWebApps(root);
  for (const app of stale) check(`build ${app.folder}`, 'pnpm', ['--filter', `./${app.folder}`, 'run', 'build']);
}
// The composed Storybook (design system and every area's screens, packages/storybook): one webpack build (ADR 0019).
if (wanted('storybook')) check('storybook build (composed)', 'pnpm', ['--filter', '@fundnet/storybook', 'run', 'build-storybook']);
/** Playwright cannot download its browser here: it drives Debian's Chromium, installed on first need when we may. */
function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium) || process.env.CHROMIUM_PATH) return;
  if (process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0) {
    console.log('\nInstalling Chromium for the e2e tests (apt-get install -y chromium)');
    const install = () => spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'ignore' }).status === 0;
    if (!install()) {
      spawnSync('apt-get', ['update'], { stdio: 'ignore' });
      install();
    }
  }
}

// Every story checked with axe in Chromium on the Storybook just built (ADR 0055): one browser, no server, so it runs
// beside the background PGlite pass like the builds.
if (wanted('storybook')) {
  ensureChromium();
  playwrightSuite('stories accessibility (Playwright, Chromium)', 'stories', 1, 'playwright.stories.config.ts');
}

// The e2e tests and the budgets measure a browser: they start once the background server pass has ended.
await serverOnPglite;

if (wanted('e2e')) {
  ensureChromium();
  if (existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    // The visual baselines first, alone, on a freshly seeded database (the journeys change what pages show); then the
    // journeys, on a fresh database of their own, two browsers at once in CI (each journey makes its own accounts;
    // ADR 0053). E2E_WORKERS overrides.
    playwrightSuite('e2e visual (Playwright, Chromium)', 'visual', 1);
    playwrightSuite('e2e journeys (Playwright, Chromium)', 'journeys', process.env.E2E_WORKERS ?? (process.env.CI ? 2 : 1));
  } else {
    console.error('\nChromium is missing: install it (apt-get install -y chromium) or set CHROMIUM_PATH. e2e counted as failed.');
    failures.push('e2e (no Chromium)');
    totals.failed += 1;
  }
}

// First-load size budgets (issue 10.1, scripts/check-bundle-budgets.mjs): the gzip bytes of the built files each route
// loads before its heading, against its budget, and no source map published. Needs the builds above and Chromium.
if (wanted('budgets')) {
  ensureChromium();
  check('size budgets (first load)', 'node', ['scripts/check-bundle-budgets.mjs']);
}

console.log(`\nTimings: ${timings.join(', ')}`);
if (failures.length) console.log(`Failed: ${failures.join(', ')}`);
if (flaky) {
  const all = [...flaky.once, ...flaky.twice.map((id) => `${id} (flaky twice in a row: counted as failed)`)];
  console.log(`${all.length} flaky${all.length ? `: ${all.join('; ')}` : ''}`);
}
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failures.length ? 1 : 0);
