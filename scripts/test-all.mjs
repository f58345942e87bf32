#!/usr/bin/env node
// The whole test suite: lint, typecheck, every package's Jest suite, the server suite on PGlite
// (and on PostgreSQL when FUNDNET_TEST_POSTGRES_URL is set, as CI does). Ends with one line:
// "N passed, N failed[, N skipped]" totalling every test it ran.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const timings = [];

function step(name, command, args, { cwd = root, env = {}, jestReport } = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${name}: ${seconds}s`);
  if (jestReport) {
    if (existsSync(jestReport)) {
      const report = JSON.parse(readFileSync(jestReport, 'utf8'));
      totals.passed += report.numPassedTests;
      totals.failed += report.numFailedTests;
      totals.skipped += report.numPendingTests + report.numTodoTests;
      // A suite that fails to run (syntax error, failed setup) has no failed tests but must count.
      if (report.numRuntimeErrorTestSuites > 0) totals.failed += report.numRuntimeErrorTestSuites;
    } else if (result.status !== 0) {
      totals.failed += 1;
    }
  } else {
    // A check without test counts (lint, typecheck, build) counts as one test.
    if (result.status === 0) totals.passed += 1;
    else totals.failed += 1;
  }
  if (result.status !== 0) failures.push(name);
}

const jestPackages = ['packages/validation-schema', 'packages/api-client'];

step('lint (biome)', 'pnpm', ['exec', 'biome', 'check', '.']);
step('typecheck', 'pnpm', ['-r', '--workspace-concurrency=1', 'run', 'typecheck']);
for (const pkg of jestPackages) {
  const report = path.join(reports, `${pkg.replace(/\//g, '-')}.json`);
  step(`jest ${pkg}`, 'pnpm', ['exec', 'jest', '--ci', '--json', `--outputFile=${report}`], {
    cwd: path.join(root, pkg),
    jestReport: report,
  });
}
const serverReport = path.join(reports, 'server-pglite.json');
step('server API tests on PGlite', 'pnpm', ['exec', 'jest', '--ci', '--json', `--outputFile=${serverReport}`], {
  cwd: path.join(root, 'packages/server'),
  env: { DATABASE_URL: '' },
  jestReport: serverReport,
});
if (process.env.FUNDNET_TEST_POSTGRES_URL) {
  const pgReport = path.join(reports, 'server-postgres.json');
  step('server API tests on PostgreSQL', 'pnpm', ['exec', 'jest', '--ci', '--json', `--outputFile=${pgReport}`], {
    cwd: path.join(root, 'packages/server'),
    env: { DATABASE_URL: process.env.FUNDNET_TEST_POSTGRES_URL },
    jestReport: pgReport,
  });
}

console.log(`\nTimings: ${timings.join(', ')}`);
if (failures.length) console.log(`Failed steps: ${failures.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failures.length ? 1 : 0);
