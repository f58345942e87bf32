import { expect, type Page, test } from '@playwright/test';
import { auth, demoAccounts, signedInPage } from '../support/accounts';
import { loadingStatus } from '../support/loading';

/**
 * The eleven pages users see most (the demo fund's own page among them since its density bar appears only once known),
 * compared with their committed baselines (e2e/visual-baselines/), so a page
 * that renders wrong fails the run. They run first (the "visual" project), on the freshly seeded demo
 * database, before any journey adds data. Regions that change from run to run (dates, counts of live data)
 * are masked. Update the baselines on purpose only: see the README, Tests.
 */

/** Waits until the page has settled: its heading shown, fonts loaded, no loading spinner, images decoded. */
async function settled(page: Page) {
  await expect(page.locator('#fundnet-main h1').first()).toBeVisible();
  // Loading spinners gone (a determinate progress bar, e.g. profile completeness, is content and stays), and no
  // "Loading…" status left: discovery's first results are card skeletons, not a spinner, which the wait above let
  // through. (A capture of /investor/discovery came out 136 px taller in one of stop 48's runs and passed its retry;
  // its images were gone, so the skeletons are the likely cause, not a proven one.)
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
  await expect(loadingStatus(page)).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => (image.complete ? null : image.decode().catch(() => null))));
  });
}

/** Dynamic regions: anything showing a date or time. */
const dynamic = (page: Page) => [page.locator('time'), page.locator('[data-dynamic]')];

async function compare(page: Page, route: string, name: string) {
  await page.goto(route);
  await settled(page);
  await showWholePage(page);
  await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: true, mask: dynamic(page) });
}

/** Window height beyond the page's own: what the page may still grow by without changing the capture's size. */
const WINDOW_SLACK = 24;

/**
 * Makes the window a little taller than the page before the screenshots. A full-page screenshot otherwise lays the page
 * out in a window of the page's height for each capture and back in between: what watches the window (the profile
 * pages' section navigation, parts that load near the screen) answered each resize, and on a loaded machine the fund's
 * own page came out 6 px taller every other capture, so no two screenshots matched. Laid out once at that size and
 * settled, it is captured as it stays. The slack pins the capture's size: the app's layout is at least as tall as the
 * window (min-height 100vh), so a page whose content still moves by a few pixels at its foot (the fund's own page
 * measured 11,235 and 11,241 px in turn under load, in two of stop 54's three runs, never on a quiet machine) is
 * captured at the window's height every time, and the few pixels that moved are within the tolerance.
 */
async function showWholePage(page: Page) {
  const { width } = page.viewportSize()!;
  let height = 0;
  // Until the page fits the window: a part rendered at the new size may make the page longer.
  for (let round = 0; round < 5; round++) {
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    if (pageHeight <= height) break;
    height = pageHeight + WINDOW_SLACK;
    await page.setViewportSize({ width, height });
    await settled(page);
  }
}

test.describe('signed out', () => {
  for (const [route, name] of [
    ['/', 'landing'],
    ['/login', 'login'],
    ['/signup', 'signup'],
    ['/about', 'about'],
  ] as const) {
    test(`${route} looks as it did`, async ({ page }) => {
      await compare(page, route, name);
    });
  }
});

test.describe('the demo user', () => {
  let token: string;
  let fund: { id: string; type: 'fund' };

  test.beforeAll(async ({ request }) => {
    const login = await request.post('/api/auth/login', { data: demoAccounts.user });
    expect(login.status()).toBe(200);
    token = ((await login.json()) as { token: string }).token;
    const mine = await request.get('/api/profiles/mine', { headers: auth(token) });
    const profiles = (await mine.json()) as { id: string; type: string }[] | { items: { id: string; type: string }[] };
    const list = Array.isArray(profiles) ? profiles : profiles.items;
    fund = { id: list.find((p) => p.type === 'fund')!.id, type: 'fund' };
  });

  for (const [route, name] of [
    ['/home', 'home'],
    ['/fund/discovery', 'fund-discovery'],
    ['/investor/discovery', 'investor-discovery'],
    ['/serviceProvider/discovery', 'provider-discovery'],
    ['/selectProfile', 'select-profile'],
    ['/userSettings', 'user-settings'],
    ['/fund', 'fund-own-page'],
  ] as const) {
    test(`${route} looks as it did`, async ({ browser }) => {
      const { context, page } = await signedInPage(browser, token, fund);
      try {
        await compare(page, route, name);
      } finally {
        await context.close();
      }
    });
  }
});
