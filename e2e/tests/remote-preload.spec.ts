import { expect, test } from '@playwright/test';

// Issue 33.2: a remote page's files start downloading with the page (shell/src/root-config/preload-remote.ts, run by the
// page's first script, preload.js: ADR 0093), and the federation runtime takes the preloader's manifest response
// instead of asking a second time.
test('a remote page fetches its manifest once and hints its entry and page chunks before the runtime asks', async ({ page }) => {
  const manifestRequests: string[] = [];
  const mapRequests: string[] = [];
  const federationRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/remotes\/mfe-events-feed\/mf-manifest\.json/.test(request.url())) manifestRequests.push(request.url());
    if (new URL(request.url()).pathname === '/remotes.json') mapRequests.push(request.resourceType());
    if (/\/federation\.[0-9a-f]{8}\.js$/.test(request.url())) federationRequests.push(request.url());
  });
  await page.goto('/events');
  await expect(page.locator('#fundnet-main h1').first()).toBeVisible();

  const hinted = await page
    .locator('link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(hinted.some((href) => /\/remotes\/mfe-events-feed\/remoteEntry\.js$/.test(href))).toBe(true);
  // The `./app` chunks too, not only the entry.
  expect(hinted.filter((href) => href.includes('/remotes/mfe-events-feed/')).length).toBeGreaterThan(1);
  expect(manifestRequests).toHaveLength(1);
  // The shell's own chunks every remote page runs (the federation runtime, the offered libraries), named by the built
  // page and hinted by its first script; the runtime's script takes the preloaded response (one request).
  await expect(page.locator('head script[src="/preload.js"] + script[src="/main.js"]')).toHaveCount(1);
  expect(hinted.some((href) => /\/federation\.[0-9a-f]{8}\.js$/.test(href))).toBe(true);
  expect(hinted.some((href) => /\/offered-libraries\.[0-9a-f]{8}\.js$/.test(href))).toBe(true);
  expect(federationRequests).toHaveLength(1);
  // The map comes from the page's own preload, started with main.js; the shell's read of it asks no second time.
  await expect(page.locator('head link[rel="preload"][as="fetch"][href="/remotes.json"]')).toHaveCount(1);
  expect(mapRequests).toEqual(['other']);
});

test('a shell page hints no remote', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('#fundnet-main h1').first()).toBeVisible();
  await expect(page.locator('link[rel="preload"][href*="/remotes/"]')).toHaveCount(0);
  await expect(page.locator('link[rel="preload"][as="script"]')).toHaveCount(0);
});
