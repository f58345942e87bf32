import { defineConfig } from '@playwright/test';

// A stand-alone Playwright run used by the test runner's own tests (scripts/test-run/*.test.mjs) to check how retried
// tests show in the JSON report and how the runner's re-runs judge them (no browser, no server): not part of the e2e
// suite. The report goes to E2E_REPORT when it is set (as the runner sets it), else to standard output.
export default defineConfig({
  testDir: '.',
  testMatch: 'retry.spec.ts',
  retries: 1,
  workers: 1,
  reporter: [['json', process.env.E2E_REPORT ? { outputFile: process.env.E2E_REPORT } : {}]],
});
