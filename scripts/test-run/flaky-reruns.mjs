// Flaky tests judged within one run (issue 30.3). Playwright retries a failed e2e test once in CI; a test that passed
// only on its retry is "flaky". It used to be failed only when the previous run (a git-ignored history file, absent on
// CI's clean clone) had it flaky too, so on CI a flaky test always passed. Now every flaky test is run again, alone,
// `times` more times with no retry at the end of the same run: one that fails again fails the run; one that passes
// every time counts as passed, and is named in the summary either way.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runLogged } from './processes.mjs';

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
    await runLogged(
      'pnpm',
      ['exec', 'playwright', 'test', ...target, `${test.file}:${test.line}`, `--repeat-each=${times}`, '--retries=0', '--workers=1'],
      { cwd: e2eDir, env: { ...test.env, E2E_REPORT: report }, log },
    );
    const stats = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')).stats : null;
    // Every run that did not pass failed, including runs that never happened (no report, the test not found).
    const failures = times - Math.min(times, stats?.expected ?? 0);
    outcomes.push({ id: test.id, failedAgain: failures > 0, failures, runs: times, log: path.relative(e2eDir, log) });
  }
  return outcomes;
}

/** The summary line: "N flaky: id (passed 3 re-runs); id (failed again in 2 of 3 re-runs: counted as failed)". */
export function flakyLine(outcomes) {
  const named = outcomes.map(({ id, failedAgain, failures, runs }) =>
    failedAgain ? `${id} (failed again in ${failures} of ${runs} re-runs: counted as failed)` : `${id} (passed ${runs} re-runs)`,
  );
  return `${named.length} flaky${named.length ? `: ${named.join('; ')}` : ''}`;
}
