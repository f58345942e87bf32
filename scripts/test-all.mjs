#!/usr/bin/env node
// The whole test suite (`npm test`; CI's `.ci/run`): lint, typecheck, the unit tests of every package (one Jest run),
// the server's API tests on PGlite (and on PostgreSQL when FUNDNET_TEST_POSTGRES_URL is set, as CI does), the web
// builds, the Storybook build and its stories in Chromium, the e2e tests in Chromium and the size budgets.
//
// The steps run side by side on the machine's cores (scripts/test-run/scheduler.mjs; CI has two), each with its output
// in test-results/logs/ (printed when it fails). The run ends with one line "N passed, N failed[, N skipped]" totalling
// every test it ran; before it, the tests counted skipped by name and the e2e tests that passed only on a retry
// ("N flaky: …"), which are run again at the end of the same run and fail it if they fail again; after it, the timing
// table of every step and the slowest test files of every Jest and Playwright run, then the closing line once more.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { busyPercent, cpuCounters, logTail, runLogged } from './test-run/processes.mjs';
import {
  addCounts,
  closingLine,
  flakyTests,
  jestCounts,
  jestFileTimes,
  playwrightCounts,
  playwrightFileTimes,
  slowest,
} from './test-run/reports.mjs';
import { startE2eServer } from './test-run/e2e-server.mjs';
import { flakyLine, rerunFailedJestTests, rerunFlaky } from './test-run/flaky-reruns.mjs';
import { runSteps } from './test-run/scheduler.mjs';
import { timingTable } from './test-run/timing-table.mjs';
import { staleWebApps, webApps } from './web-apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'test-results');
const logs = path.join(reports, 'logs');
rmSync(reports, { recursive: true, force: true });
mkdirSync(logs, { recursive: true });

const ci = process.env.CI === 'true';
const only = process.argv.slice(2);
const wanted = (part) => only.length === 0 || only.includes(part);
const postgresUrl = process.env.FUNDNET_TEST_POSTGRES_URL;
/** A Node 24 binary (CI installs one): the server suite on PostgreSQL runs on it (issue 30.4). */
const node24 = process.env.FUNDNET_TEST_NODE24;
/**
 * With it, the unit tests run on it too: Node 24's V8 ran three mfe-profiles folders with 24-38 % less CPU than Node 20
 * (ADR 0086). The typecheck is TypeScript 7's native binary, and the web builds took the same time on either, so they
 * and the PGlite pass, the e2e server and the lints stay on the Node that runs the suite (CI runs the server on both).
 */
const onNode24 = node24 ? { PATH: `${path.dirname(node24)}:${process.env.PATH}` } : {};
/** CI's budget for the whole run, in seconds (issue 30: 30 minutes on two cores). */
const BUDGET_SECONDS = 30 * 60;
/** How many times a test that passed only on its retry is run again at the end of the run. */
const FLAKY_RERUNS = 3;
/**
 * How many cores' worth of steps run at once: the machine's cores and one more, so a step waiting on its database, a
 * browser or the disk leaves no core idle (TEST_CORES overrides). The timing table's cpu% shows how busy they were.
 */
const cores = Number(process.env.TEST_CORES ?? cpus().length + 1);
/**
 * Brotli at 7, not 11, for every build in the run (the web builds and the release journey's worktree builds): no
 * network carries these bytes, and 11 costs a minute of CPU over every app (packages/mf-config/src/precompressed-copies.ts).
 */
process.env.FUNDNET_BROTLI_QUALITY ??= '7';
/**
 * No source maps in the run's builds (the web builds and the release journey's worktree builds): no check reads them,
 * dist/ is the same byte for byte without them, and they were a fifth of each app's build (packages/mf-config,
 * `sourceMapsWanted`). Given to those two steps only: mf-config's unit tests check the maps a release build writes.
 */
const withoutSourceMaps = { FUNDNET_SOURCE_MAPS: process.env.FUNDNET_SOURCE_MAPS ?? 'off' };

const slug = (name) => name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
const logOf = (name) => path.join(logs, `${slug(name)}.log`);
const reportOf = (name) => path.join(reports, `${slug(name)}.json`);
const one = (ok) => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** A check without test counts of its own (lint, typecheck, a build): one test. */
function check(name, command, args, options = {}) {
  return async () => {
    const code = await runLogged(command, args, { cwd: options.cwd ?? root, env: options.env, log: logOf(name) });
    return { ok: code === 0, counts: one(code === 0), log: logOf(name) };
  };
}

/** One Jest run with its JSON report: counts, slowest files; exiting 0 without a report fails (issue 30.3). */
function jest(name, cwd, { env = {}, args = [] } = {}) {
  return async () => {
    const report = reportOf(name);
    // --forceExit: a handle left open (a hook that timed out while it seeded a database) must not hold the run until
    // CI kills it at 90 minutes (stop 37); Jest still prints "did not exit" in the step's log.
    const code = await runLogged('pnpm', ['exec', 'jest', '--ci', '--forceExit', '--json', `--outputFile=${report}`, ...args], {
      cwd,
      env,
      log: logOf(name),
    });
    if (!existsSync(report)) {
      return { ok: false, counts: one(false), log: logOf(name), note: `Jest exited ${code} without its report` };
    }
    const parsed = readJson(report);
    const counts = jestCounts(parsed);
    // A failed test is run FLAKY_RERUNS more times by name (flaky-reruns.mjs): passing each time, it counts as passed and
    // is named on the "N flaky" line; failing again, it stays failed. A failure that is not a test's own is not re-run.
    const { outcomes, whole } =
      code === 0
        ? { outcomes: [], whole: true }
        : await rerunFailedJestTests(parsed, { cwd, root, env, times: FLAKY_RERUNS, reportOf, logOf });
    flakyOutcomes.push(...outcomes);
    const flaky = outcomes.filter((outcome) => !outcome.failedAgain).length;
    counts.failed -= flaky;
    counts.passed += flaky;
    const ok = counts.failed === 0 && (code === 0 || (whole && outcomes.length > 0));
    if (!ok && counts.failed === 0) counts.failed = 1; // a failure outside the tests (a hook, coverage, a crash)
    const note = outcomes.length
      ? `${outcomes.length} failed, ${outcomes.length - flaky} failed again in ${FLAKY_RERUNS} re-runs`
      : undefined;
    return { ok, counts, log: logOf(name), note, slowest: slowest(jestFileTimes(parsed, root)) };
  };
}

/** Tests counted skipped, by name (stories whose accessibility check is 'todo' or 'off', and any other skip). */
const skippedNames = [];
/** The e2e tests that passed only on their retry and the Jest tests that failed, with what their re-runs found (flaky-reruns.mjs). */
const flakyOutcomes = [];

/**
 * One Playwright run with its JSON report (E2E_REPORT). A test that passed only on its retry is run FLAKY_RERUNS more
 * times right after, on the same server and data (issue 30.3): failing again, it counts as one failure and fails the
 * step; passing every time, it stays passed. Either way it is named on the summary's "N flaky" line.
 */
function playwright(name, { config, project, workers, env = {} }) {
  return async () => {
    const report = reportOf(name);
    const target = config ? ['-c', config] : [`--project=${project}`];
    const code = await runLogged('pnpm', ['exec', 'playwright', 'test', ...target, `--workers=${workers}`], {
      cwd: path.join(root, 'e2e'),
      env: { ...env, E2E_REPORT: report },
      log: logOf(name),
    });
    if (!existsSync(report)) {
      return { ok: false, counts: one(false), log: logOf(name), note: `Playwright exited ${code} without its report` };
    }
    const parsed = readJson(report);
    const { skippedNames: skipped, ...counts } = playwrightCounts(parsed);
    skippedNames.push(...skipped);
    const flaky = flakyTests(parsed).map((test) => ({ ...test, config, project, env }));
    const outcomes = await rerunFlaky(flaky, { e2eDir: path.join(root, 'e2e'), times: FLAKY_RERUNS, reportOf, logOf });
    flakyOutcomes.push(...outcomes);
    const failedAgain = outcomes.filter((outcome) => outcome.failedAgain).length;
    counts.failed += failedAgain;
    counts.passed -= failedAgain;
    const ok = code === 0 && counts.failed === 0;
    if (!ok && counts.failed === 0) counts.failed = 1;
    const note = flaky.length ? `${flaky.length} flaky, ${failedAgain} failed again in ${FLAKY_RERUNS} re-runs` : undefined;
    return { ok, counts, log: logOf(name), note, slowest: slowest(playwrightFileTimes(parsed)) };
  };
}

/**
 * Playwright cannot download its browser here: it drives Debian's Chromium headless shell (e2e/support/browser.ts, ADR
 * 0086), installed on first need when we may. The full browser (`chromium`) is installed too: Lighthouse, the first-load
 * budgets and the release review's screenshots run in it.
 */
async function ensureChromium() {
  const browsers = process.env.CHROMIUM_PATH
    ? [{ binary: process.env.CHROMIUM_PATH }]
    : [
        { binary: '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell' },
        { binary: '/usr/bin/chromium', pkg: 'chromium' },
      ];
  const missing = browsers.filter((browser) => !existsSync(browser.binary));
  if (missing.length === 0) return { ok: true, counts: { passed: 0, failed: 0, skipped: 0 }, note: 'present' };
  if (!process.env.CHROMIUM_PATH && process.getuid?.() === 0) {
    const log = logOf('chromium install');
    const packages = missing.map((browser) => browser.pkg);
    if ((await runLogged('apt-get', ['install', '-y', ...packages], { cwd: root, log })) !== 0) {
      await runLogged('apt-get', ['update'], { cwd: root, log: `${log}.update` });
      await runLogged('apt-get', ['install', '-y', ...packages], { cwd: root, log });
    }
  }
  const ok = browsers.every((browser) => existsSync(browser.binary));
  const note = ok ? 'installed' : 'Chromium is missing: apt-get install -y chromium chromium-headless-shell, or set CHROMIUM_PATH';
  return { ok, counts: one(ok), note };
}

// The e2e server the visual comparisons, the journeys, the budgets and the re-runs share: one start, one seed.
let e2eServer = null;
const e2eEnv = () => ({ E2E_BASE_URL: e2eServer.baseUrl, E2E_DATA_DIR: e2eServer.dataDir });

// ─── The steps, in the order they are preferred when cores are free ─────────────────────────────────────────────────
// Each step's `share` is the wall seconds it may take in CI's run (about 1.5× what it took on a clean clone, stop 37):
// a step over it is marked in the timing table, so growth is seen in the run it happens, not when the budget is gone.
const steps = [];
const add = (part, step) => {
  if (wanted(part)) steps.push(step);
};
const names = {
  pglite: 'server API tests on PGlite',
  postgres: `server API tests on PostgreSQL${node24 ? ' (Node 24)' : ''}`,
  build: 'web builds (shell and remotes)',
  storybook: 'storybook build (composed)',
  chromium: 'chromium',
  stories: 'stories in Chromium (render, contract, axe)',
  server: 'e2e server (start and seed)',
  visual: 'e2e visual',
  journeys: 'e2e journeys',
  budgets: 'size budgets (first load)',
  release: 'release journey (promote, rollback, skew)',
};

add('server', {
  name: names.pglite,
  share: postgresUrl ? 450 : 1000,
  cores: 1,
  // With a PostgreSQL pass in the run, this pass runs the files that test what differs between the engines (marked
  // `@database both`) and those that open no database (`none`); every other API file runs once, on PostgreSQL
  // (packages/server/jest.config.cjs says why nothing is lost). Alone (a newcomer's run), it runs every file.
  run: jest(names.pglite, path.join(root, 'packages/server'), {
    env: { DATABASE_URL: '', ...(wanted('server') && postgresUrl ? { FUNDNET_TEST_ENGINE_FILES_ONLY: '1' } : {}) },
  }),
});
const stale = ci ? webApps : staleWebApps(root);
if (wanted('build') || wanted('e2e') || wanted('budgets') || wanted('release')) {
  steps.push({
    name: names.build,
    share: 180,
    cores: 2,
    run:
      stale.length === 0
        ? async () => ({ ok: true, counts: one(true), note: 'builds current' })
        : // One webpack process for every app (packages/mf-config/bin/fundnet-build-apps.mjs), not one per app.
          // (Brotli at FUNDNET_BROTLI_QUALITY, set to 7 for the whole run above.)
          check(names.build, 'node', ['packages/mf-config/bin/fundnet-build-apps.mjs', ...stale.map((app) => app.folder)], {
            env: withoutSourceMaps,
          }),
  });
}
if (wanted('e2e') || wanted('storybook') || wanted('budgets') || wanted('release'))
  steps.push({ name: names.chromium, cores: 1, run: ensureChromium });
add('e2e', {
  name: names.server,
  share: 60,
  needs: [names.build],
  cores: 1,
  run: async () => {
    // On CI's PostgreSQL when the run has one (e2e-server.mjs says why), else on PGlite as `npm start` serves.
    e2eServer = await startE2eServer({ root, log: logOf(names.server), postgresUrl });
    return { ok: true, counts: { passed: 0, failed: 0, skipped: 0 }, note: e2eServer.baseUrl };
  },
});
add('e2e', {
  name: names.visual,
  share: 90,
  needs: [names.server, names.chromium],
  cores: 1,
  run: () => playwright(names.visual, { project: 'visual', workers: 1, env: e2eEnv() })(),
});
add('e2e', {
  name: names.journeys,
  share: 800,
  needs: [names.server, names.chromium],
  // After the visual comparisons, not beside them (two browsers on two cores made their screenshots time out), but
  // whatever their outcome: one flaky screenshot must not leave 77 journeys unrun.
  after: [names.visual],
  cores: 2,
  run: () => playwright(names.journeys, { project: 'journeys', workers: process.env.E2E_WORKERS ?? 2, env: e2eEnv() })(),
});
add('lint', { name: 'lint (biome)', cores: 1, share: 30, run: check('lint (biome)', 'pnpm', ['exec', 'biome', 'check', '.']) });
// Server import boundaries (modules through their index.ts, no foreign tables.ts in logic files, no file cycles):
// ADR 0007 and 0069, .dependency-cruiser.cjs; then no module import loops (scripts/server-module-loops.mjs).
add('lint', {
  name: 'lint (server import boundaries)',
  cores: 1,
  share: 40,
  run: check('lint (server import boundaries)', 'sh', [
    '-c',
    'pnpm exec depcruise --config .dependency-cruiser.cjs packages/server/src && node scripts/server-module-loops.mjs',
  ]),
});
// Front-end import boundaries (ADR 0010, .dependency-cruiser.web.cjs): no app imports another, features meet through
// their index.ts, no package testing entry in app code, no import cycles.
add('lint', {
  name: 'lint (front-end boundaries)',
  cores: 1,
  share: 45,
  run: check('lint (front-end boundaries)', 'sh', ['-c', 'pnpm exec depcruise --config .dependency-cruiser.web.cjs shell mfe-* packages']),
});
// One checker per project, two projects at a time: TypeScript 7's default of four checkers each redoes the type work
// the others did: 76 CPU s and 40 s here against 44 CPU s and 30 s (stop 53, a forced build on a quiet machine).
add('typecheck', {
  name: 'typecheck',
  cores: 2,
  share: 90,
  run: check('typecheck', 'pnpm', ['exec', 'tsc', '-b', 'tsconfig.json', '--checkers', '1', '--builders', '2']),
});
add('unit', {
  name: 'unit tests (all packages and apps)',
  // After the visual comparisons (and their re-runs), not beside them: with the unit tests and the typecheck beside it,
  // the demo fund's 11,000 px page laid out 6 px shorter at its foot in turn: its comparison flaked in both of stop 43's
  // runs and failed its re-runs in one; beside the typecheck alone (CI's run of stop 42) it passed.
  after: [names.visual],
  cores: 2,
  share: 360,
  run: jest('unit tests (all packages and apps)', root, { args: ['--maxWorkers=2'], env: onNode24 }),
});
if (wanted('server') && postgresUrl) {
  steps.push({
    name: names.postgres,
    share: 240,
    cores: 2,
    run: jest(names.postgres, path.join(root, 'packages/server'), {
      env: {
        DATABASE_URL: postgresUrl,
        // The test files that open no database ran in the PGlite pass (packages/server/jest.config.cjs).
        FUNDNET_TEST_SKIP_DATABASE_FREE: '1',
        FUNDNET_TEST_SKIP_DATABASE_ANY: '',
        ...onNode24,
      },
    }),
  });
}
// The composed Storybook (design system and every area's screens, packages/storybook): one webpack build (ADR 0019).
add('storybook', {
  name: names.storybook,
  share: 120,
  // Two cores' worth, so it waits for the journeys: given one, it started beside the visual comparisons and held the
  // journeys back 40-90 s in three runs of stop 37 (1,800-1,870 s) against 1,614 s when it came after them. Alone at the
  // run's end it keeps the cores 72 % busy; one core beside the unit tests (stop 48) moved its time into theirs: the
  // run took 1,483 s against 1,486, since every step is CPU-bound. Only less work shortens the run.
  cores: 2,
  run: check(names.storybook, 'pnpm', ['--filter', '@fundnet/storybook', 'run', 'build-storybook']),
});
// Every story rendered in Chromium: no error, no contract violation of its API stand-in, no axe violation (ADR 0055).
// Two workers, each with its own preview page: one kept a core of two idle (stop 37's run: 452 s at 60 %); three took
// the same wall time (123 s against 125) with 317 s of worker time against 221 (stop 48).
add('storybook', {
  name: names.stories,
  // 207 s in stop 43's clean-clone run, once axe ran once per story (ADR 0085): a doubled axe run shows as over.
  share: 320,
  needs: [names.storybook, names.chromium],
  cores: 2,
  run: playwright(names.stories, { config: 'playwright.stories.config.ts', workers: process.env.STORIES_WORKERS ?? 2 }),
});
if (wanted('budgets')) {
  steps.push({
    name: names.budgets,
    share: 60,
    needs: [names.build, names.chromium, ...(wanted('e2e') ? [names.server] : [])],
    cores: 1,
    run: async () => {
      const env = e2eServer ? e2eEnv() : {};
      return check(names.budgets, 'node', ['scripts/check-bundle-budgets.mjs'], { env })();
    },
  });
}
// The release journey (e2e/release/release.spec.ts, issue 32): releases the builds above with `--from-dist` (no second
// build of them), then builds the shell and the events remote in a worktree for its changed releases, and drives the
// pages on a server of its own. After the journeys: started in the core the visual comparisons left, it held the
// journeys (two cores) back for its whole 200 s in CI's run of stop 39; after them it runs beside the unit tests.
if (wanted('e2e') || wanted('release')) {
  steps.push({
    name: names.release,
    share: 360,
    needs: [names.build, names.chromium],
    after: [names.journeys],
    cores: 1,
    run: playwright(names.release, { config: 'playwright.release.config.ts', workers: 1, env: withoutSourceMaps }),
  });
}

// ─── Run ───────────────────────────────────────────────────────────────────────────────────────────────────────────
const cpuAtStart = new Map();
const stepsStartedAt = Date.now();
const ran = await runSteps(steps, {
  cores,
  onStart: (step) => {
    cpuAtStart.set(step.name, cpuCounters());
    console.log(`▶ ${step.name}`);
  },
  onEnd: (record) => {
    record.cpu = busyPercent(cpuAtStart.get(record.name), cpuCounters());
    const seconds = Math.round((record.end - record.start) / 1000);
    const counts = record.counts ? ` (${closingLine(record.counts)})` : '';
    console.log(
      `${record.ok ? '■' : '✕'} ${record.name}: ${record.ok ? 'passed' : 'FAILED'} in ${seconds} s${counts}${record.note ? `: ${record.note}` : ''}`,
    );
    if (!record.ok && record.ran && record.log) console.log(logTail(record.log));
  },
});
await e2eServer?.stop();

// The time before the first step (CI's services and Node 24, pnpm and the workspace's install) is part of the run:
// its first row, with every step's times counted from the run's start (FUNDNET_RUN_STARTED_AT, set by scripts/run.mjs
// and .ci/run).
const runStartedAt = Number(process.env.FUNDNET_RUN_STARTED_AT ?? stepsStartedAt);
const setUp = Math.max(0, stepsStartedAt - runStartedAt);
const records = [
  ...(setUp > 0
    ? [
        {
          name: 'set-up (services, Node 24, install)',
          start: 0,
          end: setUp,
          ran: true,
          ok: true,
          counts: { passed: 0, failed: 0, skipped: 0 },
        },
      ]
    : []),
  ...ran.map((record) => ({ ...record, start: record.start + setUp, end: record.end + setUp })),
];

const totals = { passed: 0, failed: 0, skipped: 0 };
for (const record of records) addCounts(totals, record.counts);
const failures = records.filter((record) => !record.ok).map((record) => record.name);

if (skippedNames.length) console.log(`\nSkipped (${skippedNames.length}): ${skippedNames.join('; ')}`);
if (failures.length) console.log(`Failed: ${failures.join(', ')}`);
console.log(flakyLine(flakyOutcomes));
const closing = closingLine(totals);
console.log(closing);
console.log('');
const shares = Object.fromEntries(steps.filter((step) => step.share).map((step) => [step.name, step.share]));
for (const line of timingTable(records, { budgetSeconds: BUDGET_SECONDS, shares })) console.log(line);
console.log('');
console.log(closing);
process.exit(failures.length ? 1 : 0);
