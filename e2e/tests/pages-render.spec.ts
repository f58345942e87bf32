import { test as base, expect, type Page } from '@playwright/test';
import { collectConsoleErrors } from '../support/console-errors';
import { expectNoSidewaysScroll, PHONE_WIDTH } from '../support/phone-width';
import { screenshot } from '../support/screenshots';

// Every shell route of ARCHITECTURE §3 and each remote's first page render a heading, with no console error, and fit a
// phone: none scrolls sideways at 390 px (issue 34.11).
const shellRoutes = [
  '/login',
  '/signup',
  '/resetPassword',
  '/newPassword?code=abcdefabcdef',
  '/verifyEmail',
  '/verifyClaim?code=abcdef123456',
  '/verifyIntroduction?code=abcdef123456',
  '/verifyRequestAccess?code=abcdef123456',
  '/claimFinalStep',
  '/smsCode',
  '/join',
  '/code',
  '/apply',
  '/invitation?code=abcdef123456&type=investor',
  '/getStarted',
  '/investorJoin',
  '/qualificationInvestor',
  '/selectProfile',
  '/about',
  '/contact',
  '/learn',
  '/help-center',
  '/privacyPolicy',
  '/imprint',
  '/terms',
  '/404',
  '/no-such-page',
];
const remotePages = [
  '/',
  '/home',
  '/welcome',
  '/lpAndAllocator',
  '/gpsAndVcFunds',
  '/serviceProviders',
  '/fund/discovery',
  '/investor/discovery',
  '/serviceProvider/discovery',
  '/fund',
  '/investor',
  '/serviceProvider',
  '/userSettings',
  '/dataRoom',
  '/settings/portfolioAndTrackRecords',
  '/graduationRates',
  '/commitmentsAndBook',
  '/feed',
  '/events',
  '/admin',
];

// The pages whose signed-out first state a story of the composed Storybook shows: their axe check runs over that story
// (e2e/stories), not again here (support/screenshots.ts). The rest are checked here.
const storyOf: Record<string, string> = {
  '/login': 'shell-shell-auth--login',
  '/signup': 'shell-shell-auth--signup',
  '/resetPassword': 'shell-shell-auth--reset-password',
  '/newPassword?code=abcdefabcdef': 'shell-shell-auth--new-password',
  '/smsCode': 'shell-shell-auth--sms-code',
  '/code': 'shell-shell-auth--code',
  '/getStarted': 'shell-shell-onboarding--get-started',
  '/investorJoin': 'shell-shell-onboarding--investor-join',
  '/qualificationInvestor': 'shell-shell-onboarding--qualification-investor',
  '/selectProfile': 'shell-shell-onboarding--select-profile-signed-out',
  '/': 'discovery-discovery-landing--filled',
  '/fund/discovery': 'discovery-discovery-discovery-pages--funds-filled',
  '/investor/discovery': 'discovery-discovery-discovery-pages--investors',
  '/serviceProvider/discovery': 'discovery-discovery-discovery-pages--service-providers',
};

/**
 * One signed-out browser page per worker, loaded afresh for every route (a full navigation, not a click): its HTTP and
 * compiled-script caches carry over as a visitor's would, so each route pays for its own render, not for fetching and
 * compiling the shell again (every route in a new browser context took 163 s of worker time in stop 54's run). Every
 * test still starts at a desktop width with its own console listener.
 */
const test = base.extend<{ routePage: Page }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, storageState } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, storageState });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  routePage: async ({ workerPage, viewport }, use) => {
    if (viewport) await workerPage.setViewportSize(viewport);
    await use(workerPage);
    workerPage.removeAllListeners('console');
    workerPage.removeAllListeners('pageerror');
  },
});

for (const route of [...shellRoutes, ...remotePages]) {
  test(`renders ${route}`, async ({ routePage: page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(route);
    await expect(page.locator('#fundnet-main h1').first()).toBeVisible();
    await expect(page.locator('#fundnet-topbar')).not.toBeEmpty();
    await expect(page.locator('[data-remote-error]')).toHaveCount(0);
    await screenshot(page, `page${route === '/' ? '-home' : route}`, { story: storyOf[route] });
    // The same page on a phone, after the wide checks: resized in place (support/phone-width.ts).
    await test.step(`fits ${PHONE_WIDTH} px`, () => expectNoSidewaysScroll(page));
    // A made-up code is refused by the API (400/404/410) and the page says so; the browser logs that refusal itself.
    const refusedCode = /code=/.test(route) ? /Failed to load resource: the server responded with a status of 4\d\d/ : null;
    expect(errors.filter((error) => !refusedCode?.test(error))).toEqual([]);
  });
}

test("discovery's visitor note: its buttons beside the message on a wide screen, under it on a phone", async ({ routePage: page }) => {
  const note = page.getByRole('note').filter({ hasText: 'You are browsing as a visitor' });
  const boxes = async () => {
    await expect(note.getByRole('link', { name: 'Sign in' })).toBeVisible();
    const [message, button, whole] = await Promise.all([
      note.locator('.MuiAlert-message').boundingBox(),
      note.getByRole('link', { name: 'Sign in' }).boundingBox(),
      note.boundingBox(),
    ]);
    return { message: message!, button: button!, whole: whole! };
  };
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/fund/discovery');
  const wide = await boxes();
  expect(wide.button.y).toBeLessThan(wide.message.y + wide.message.height);
  // On a phone the message keeps the note's width instead of a column of six lines beside the buttons.
  await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
  const phone = await boxes();
  expect(phone.button.y).toBeGreaterThanOrEqual(phone.message.y + phone.message.height - 1);
  expect(phone.message.width).toBeGreaterThan(phone.whole.width * 0.7);
});
