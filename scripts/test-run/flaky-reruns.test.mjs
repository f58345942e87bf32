import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exactNamesPattern, flakyLine, rerunFailedJestTests, rerunFlaky } from './flaky-reruns.mjs';
import { flakyTests, jestFailedTests, playwrightCounts } from './reports.mjs';

const root = path.resolve(__dirname, '../..');
const e2eDir = path.join(root, 'e2e');
const config = 'self-test/playwright.config.ts';

// Real Playwright runs (a start takes seconds on CI's loaded cores); testTimeout is not a per-project setting in Jest.
jest.setTimeout(180_000);

let dir;
// Playwright refuses to start where it sees Jest's worker variable (inherited by the runner's child processes).
const jestWorker = process.env.JEST_WORKER_ID;
/** One real Playwright run of the fixtures, as the suite runs e2e tests in CI, read by every test below. */
let report;
beforeAll(() => {
  delete process.env.JEST_WORKER_ID;
  dir = mkdtempSync(path.join(tmpdir(), 'flaky-reruns-'));
  report = selfTestReport();
}, 180_000);
afterAll(() => {
  process.env.JEST_WORKER_ID = jestWorker;
  rmSync(dir, { recursive: true, force: true });
});

/**
 * The environment of a Playwright run started from a Jest test: Playwright refuses to run where it sees Jest's
 * worker variables, so only what it needs.
 */
const env = () => ({ PATH: process.env.PATH, HOME: process.env.HOME, SELF_TEST_DIR: dir });

/** A real Playwright run of e2e/self-test (no browser), retries on, as the suite runs the e2e tests in CI. */
function selfTestReport() {
  const report = path.join(dir, 'report.json');
  spawnSync('pnpm', ['exec', 'playwright', 'test', '-c', config], { cwd: e2eDir, env: { ...env(), E2E_REPORT: report } });
  return JSON.parse(readFileSync(report, 'utf8'));
}

describe('flaky e2e tests, judged within one run', () => {
  it('names exactly the tests that passed only on a retry, with their file and line to run them again', () => {
    expect(report.stats).toMatchObject({ expected: 2, unexpected: 1, flaky: 3 });
    const flaky = flakyTests(report);
    expect(flaky.map((test) => test.id)).toEqual([
      'retry.spec.ts › outcomes › fails once, then passes',
      'retry.spec.ts › outcomes › one line, part 2',
      'retry.spec.ts › outcomes › passes only on its retry',
    ]);
    expect(flaky.every((test) => test.file === 'retry.spec.ts' && test.line > 0)).toBe(true);
    // A flaky test counts as passed until its re-runs say otherwise; the test that fails every time fails.
    expect(playwrightCounts(report)).toMatchObject({ passed: 5, failed: 1, skipped: 0 });
  });

  it('fails a flaky test that fails again when run 3 more times, and keeps one that passes them', async () => {
    const flaky = flakyTests(report).map((test) => ({ ...test, config, env: env() }));
    const outcomes = await rerunFlaky(flaky, {
      e2eDir,
      times: 3,
      reportOf: (name) => path.join(dir, `${name.replace(/\W+/g, '-')}.json`),
      logOf: (name) => path.join(dir, `${name.replace(/\W+/g, '-')}.log`),
    });
    // `ran`: each re-run ran its test alone, 3 times (part 1, declared on the same line as part 2, not at all).
    expect(outcomes.map(({ id, failedAgain, failures, runs, ran }) => ({ id, failedAgain, failures, runs, ran }))).toEqual([
      { id: 'retry.spec.ts › outcomes › fails once, then passes', failedAgain: false, failures: 0, runs: 3, ran: 3 },
      { id: 'retry.spec.ts › outcomes › one line, part 2', failedAgain: false, failures: 0, runs: 3, ran: 3 },
      { id: 'retry.spec.ts › outcomes › passes only on its retry', failedAgain: true, failures: 3, runs: 3, ran: 3 },
    ]);
    expect(flakyLine(outcomes)).toBe(
      '3 flaky: retry.spec.ts › outcomes › fails once, then passes (passed 3 re-runs); ' +
        'retry.spec.ts › outcomes › one line, part 2 (passed 3 re-runs); ' +
        'retry.spec.ts › outcomes › passes only on its retry (failed again in 3 of 3 re-runs: counted as failed)',
    );
  });

  it('counts a test whose re-run cannot run (no report) as failed again', async () => {
    const outcomes = await rerunFlaky([{ id: 'gone', file: 'no-such.spec.ts', line: 1, config, env: env() }], {
      e2eDir,
      times: 3,
      reportOf: () => path.join(dir, 'never-written', 'report.json'),
      logOf: () => path.join(dir, 'gone.log'),
    });
    expect(outcomes[0]).toMatchObject({ failedAgain: true, failures: 3 });
    expect(flakyLine([])).toBe('0 flaky');
  });
});

describe('failed Jest tests, judged within one run', () => {
  const jestDir = path.join(root, 'scripts/test-run/jest-self-test');
  /** A real Jest run of the fixtures, as a step of the suite runs them. */
  function jestReport(files) {
    const output = path.join(dir, `jest-${files.join('-')}.json`);
    spawnSync('pnpm', ['exec', 'jest', '--ci', '--json', `--outputFile=${output}`, ...files], { cwd: jestDir, env: { ...env() } });
    return JSON.parse(readFileSync(output, 'utf8'));
  }
  const names = (name) => path.join(dir, `${name.replace(/\W+/g, '-')}.json`);
  const options = () => ({
    cwd: jestDir,
    root,
    env: env(),
    times: 3,
    reportOf: names,
    logOf: (name) => names(name).replace(/json$/, 'log'),
  });

  it('matches full test names exactly, brackets and all', () => {
    const pattern = new RegExp(exactNamesPattern(['outcomes (a) [b] passes', 'x|y']));
    expect(pattern.test('outcomes (a) [b] passes')).toBe(true);
    expect(pattern.test('outcomes (a) [b] passes too')).toBe(false);
    expect(pattern.test('x')).toBe(false);
  });

  it('keeps a test that failed once and passes 3 re-runs, and fails one that fails again', async () => {
    const report = jestReport(['outcomes.fixture.cjs']);
    expect(report).toMatchObject({ numPassedTests: 1, numFailedTests: 2 });
    const { outcomes, whole } = await rerunFailedJestTests(report, options());
    expect(whole).toBe(true);
    expect(outcomes.map(({ id, failedAgain, failures, runs }) => ({ id, failedAgain, failures, runs }))).toEqual([
      {
        id: 'scripts/test-run/jest-self-test/outcomes.fixture.cjs › outcomes (a) [b] fails once, then passes',
        failedAgain: false,
        failures: 0,
        runs: 3,
      },
      {
        id: 'scripts/test-run/jest-self-test/outcomes.fixture.cjs › outcomes (a) [b] fails every time',
        failedAgain: true,
        failures: 3,
        runs: 3,
      },
    ]);
  });

  it("never re-runs a failure that is not a test's own (an afterAll hook that throws)", async () => {
    const report = jestReport(['broken-hook.fixture.cjs']);
    expect(jestFailedTests(report)).toEqual({ files: [], whole: false });
    const { outcomes, whole } = await rerunFailedJestTests(report, options());
    expect({ outcomes, whole }).toEqual({ outcomes: [], whole: false });
  });
});
