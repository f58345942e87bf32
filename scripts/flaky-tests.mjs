// Flaky e2e tests made visible. Playwright retries a failed test once in CI; a test that passes only on its
// retry is "flaky". test-all.mjs lists them on the line before its closing line, and a test that was flaky
// in the previous run too (flaky twice in a row) counts as failed. The history of the last run is a small
// JSON file under .data/ (ignored by git); without it (a clean clone) every flaky test counts once as passed.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** One line per test: "file › suite › title" (Playwright's own way of naming a test). */
function* walk(suite, titles) {
  const here = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) yield { id: [spec.file ?? suite.file, ...here, spec.title].join(' › '), test };
  }
  for (const child of suite.suites ?? []) yield* walk(child, here);
}

/** The tests of a Playwright JSON report that failed first and passed on a retry (status "flaky"). */
export function flakyTests(report) {
  const flaky = [];
  for (const suite of report.suites ?? []) {
    for (const { id, test } of walk(suite, [])) if (test.status === 'flaky') flaky.push(id);
  }
  return [...new Set(flaky)].sort();
}

/**
 * Splits this run's flaky tests into those flaky for the first time (still passed) and those flaky in the
 * previous run too (failed), given the previous run's list.
 */
export function judgeFlaky(flaky, previous) {
  const before = new Set(previous);
  return { once: flaky.filter((id) => !before.has(id)), twice: flaky.filter((id) => before.has(id)) };
}

export function readHistory(file) {
  if (!existsSync(file)) return [];
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(parsed.flaky) ? parsed.flaky.filter((id) => typeof id === 'string') : [];
  } catch {
    return []; // A damaged history is no reason to fail the run: it only forgets one run.
  }
}

export function writeHistory(file, flaky) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ updatedAt: new Date().toISOString(), flaky }, null, 2)}\n`);
}
