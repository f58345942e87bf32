import { expect, test } from '@playwright/test';

// Fixtures for scripts/flaky-tests.test.mjs: one test of each outcome Playwright reports.
test.describe('outcomes', () => {
  test('passes at once', () => {
    expect(1).toBe(1);
  });

  test('passes only on its retry', () => {
    expect(test.info().retry).toBe(1);
  });

  test('fails every time', () => {
    expect('retried').toBe('passed');
  });
});
