import { addCounts, closingLine, jestCounts, jestFileTimes, playwrightCounts, playwrightFileTimes, slowest } from './reports.mjs';

// The shapes of Jest's --json report and Playwright's JSON reporter, as the runner reads them.
const jestReport = {
  numPassedTests: 7,
  numFailedTests: 1,
  numPendingTests: 2,
  numTodoTests: 1,
  numRuntimeErrorTestSuites: 1,
  testResults: [
    { name: '/repo/a/x.test.ts', startTime: 1_000, endTime: 4_500 },
    { name: '/repo/b/y.test.ts', startTime: 2_000, endTime: 2_250 },
  ],
};

const test = (status, durations) => ({ status, results: durations.map((duration) => ({ duration })) });
const playwrightReport = {
  stats: { expected: 3, unexpected: 1, flaky: 1, skipped: 1 },
  suites: [
    {
      title: 'a.spec.ts',
      file: 'a.spec.ts',
      specs: [
        { title: 'one', line: 3, tests: [test('expected', [1_000])] },
        { title: 'two', line: 9, tests: [test('flaky', [2_000, 1_500])] },
      ],
      suites: [{ title: 'group', specs: [{ title: 'todo story', line: 20, tests: [test('skipped', [0])] }] }],
    },
    {
      title: 'b.spec.ts',
      file: 'b.spec.ts',
      specs: [{ title: 'three', line: 1, tests: [test('unexpected', [500]), test('expected', [250])] }],
    },
  ],
};

describe('reports', () => {
  it('counts a Jest report: a suite that could not run is a failure, pending and todo are skipped', () => {
    expect(jestCounts(jestReport)).toEqual({ passed: 7, failed: 2, skipped: 3 });
  });

  it('times each Jest file by its own clock, relative to the repository', () => {
    expect(jestFileTimes(jestReport, '/repo')).toEqual([
      { file: 'a/x.test.ts', seconds: 3.5 },
      { file: 'b/y.test.ts', seconds: 0.25 },
    ]);
  });

  it('counts a Playwright report (flaky as passed until re-run) and names every skipped test', () => {
    expect(playwrightCounts(playwrightReport)).toEqual({
      passed: 4,
      failed: 1,
      skipped: 1,
      skippedNames: ['a.spec.ts › group › todo story'],
    });
  });

  it('sums every attempt of a Playwright file, retries included, and lists the slowest first', () => {
    expect(playwrightFileTimes(playwrightReport)).toEqual([
      { file: 'a.spec.ts', seconds: 4.5 },
      { file: 'b.spec.ts', seconds: 0.75 },
    ]);
    expect(slowest(playwrightFileTimes(playwrightReport), 1)).toEqual([{ file: 'a.spec.ts', seconds: 4.5 }]);
  });

  it('writes the closing line with skipped only when any was', () => {
    const total = addCounts({ passed: 0, failed: 0, skipped: 0 }, { passed: 5, failed: 0, skipped: 0 });
    expect(closingLine(total)).toBe('5 passed, 0 failed');
    expect(closingLine(addCounts(total, { passed: 1, failed: 2, skipped: 3 }))).toBe('6 passed, 2 failed, 3 skipped');
  });
});
