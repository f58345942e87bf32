// Flaky tests judged within one run (issue 30.3). Playwright retries a failed e2e test once in CI; a test that passed
// only on its retry is "flaky". It used to be failed only when the previous run (a git-ignored history file, absent on
// CI's clean clone) had it flaky too, so on CI a flaky test always passed. Now every flaky test is run again, alone,
// `times` more times with no retry at the end of the same run: one that fails again fails the run; one that passes
// every time counts as passed, and is named in the summary either way.
// Jest tests get the same judgement (stop 38's CI failed on one jsdom test that waited on the wrong signal under load):
// a test that failed is run `times` more times by its full name, alone; passing every time, it is flaky and named,
// failing once more, it stays failed. A failure that is not a test's own (a file that cannot run, an afterAll hook) is
// never re-run.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runLogged } from './processes.mjs';
import { jestFailedTests } from './reports.mjs';

/**
 * Runs each flaky test (from reports.mjs' flakyTests, with the `config` or `project` it ran in and its `env`) `times`
 * times in `e2eDir`. Resolves with one outcome per test: { id, failedAgain, failures, runs, log }.
 */
export async function rerunFlaky(tests, { e2eDir, times, reportOf, logOf }) {
  const outcomes = [];
  for (const test of tests) {
    const name = `re-run ${test.id}`;
    const report = reportOf(name);
    const log = logOf(name);
    const target = test.config ? ['-c', test.config] : [`--project=${test.project}`];
    // file:line alone runs every test declared at that line (a loop's tests: first-hour.spec.ts' three parts were all
    // re-run 3 times for one flaky part, 6 minutes); the title, to its end, picks the one.
    const only = test.title ? ['--grep', `${escapeRegExp(test.title)}$`] : [];
    await runLogged(
      'pnpm',
      [
        'exec',
        'playwright',
        'test',
        ...target,
        `${test.file}:${test.line}`,
        ...only,
        `--repeat-each=${times}`,
        '--retries=0',
        '--workers=1',
      ],
      { cwd: e2eDir, env: { ...test.env, E2E_REPORT: report }, log },
    );
    const stats = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')).stats : null;
    // Every run that did not pass failed, including runs that never happened (no report, the test not found).
    const failures = times - Math.min(times, stats?.expected ?? 0);
    const ran = stats ? stats.expected + stats.unexpected + stats.flaky : 0;
    outcomes.push({ id: test.id, failedAgain: failures > 0, failures, runs: times, ran, log: path.relative(e2eDir, log) });
  }
  return outcomes;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regular expression matching exactly these full test names (Jest's `--testNamePattern`). */
export function exactNamesPattern(names) {
  const escaped = names.map(escapeRegExp);
  return `^(?:${escaped.join('|')})$`;
}

/**
 * Runs each failed test of a Jest report (`jestFailedTests`) `times` more times, one test file at a time, in `cwd`
 * (where the step's Jest ran, so its config applies). Resolves with one outcome per failed test, as rerunFlaky's, and
 * `whole`: false when the report had failures that are not a test's own (those are not re-run).
 */
export async function rerunFailedJestTests(report, { cwd, root, env = {}, times, reportOf, logOf }) {
  const { files, whole } = jestFailedTests(report);
  const outcomes = [];
  for (const { file, names } of files) {
    const relative = path.relative(root, file);
    const failures = new Map(names.map((name) => [name, 0]));
    for (let run = 1; run <= times; run += 1) {
      const name = `re-run ${relative} ${run}`;
      const output = reportOf(name);
      await runLogged(
        'pnpm',
        ['exec', 'jest', '--ci', '--forceExit', '--json', `--outputFile=${output}`, `--testNamePattern=${exactNamesPattern(names)}`, file],
        { cwd, env, log: logOf(name) },
      );
      const rerun = existsSync(output) ? JSON.parse(readFileSync(output, 'utf8')) : null;
      const passed = new Set(
        (rerun?.testResults ?? [])
          .flatMap((result) => result.assertionResults ?? [])
          .filter((test) => test.status === 'passed')
          .map((test) => test.fullName),
      );
      // A run that did not happen, or did not find the test, is a failure too.
      for (const test of names) if (!passed.has(test)) failures.set(test, failures.get(test) + 1);
    }
    for (const [test, failed] of failures) {
      outcomes.push({
        id: `${relative} › ${test}`,
        failedAgain: failed > 0,
        failures: failed,
        runs: times,
        log: logOf(`re-run ${relative} 1`),
      });
    }
  }
  return { outcomes, whole };
}

/** The summary line: "N flaky: id (passed 3 re-runs); id (failed again in 2 of 3 re-runs: counted as failed)". */
export function flakyLine(outcomes) {
  const named = outcomes.map(({ id, failedAgain, failures, runs }) =>
    failedAgain ? `${id} (failed again in ${failures} of ${runs} re-runs: counted as failed)` : `${id} (passed ${runs} re-runs)`,
  );
  return `${named.length} flaky${named.length ? `: ${named.join('; ')}` : ''}`;
}
