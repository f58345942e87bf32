import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { releaseTool, repoRoot, serveEnvironment, uncommittedInputs, worktreeOfHead } from './release-lab';

// Issue 32's end-to-end release test (README "Version skew and the release journey"): the shell, the events remote
// and discovery released from the suite's builds (`--from-dist`) into a throwaway store and promoted to a throwaway
// environment served by the real server; then a team changes a visible text of the events area (and the shell's top
// bar) for real, in a git worktree of this commit, commits, builds and releases there into the same store; the next
// page load shows the change, a rollback the old text; both directions of version skew; a remote built against an
// api-client the shell does not offer, refused at promotion and contained when forced; a manifest 404 and a missing
// chunk, each shown as the area's error panel after exactly one automatic retry. The server is started once.

const ci = Boolean(process.env.CI);
const environment = `release-e2e-${process.pid}`;
const store = mkdtempSync(path.join(tmpdir(), 'fundnet-release-e2e-store-'));
const areas = ['shell', 'mfe-events-feed', 'mfe-discovery'] as const;
const releases = releaseTool(store);

const eventsPage = 'mfe-events-feed/src/features/platform-event/events-page.tsx';
const oldSubtitle = readFileSync(path.join(repoRoot, eventsPage), 'utf8').match(/eventsSubtitle =\s*'([^']+)'/)?.[1] ?? '';
const newSubtitle = 'Conferences, meetups and webinars, released by the events team alone.';
const shellLogIn = /(\n\s+)Log in(\n)/;

// Versions: 1 from this checkout's dist, 2 from the worktree's first commit, 3 (events) from its second.
const v: Record<'shell1' | 'shell2' | 'events1' | 'events2' | 'events3' | 'discovery1', string> = {
  shell1: '',
  shell2: '',
  events1: '',
  events2: '',
  events3: '',
  discovery1: '',
};
let server: Awaited<ReturnType<typeof serveEnvironment>>;
let worktree: Awaited<ReturnType<typeof worktreeOfHead>> | undefined;

test.describe.configure({ mode: 'serial' });

/** The team's builds' times in the step's log ("2 apps built in 61.0 s"): the set-up is most of this journey's time. */
const builtIn = (output: string) =>
  console.log(`team checkout: ${output.match(/\d+ apps? built in [\d.]+ s/)?.[0] ?? output.trim().split('\n').at(-1)}`);

test.beforeAll(async () => {
  // This checkout's dists are released as its commit's build: with uncommitted changes they are no commit's build.
  const dirty = areas.map(uncommittedInputs).filter(Boolean).join('\n');
  test.skip(!ci && dirty !== '', `uncommitted changes in what the released areas are built from (commit, then run):\n${dirty}`);
  test.setTimeout(15 * 60_000);
  const worktreeDir = path.join(mkdtempSync(path.join(tmpdir(), 'fundnet-release-e2e-')), 'checkout');

  // The server first: started beside the worktree's two webpack builds on two loaded cores, it was not up within its two
  // minutes (one run here; it starts in 10 s on a quiet machine).
  // Not 4190: the Fetch standard's "bad ports" (ManageSieve) that fetch and Chromium refuse ("fetch failed: bad port").
  const port = Number(process.env.E2E_RELEASE_PORT ?? 4195);
  server = await serveEnvironment({ environment, store, port, log: path.join(repoRoot, 'test-results', 'release-e2e-server.log') });
  // The team's checkout (install, two commits, two builds) while this one releases its dists.
  const teamReleases = (async () => {
    worktree = await worktreeOfHead(worktreeDir);
    worktree.edit(eventsPage, `'${oldSubtitle}'`, `'${newSubtitle}'`);
    worktree.edit('shell/src/topbar/top-bar.tsx', shellLogIn, '$1Log in now$2');
    await worktree.commit('events: a new subtitle; shell: "Log in now" (release e2e)');
    builtIn(await worktree.build('shell', 'mfe-events-feed'));
    v.shell2 = await releases.releaseFromDist(worktree.dir, 'shell');
    v.events2 = await releases.releaseFromDist(worktree.dir, 'mfe-events-feed');
    // A breaking api-client (its shared core now 0.2.0): the remote needs what no promoted shell offers.
    worktree.edit('packages/api-client/package.json', /"version": "0\.1\.0"/, '"version": "0.2.0"');
    await worktree.commit('api-client 0.2.0 (release e2e: a remote the shell does not fit)');
    builtIn(await worktree.build('mfe-events-feed'));
    v.events3 = await releases.releaseFromDist(worktree.dir, 'mfe-events-feed');
  })();
  v.shell1 = await releases.releaseFromDist(repoRoot, 'shell');
  v.events1 = await releases.releaseFromDist(repoRoot, 'mfe-events-feed');
  v.discovery1 = await releases.releaseFromDist(repoRoot, 'mfe-discovery');
  await teamReleases;
});

test.afterAll(async () => {
  await server?.stop();
  await worktree?.remove();
  rmSync(store, { recursive: true, force: true });
});

async function promoted(area: string, version: string, ...flags: string[]) {
  const result = await releases.promote(environment, area, version, ...flags);
  expect(result.code, result.output).toBe(0);
  return result.output;
}

/** A page in a browser of its own (no cache from before: a user arriving after the promotion). */
async function freshPage(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseUrl });
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

const shellScript = (page: Page) => page.locator('script[src*="/releases/shell/"]').first().getAttribute('src');
const segment = (version: string) => version.replace('+', '_');
const topBar = (page: Page) => page.locator('#fundnet-topbar');
const eventsPanel = (page: Page) => page.locator('[data-remote-error="mfe_events_feed"]');

test('a promoted remote is live on the next page load, with the shell and the server untouched; a rollback brings the old text back', async ({
  browser,
}) => {
  await promoted('shell', v.shell1);
  await promoted('mfe-discovery', v.discovery1);
  await promoted('mfe-events-feed', v.events1);
  let page = await freshPage(browser, '/events');
  await expect(page.getByText(oldSubtitle)).toBeVisible();
  const shellBefore = await shellScript(page);
  expect(shellBefore).toContain(`/releases/shell/${segment(v.shell1)}/`);
  // The page's early script hints the shell's federation chunks from the shell's release folder, where the page's
  // scripts come from, not from the site's root (ADR 0093).
  const shellHints = await page
    .locator('link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  const federationHints = shellHints.filter((hint) => /\/(?:federation|offered-libraries)\.[0-9a-f]{8}\.js$/.test(hint));
  expect(federationHints).toHaveLength(2);
  for (const hint of federationHints) expect(hint).toContain(`/releases/shell/${segment(v.shell1)}/`);

  await promoted('mfe-events-feed', v.events2);
  await page.reload();
  await expect(page.getByText(newSubtitle)).toBeVisible();
  await expect(page.getByText(oldSubtitle)).toHaveCount(0);
  expect(await shellScript(page)).toBe(shellBefore);
  expect(server.running()).toBe(true);

  const rollback = await releases.rollback(environment, 'mfe-events-feed');
  expect(rollback.output).toContain(`mfe-events-feed ${v.events2} → ${v.events1} (rollback`);
  page = await freshPage(browser, '/events');
  await expect(page.getByText(oldSubtitle)).toBeVisible();
  expect(await shellScript(page)).toBe(shellBefore);
});

test('version skew both ways: the previous remote beside the current shell, the current remote beside the previous shell', async ({
  browser,
}) => {
  // The shell moves on (its top bar says "Log in now") while the events area stays at its previous release.
  await promoted('shell', v.shell2);
  let page = await freshPage(browser, '/events');
  await expect(topBar(page).getByText('Log in now', { exact: true })).toBeVisible();
  await expect(page.getByText(oldSubtitle)).toBeVisible();
  expect(await shellScript(page)).toContain(`/releases/shell/${segment(v.shell2)}/`);

  // The events area moves on and the shell goes back: the current remote beside the previous shell.
  await promoted('mfe-events-feed', v.events2);
  const back = await releases.rollback(environment, 'shell');
  expect(back.code, back.output).toBe(0);
  page = await freshPage(browser, '/events');
  await expect(page.getByText(newSubtitle)).toBeVisible();
  await expect(topBar(page).getByText('Log in', { exact: true })).toBeVisible();
  expect(await shellScript(page)).toContain(`/releases/shell/${segment(v.shell1)}/`);
  // A signed-out user's page of the other area renders beside it.
  await page.goto('/fund/discovery');
  await expect(page.locator('#fundnet-main h1').first()).toBeVisible();
});

test('a remote that does not fit the shell is refused with the mismatch named; forced, the shell contains it', async ({ browser }) => {
  const refused = await releases.promote(environment, 'mfe-events-feed', v.events3);
  expect(refused.code).toBe(1);
  expect(refused.output).toContain(`Refused: promote mfe-events-feed ${v.events3} to ${environment}.`);
  expect(refused.output).toMatch(
    new RegExp(
      `needs @fundnet/api-client\\S* \\^0\\.2\\.0 from the shell.*; ${environment}'s shell ${v.shell1.replace('+', '\\+')} offers 0\\.1\\.0`,
    ),
  );
  expect(refused.output).toContain('Nothing changed.');
  let page = await freshPage(browser, '/events');
  await expect(page.getByText(newSubtitle)).toBeVisible();

  const forced = await promoted('mfe-events-feed', v.events3, '--force');
  expect(forced).toContain('FORCED past');
  page = await freshPage(browser, '/events');
  await expect(eventsPanel(page).getByText('Feed and events could not be loaded')).toBeVisible();
  await expect(eventsPanel(page).getByRole('button', { name: /retry/i })).toBeVisible();
  await expect(topBar(page).getByText('Log in', { exact: true })).toBeVisible();
  // The rest of the app works: another area's page, without a reload.
  await page.evaluate(() => window.history.pushState({}, '', '/fund/discovery'));
  await expect(page.locator('#fundnet-main h1').first()).toBeVisible();
  await expect(eventsPanel(page)).toHaveCount(0);
});

test('a manifest 404 and a missing chunk show the error panel after exactly one automatic retry', async ({ browser }) => {
  await promoted('mfe-events-feed', v.events2);
  const releaseDir = path.join(store, 'releases', 'mfe-events-feed', segment(v.events2));
  const manifestFile = path.join(releaseDir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    exposes: Array<{ path: string; assets: { js: { sync: string[] } } }>;
  };

  // The manifest gone (a deployment half-way, a CDN's 404): asked twice (the load and the one retry), then the panel.
  hide(manifestFile);
  let page = await trackedPage(browser, (url) => url.endsWith(`/releases/mfe-events-feed/${segment(v.events2)}/mf-manifest.json`));
  await expect(eventsPanel(page.page)).toBeVisible();
  expect(page.log()).toEqual(['request', 'retry', 'request']);
  unhide(manifestFile);

  // The app's own chunk gone after a newer deployment: one retry, one more request for it, then the panel. Before the
  // retry the chunk was asked for once or twice: MF's runtime preloads an exposed module's chunks beside the remote's
  // entry, and webpack's own load reuses that script element while it is still in flight, else asks again.
  // The exposed module's own chunk: the last of `./app`'s (a chunk group lists the split chunks it needs before its
  // own; a remote's chunks are named by id, ADR 0094).
  const appChunk = manifest.exposes.find((exposed) => exposed.path === './app')?.assets.js.sync.at(-1);
  expect(appChunk, JSON.stringify(manifest.exposes)).toBeTruthy();
  hide(path.join(releaseDir, appChunk as string));
  page = await trackedPage(browser, (url) => url.endsWith(`/${appChunk}`));
  await expect(eventsPanel(page.page)).toBeVisible();
  const log = page.log();
  expect(log.filter((entry) => entry === 'retry')).toHaveLength(1);
  expect(log.slice(log.indexOf('retry'))).toEqual(['retry', 'request']);
  expect(log.indexOf('request')).toBeLessThan(log.indexOf('retry'));
  await expect(topBar(page.page).getByText('Log in', { exact: true })).toBeVisible();

  // Back in place, Retry loads the area.
  unhide(path.join(releaseDir, appChunk as string));
  await eventsPanel(page.page).getByRole('button', { name: /retry/i }).click();
  await expect(page.page.getByText(newSubtitle)).toBeVisible();
});

/**
 * A released file gone from the store, with the Brotli and gzip copies the build wrote beside it (the server sends a
 * copy when the browser takes one: issue 33.1), as a deployment half-way or a CDN's 404 would leave it.
 */
function hide(file: string) {
  for (const copy of [file, `${file}.br`, `${file}.gz`]) if (existsSync(copy)) renameSync(copy, `${copy}.away`);
}

function unhide(file: string) {
  for (const copy of [file, `${file}.br`, `${file}.gz`]) if (existsSync(`${copy}.away`)) renameSync(`${copy}.away`, copy);
}

/**
 * /events in a fresh browser, logging in order each request whose URL `matches` and each retry the shell announces
 * (`[fundnet] retrying … once`, federation.ts): what "exactly one automatic retry" is checked against.
 */
async function trackedPage(browser: Browser, matches: (url: string) => boolean) {
  const context = await browser.newContext({ baseURL: server.baseUrl });
  const page = await context.newPage();
  const log: Array<'request' | 'retry'> = [];
  page.on('request', (request) => {
    if (matches(request.url())) log.push('request');
  });
  page.on('console', (message) => {
    if (message.text().includes('[fundnet] retrying')) log.push('retry');
  });
  await page.goto('/events');
  return { page, log: () => [...log] };
}
