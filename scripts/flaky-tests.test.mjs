import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { flakyTests, judgeFlaky, readHistory, writeHistory } from './flaky-tests.mjs';

const root = path.resolve(__dirname, '..');

/** A real Playwright run of e2e/self-test (no browser): one test passes, one passes only on its retry, one fails. */
function selfTestReport() {
  const cli = path.join(root, 'e2e/node_modules/@playwright/test/cli.js');
  const run = spawnSync(process.execPath, [cli, 'test', '-c', 'self-test/playwright.config.ts'], {
    cwd: path.join(root, 'e2e'),
    encoding: 'utf8',
    // Playwright refuses to run when it sees Jest's worker variable: give it a clean environment.
    env: { PATH: process.env.PATH, HOME: process.env.HOME },
  });
  return JSON.parse(run.stdout);
}

describe('flaky e2e tests', () => {
  it('names exactly the tests that passed only on a retry', () => {
    const report = selfTestReport();
    expect(report.stats).toMatchObject({ expected: 1, unexpected: 1, flaky: 1 });
    expect(flakyTests(report)).toEqual(['retry.spec.ts › outcomes › passes only on its retry']);
  });

  it('counts a test flaky in two runs in a row as failed, and once as passed', () => {
    const id = 'a.spec.ts › retried';
    expect(judgeFlaky([id, 'b.spec.ts › new'], [])).toEqual({ once: [id, 'b.spec.ts › new'], twice: [] });
    expect(judgeFlaky([id, 'b.spec.ts › new'], [id, 'c.spec.ts › passed since'])).toEqual({ once: ['b.spec.ts › new'], twice: [id] });
  });

  it('keeps the last run in a history file, and forgets a damaged one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'flaky-history-'));
    try {
      const file = path.join(dir, 'nested/e2e-flaky.json');
      expect(readHistory(file)).toEqual([]);
      writeHistory(file, ['a.spec.ts › retried']);
      expect(readHistory(file)).toEqual(['a.spec.ts › retried']);
      writeHistory(file, []);
      expect(readHistory(file)).toEqual([]);
      require('node:fs').writeFileSync(file, '{not json');
      expect(readHistory(file)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
