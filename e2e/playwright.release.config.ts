import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { launchOptions } from './support/browser';

// The release journey (release/release.spec.ts, issue 32): it starts its own server on a release environment, so it
// needs no webServer here; it releases the suite's builds (`--from-dist`), so run it after `node scripts/test-all.mjs
// build`. One worker: its tests are the steps of one journey on one environment.
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './release',
  outputDir: './test-results/release',
  workers: 1,
  // No retry: the journey's steps build on each other and a second pass would start from a changed environment (its
  // beforeAll makes a new store, but a flaky step is reported as it is).
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // A step is a few page loads; the set-up (a worktree's install and two builds) has its own 15 minutes.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? path.join(root, 'test-results/release.json') }]],
  use: {
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    // A failed step keeps its trace of DOM snapshots; the screencast is left out, as in the journeys (playwright.config.ts):
    // it doubled the CPU a journey cost. A full trace: `--trace retain-on-failure`.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions,
  },
});
