import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { launchOptions } from './support/browser';

// The stories' accessibility pass (stories/accessibility.spec.ts, ADR 0055): axe in Chromium over every story of the
// composed Storybook, built by `pnpm --filter @fundnet/storybook run build-storybook` (the test suite builds it first).
// Its own config: it needs neither the API server nor a database, only the built folder served over HTTP.
const port = Number(process.env.STORIES_PORT ?? 4190);
const root = path.resolve(import.meta.dirname, '..');
// STORYBOOK_STATIC: another build (one area's stories alone, `pnpm area:check <area>`).
export const storybookStatic = process.env.STORYBOOK_STATIC ?? path.join(root, 'packages/storybook/storybook-static');

export default defineConfig({
  testDir: './stories',
  outputDir: './test-results/stories',
  // One page per worker that switches stories (stories/accessibility.spec.ts): loading the preview's bundle once per
  // worker is what makes 500 stories cheap. The stories are dealt one by one to the workers (STORIES_WORKERS; the test
  // suite runs two when the stories' step has the machine's two cores).
  workers: Number(process.env.STORIES_WORKERS ?? 1),
  fullyParallel: true,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? path.join(root, 'test-results/e2e-stories.json') }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions,
  },
  webServer: {
    command: `node support/serve-static.mjs ${storybookStatic} ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    timeout: 30_000,
    reuseExistingServer: false,
  },
});
