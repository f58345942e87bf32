// What the suite reads from the JSON reports of its Jest and Playwright runs: counts for the closing line, the tests
// that passed only on a retry, the tests counted skipped (with their names) and the slowest test files. Pure functions
// over the parsed reports, so the runner's arithmetic is tested on real report shapes (scripts/test-run/*.test.mjs).
import path from 'node:path';

/** @typedef {{ passed: number, failed: number, skipped: number }} Counts */
/** @typedef {{ file: string, seconds: number }} FileTime */

/** A Jest `--json` report's counts. A suite that could not run (a syntax error, a failing hook) counts as a failure. */
export function jestCounts(report) {
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/**
 * The failed tests of a Jest `--json` report that can be run again by name: { file, names } per test file, names being
 * Jest's full names (describe titles and the test's, joined by spaces: what `--testNamePattern` matches). `whole` is
 * false when a failure is not a test's own: a file that could not run (a syntax error, a missing module), or that
 * failed outside its tests (an afterAll hook); such a failure is never re-run, it fails the step. A beforeAll hook
 * that throws fails each of its tests, and their re-run runs the hook again.
 */
export function jestFailedTests(report) {
  const files = [];
  let whole = true;
  for (const result of report.testResults ?? []) {
    if (result.status !== 'failed') continue;
    const names = (result.assertionResults ?? []).filter((test) => test.status === 'failed').map((test) => test.fullName);
    if (names.length === 0) whole = false;
    else files.push({ file: result.name, names });
  }
  return { files, whole };
}

/** A Jest report's test files with the seconds each took (its own clock: from its first test to its last). */
export function jestFileTimes(report, root) {
  return (report.testResults ?? []).map((result) => ({
    file: path.relative(root, result.name),
    seconds: ((result.perfStats?.end ?? result.endTime ?? 0) - (result.perfStats?.start ?? result.startTime ?? 0)) / 1000,
  }));
}

/** Every test of a Playwright JSON report with its file and the titles that name it ("file › describe › title"). */
export function* playwrightTests(report) {
  function* walk(suite, titles, file) {
    const here = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
    const suiteFile = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const specFile = spec.file ?? suiteFile;
        yield {
          id: [specFile, ...here, spec.title].join(' › '),
          file: specFile,
          line: spec.line,
          title: spec.title,
          test,
        };
      }
    }
    for (const child of suite.suites ?? []) yield* walk(child, here, suiteFile);
  }
  for (const suite of report.suites ?? []) yield* walk(suite, [], suite.file);
}

/**
 * The tests of a Playwright JSON report that failed first and passed on a retry (Playwright's status "flaky"), each
 * with what re-running it alone needs: its file and line.
 */
export function flakyTests(report) {
  const seen = new Map();
  for (const entry of playwrightTests(report)) {
    if (entry.test.status === 'flaky' && !seen.has(entry.id)) {
      seen.set(entry.id, { id: entry.id, file: entry.file, line: entry.line, title: entry.title });
    }
  }
  return [...seen.values()].sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * A Playwright report's counts. A flaky test counts as passed here: the runner re-runs it at the end of the run and
 * counts a failure of the re-runs. `skippedNames` names every skipped test, the stories whose accessibility check is
 * 'todo' or 'off' among them (they call `test.skip` with the reason).
 */
export function playwrightCounts(report) {
  const { stats } = report;
  const skippedNames = [];
  for (const entry of playwrightTests(report)) if (entry.test.status === 'skipped') skippedNames.push(entry.id);
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
    skippedNames,
  };
}

/** A Playwright report's files with the seconds their tests took, every attempt (retries too), summed over workers. */
export function playwrightFileTimes(report) {
  const byFile = new Map();
  for (const entry of playwrightTests(report)) {
    const ms = (entry.test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
    byFile.set(entry.file, (byFile.get(entry.file) ?? 0) + ms);
  }
  return [...byFile].map(([file, ms]) => ({ file, seconds: ms / 1000 }));
}

/** The `count` slowest of a list of file times, slowest first. */
export function slowest(times, count = 10) {
  return [...times].sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

/** Adds counts into a running total (mutates and returns `total`). */
export function addCounts(total, counts) {
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  return total;
}

/** The suite's closing line: "N passed, N failed" and ", N skipped" when any was. */
export function closingLine({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}
