import { defineConfig } from '@playwright/test';

// A stand-alone Playwright run used by scripts/flaky-tests.test.mjs to check how a retried test shows in the
// JSON report (no browser, no server): not part of the e2e suite.
export default defineConfig({
  testDir: '.',
  testMatch: 'retry.spec.ts',
  retries: 1,
  workers: 1,
  reporter: [['json']],
});
