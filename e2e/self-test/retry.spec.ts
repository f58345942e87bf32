import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// Fixtures for the test runner's own tests (scripts/test-run/*.test.mjs): one test of each outcome Playwright reports,
// and two kinds of flaky test. SELF_TEST_DIR is a folder of the calling test, where "fails once" remembers its failure.
test.describe('outcomes', () => {
  test('passes at once', () => {
    expect(1).toBe(1);
  });

  // Flaky once: fails the first time it ever runs, then passes (its re-runs pass: the run stays green).
  test('fails once, then passes', () => {
    const marker = path.join(process.env.SELF_TEST_DIR ?? '.', 'failed-once');
    if (!existsSync(marker)) {
      writeFileSync(marker, 'failed');
      expect('first attempt').toBe('a pass');
    }
  });

  // Flaky and still broken: it passes only as a retry, so its re-runs (no retry) fail and fail the run.
  test('passes only on its retry', () => {
    expect(test.info().retry).toBe(1);
  });

  // Two tests declared on one line (a loop, as first-hour.spec.ts' parts): a re-run of the flaky one runs it alone.
  for (const part of [1, 2]) {
    test(`one line, part ${part}`, () => {
      const marker = path.join(process.env.SELF_TEST_DIR ?? '.', `failed-once-part-${part}`);
      if (part === 2 && !existsSync(marker)) {
        writeFileSync(marker, 'failed');
        expect('first attempt').toBe('a pass');
      }
    });
  }

  test('fails every time', () => {
    expect('retried').toBe('passed');
  });
});
