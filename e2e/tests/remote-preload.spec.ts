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

// ADR 0094: a remote's start page (its src/start-pages.ts, written into its manifest by the build) has its own chunks
// hinted with the entry's, instead of after the entry has run and the router has rendered; one download each.
test("a remote's start page hints its own chunks with the entry, and the page uses those downloads", async ({ page, request }) => {
  const manifest = await (await request.get('/remotes/mfe-discovery/mf-manifest.json')).json();
  const startPages: { path: string; js: string[] }[] = manifest.metaData.fundnetStartPages;
  const pageFiles = startPages.find((start) => start.path === '/fund/discovery')!.js.map((file) => `/remotes/mfe-discovery/${file}`);
  const landingFiles = startPages.find((start) => start.path === '/')!.js.map((file) => `/remotes/mfe-discovery/${file}`);
  const entryFiles = new Set(manifest.exposes.find((expose: { path: string }) => expose.path === './app').assets.js.sync);
  expect(pageFiles.length).toBeGreaterThan(0);
  const requested: string[] = [];
  page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));

  await page.goto('/fund/discovery');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const hinted = await page
    .locator('link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  const entry = hinted.indexOf('/remotes/mfe-discovery/remoteEntry.js');
  expect(entry).toBeGreaterThanOrEqual(0);
  for (const file of pageFiles) {
    // Hinted after the entry (a file the entry's `./app` also loads is hinted once, with the entry's).
    expect(hinted.indexOf(file)).toBeGreaterThan(entryFiles.has(file.split('/').at(-1)) ? 0 : entry);
    expect(requested.filter((path) => path === file)).toHaveLength(1);
  }
  // The landing page's own chunk is another start page's: not hinted here.
  const landingOnly = landingFiles.filter((file) => !pageFiles.includes(file));
  expect(landingOnly.length).toBeGreaterThan(0);
  for (const file of landingOnly) expect(hinted).not.toContain(file);
});

test('a shell page hints no remote', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('#fundnet-main h1').first()).toBeVisible();
  await expect(page.locator('link[rel="preload"][href*="/remotes/"]')).toHaveCount(0);
  await expect(page.locator('link[rel="preload"][as="script"]')).toHaveCount(0);
});
