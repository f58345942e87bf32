import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { auth, demoAccounts, demoAdminToken, password, short, signedInPage, signUp } from '../support/accounts';
import { collectConsoleErrors } from '../support/console-errors';
import { recordIntlUse } from '../support/intl-use';
import { PHONE_WIDTH } from '../support/phone-width';
import { screenshot } from '../support/screenshots';

// The signed-out start pages come rendered in their HTML and are hydrated (issue 33): the shell's at build time (ADR
// 0101), the landing page, the discovery lists and a published profile's page per request by the API's render service
// (ADR 0102, ADR 0104). The page is there before any script has run, the scripts take it over without drawing it again,
// and a visitor who types before they have run loses nothing.
// Anyone the signed-out page would be wrong for never sees it.

/** Counts, from the page's first byte on, the elements of the prerendered page that something took out of it. */
async function countReplacedElements(page: Page) {
  await page.addInitScript(() => {
    const counter = window as unknown as { replacedPrerendered: number };
    counter.replacedPrerendered = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.matches('h1, header, form') || node.querySelector('h1, form')))
            counter.replacedPrerendered++;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { replacedPrerendered: number }).replacedPrerendered);
}

/** Holds back the page's requests for `pattern` until the returned function is called. */
async function holdBack(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * A new account signing in on a phone, with every address the tab's page went to recorded: `fieldsInAddresses` lists
 * those that carry the sign-in's fields (the browser's own submit of the form puts them in the query).
 */
async function signingInOnAPhone(browser: Browser, request: APIRequestContext, firstName: string, lastName: string) {
  const account = await signUp(request, firstName, lastName);
  const context = await browser.newContext({ viewport: { width: PHONE_WIDTH, height: 844 } });
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  const fieldsInAddresses = () =>
    addresses.filter((address) => address.includes('password') || address.includes(encodeURIComponent(account.email)));
  return { account, context, page, errors, fieldsInAddresses };
}

test('a visitor on a phone signs in on the prerendered /login, typing before its scripts ran, and loses nothing', async ({
  browser,
  request,
}) => {
  const account = await signUp(request, 'Early', 'Typist');
  const context = await browser.newContext({ viewport: { width: PHONE_WIDTH, height: 844 } });
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  const replaced = await countReplacedElements(page);
  // The page's main script held back: what shows until it runs is the HTML alone.
  const releaseScripts = await holdBack(page, '**/main.js');

  // Not 'domcontentloaded': the page's deferred scripts run before that event, and main.js is held.
  const response = await page.goto('/login', { waitUntil: 'commit' });
  expect(await response?.text()).toContain('Log in to Fundnet</h1>');
  await expect(page.getByRole('heading', { name: 'Log in to Fundnet' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await page.getByLabel('Password', { exact: false }).first().focus();

  releaseScripts();
  // Hydrated: the page's app took the region over (its marker goes as it mounts) and its fields hold what was typed.
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(account.email);
  await expect(page.getByLabel('Password', { exact: false }).first()).toHaveValue(password);
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  await expect(page.getByLabel('Password', { exact: false }).first()).toBeFocused();
  expect(await replaced()).toBe(0);
  await screenshot(page, 'prerendered-login-typed-early-390');

  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  // "Remember me" was taken: the session is kept beyond this tab.
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  expect(errors).toEqual([]);
  await context.close();
});

test('a visitor who presses "Log in" before the scripts ran is signed in once they have, and the password never goes into the address', async ({
  browser,
  request,
}) => {
  const { account, context, page, errors, fieldsInAddresses } = await signingInOnAPhone(browser, request, 'Quick', 'Presser');
  const releaseScripts = await holdBack(page, '**/main.js');
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  // The page's gate held the browser's own submit: still /login, with nothing in its query.
  await expect(page.locator('form[data-submit-held]')).toHaveCount(1);
  expect(new URL(page.url()).search).toBe('');

  releaseScripts();
  await expect(page).not.toHaveURL(/\/login/);
  expect(fieldsInAddresses()).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('a visitor who presses "Log in" while the page hydrates (its region taken, its code still arriving) is signed in once, and the password never goes into the address', async ({
  browser,
  request,
}) => {
  const { account, context, page, errors, fieldsInAddresses } = await signingInOnAPhone(browser, request, 'Hydration', 'Presser');
  const signIns: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/auth/login')) signIns.push(sent.method());
  });
  // The page's code split into chunks, let through one at a time: the app takes its region (the marker goes as it
  // mounts) before the chunks its form's route needs have arrived, so there is a moment the form is neither the
  // browser's alone nor React's yet. A press then was, until the gate held it too, a GET with the password in the query.
  const waiting: (() => void)[] = [];
  await page.route(/\/\d+\.[0-9a-f]+\.js$/, async (route) => {
    await new Promise<void>((resolve) => waiting.push(resolve));
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  const form = page.locator('form');
  const stillMarked = () => form.evaluate((element) => element.closest('[data-prerendered]') !== null);
  await expect(async () => {
    if (await stillMarked()) waiting.shift()?.();
    expect(await stillMarked()).toBe(false);
  }).toPass({ intervals: [50] });
  // The moment this test is about (if a build ever hydrates the form with its region, it has no such moment to test).
  expect(await form.evaluate((element) => element.hasAttribute('data-form-ready'))).toBe(false);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.locator('form[data-submit-held]')).toHaveCount(1);
  expect(new URL(page.url()).search).toBe('');

  const releaseAll = setInterval(() => {
    while (waiting.length > 0) waiting.shift()?.();
  }, 20);
  await expect(page).not.toHaveURL(/\/login/);
  clearInterval(releaseAll);
  expect(fieldsInAddresses()).toEqual([]);
  expect(signIns).toEqual(['POST']); // once: React never saw the held press, the form sent it
  expect(errors).toEqual([]);
  await context.close();
});

test('the landing page comes rendered by the server with the headline published a moment ago, and hydrates as it is', async ({
  browser,
  request,
}) => {
  // An administrator replaces the headline (a managed text): the next visitor's HTML has it, no release needed.
  const adminToken = await demoAdminToken(request);
  const headline = `Raise your next fund where LPs look ${short()}`;
  const published = await request.post('/api/content', {
    headers: auth(adminToken),
    data: { slug: 'home.hero', title: headline, body: 'Funds, investors and service providers in one network.', published: true },
  });
  expect(published.ok()).toBe(true);
  try {
    const context = await browser.newContext({ viewport: { width: PHONE_WIDTH, height: 844 } });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    const replaced = await countReplacedElements(page);
    const intlUse = await recordIntlUse(page);
    // The discovery area's scripts held back: what shows until they run is the HTML alone.
    const releaseArea = await holdBack(page, '**/remotes/mfe-discovery/**');

    // The featured funds as a visitor's search finds them now: their cards come in the page too.
    const featuredAnswer = await request.get('/api/fund-info/discovery-public?featuredOnly=true&skip=0&take=10');
    const firstFeatured = ((await featuredAnswer.json()) as { items: { name: string }[] }).items[0]!.name;

    const response = await page.goto('/', { waitUntil: 'commit' });
    expect(await response?.text()).toContain(`${headline}</h1>`);
    await expect(page.getByRole('heading', { level: 1, name: headline })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore funds' })).toBeVisible();
    // The network's figures came with the page, not their placeholders.
    const figures = page.getByRole('region', { name: 'The network today' });
    await expect(figures).toHaveAttribute('aria-busy', 'false');
    await expect(figures.getByText('Funds', { exact: true })).toBeVisible();
    const featuredBefore = page.getByRole('region', { name: 'Featured funds' });
    await expect(featuredBefore).toHaveAttribute('aria-busy', 'false');
    await expect(featuredBefore.getByRole('link', { name: firstFeatured }).first()).toBeAttached();
    await screenshot(page, 'rendered-landing-before-scripts-390');

    releaseArea();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    // Hydrated: the page works (its links navigate in the app).
    await expect(page.getByRole('heading', { level: 2, name: 'Featured funds' })).toBeVisible();
    expect(await replaced()).toBe(0);
    // Its figures and the featured funds' cards (hydrated as they came) written without Intl: no locale data loaded in a
    // long task.
    const featured = page.getByRole('region', { name: 'Featured funds' });
    await expect(featured).toHaveAttribute('aria-busy', 'false');
    await expect(featured.getByRole('listitem').first().getByRole('link').first()).toBeVisible();
    expect(await intlUse()).toEqual([]);
    await screenshot(page, 'rendered-landing-hydrated-390');
    await page.getByRole('link', { name: 'Explore funds' }).click();
    await expect(page).toHaveURL(/\/fund\/discovery$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  } finally {
    await request.delete('/api/content/home.hero', { headers: auth(adminToken) });
  }
});

test('a visitor opens the funds list rendered by the server with its first results, and it hydrates as it is', async ({
  browser,
  request,
}) => {
  // What the list shows a visitor now: its first card and its count are in the page's HTML.
  const answer = await request.get('/api/fund-info/discovery-public?skip=0&take=10');
  const { items, total } = (await answer.json()) as { items: { name: string }[]; total: number };
  expect(items.length).toBeGreaterThan(1);
  const [first, second] = [items[0]!.name, items[1]!.name];

  const phone = await browser.newContext({ viewport: { width: PHONE_WIDTH, height: 844 } });
  const phonePage = await phone.newPage();
  await holdBack(phonePage, '**/remotes/mfe-discovery/**');
  const phoneResponse = await phonePage.goto('/fund/discovery', { waitUntil: 'commit' });
  const html = (await phoneResponse?.text()) ?? '';
  expect(html).toContain(first);
  expect(html).toContain(`${total} funds`);
  // Every part in its place: no loading state, nothing to be swapped in by a script the page's policy would block.
  expect(html).not.toContain('Loading…');
  await expect(phonePage.getByRole('heading', { level: 1, name: 'Discover funds' })).toBeVisible();
  await expect(phonePage.getByRole('button', { name: 'Show filters' })).toBeVisible();
  await expect(phonePage.getByText(first, { exact: true })).toBeVisible();
  expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE_WIDTH);
  await screenshot(phonePage, 'rendered-fund-discovery-before-scripts-390');
  await phone.close();

  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  const replaced = await countReplacedElements(page);
  const intlUse = await recordIntlUse(page);
  const releaseArea = await holdBack(page, '**/remotes/mfe-discovery/**');
  await page.goto('/fund/discovery', { waitUntil: 'commit' });
  await expect(page.getByText(second, { exact: true })).toBeVisible();
  await screenshot(page, 'rendered-fund-discovery-before-scripts-1366');

  releaseArea();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  // Hydrated: the filters beside the results come after the first paint, and the cards still show what was read.
  await expect(page.getByRole('combobox').first()).toBeVisible();
  await expect(page.getByText(first, { exact: true })).toBeVisible();
  expect(await replaced()).toBe(0);
  // The cards' counts and amounts written without Intl.
  expect(await intlUse()).toEqual([]);
  await screenshot(page, 'rendered-fund-discovery-hydrated-1366');
  // The list works in the app: a result opens its fund's page.
  await page.getByRole('link', { name: first }).first().click();
  await expect(page).not.toHaveURL(/\/fund\/discovery$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('a visitor opens a published fund’s page rendered by the server, folded for a phone, and it hydrates as it is', async ({
  browser,
}) => {
  // A demo fund with more general details than either fold shows (ADR 0104).
  const address = '/fund/northwind-ventures-ii';
  const moreDetails = /^Show \d+ more details?$/;
  // The fund's details card, the first section: later sections reveal after hydration with folds of their own.
  const fundDetails = (tab: Page) => tab.getByRole('region', { name: 'Fund details' });

  const phone = await browser.newContext({ viewport: { width: PHONE_WIDTH, height: 844 } });
  const page = await phone.newPage();
  const errors = collectConsoleErrors(page);
  const replaced = await countReplacedElements(page);
  const intlUse = await recordIntlUse(page);
  // The profiles area's scripts held back: what shows until they run is the HTML alone.
  const releaseArea = await holdBack(page, '**/remotes/mfe-profiles/**');
  const response = await page.goto(address, { waitUntil: 'commit' });
  const html = (await response?.text()) ?? '';
  expect(html).toContain('Northwind Ventures II</h1>');
  expect(html).not.toContain('Loading the fund');
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Ventures II' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'General' })).toBeVisible();
  // The fund's button above the sections is there too: arriving later, it would push the page down.
  await expect(page.getByRole('link', { name: 'Book a 30-minute intro call' })).toBeVisible();
  // A phone's fold is deeper than a wide screen's, drawn by CSS alone (the server knows no screen width).
  const phoneFold = await fundDetails(page).getByRole('button', { name: moreDetails }).textContent();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE_WIDTH);
  await screenshot(page, 'rendered-fund-page-before-scripts-390');

  releaseArea();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  expect(await replaced()).toBe(0);
  // Its first load formats everything without the browser's locale data (ADR 0104): no long task to load it.
  expect(await intlUse()).toEqual([]);
  // Hydrated: the fold opens.
  await fundDetails(page).getByRole('button', { name: phoneFold! }).click();
  await expect(fundDetails(page).getByRole('button', { name: moreDetails })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE_WIDTH);
  await screenshot(page, 'rendered-fund-page-hydrated-390');
  expect(errors).toEqual([]);
  await phone.close();

  const wide = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const widePage = await wide.newPage();
  await holdBack(widePage, '**/remotes/mfe-profiles/**');
  await widePage.goto(address, { waitUntil: 'commit' });
  await expect(widePage.getByRole('heading', { level: 1, name: 'Northwind Ventures II' })).toBeVisible();
  const wideFold = await fundDetails(widePage).getByRole('button', { name: moreDetails }).textContent();
  expect(Number(/\d+/.exec(wideFold!)![0])).toBeLessThan(Number(/\d+/.exec(phoneFold!)![0]));
  await wide.close();
});

test('a share link’s visitor, past its gate, reloads and gets the page rendered by the server, hydrated as it is', async ({
  browser,
  request,
}) => {
  // ADR 0106: the visitor token is kept in a cookie scoped to the link's page, so its next load comes rendered.
  const login = await request.post('/api/auth/login', { data: { email: demoAccounts.user.email, password: demoAccounts.user.password } });
  const { token } = (await login.json()) as { token: string };
  const me = (await (await request.get('/api/users/get-me', { headers: auth(token) })).json()) as {
    profiles: { id: string; type: string }[];
  };
  const fund = me.profiles.find((profile) => profile.type === 'fund')!;
  const created = await request.post('/api/fund-custom-profile-link/create', {
    headers: auth(token, fund.id),
    data: {
      name: `Rendered for the visitor ${short()}`,
      accessMode: 'AnyoneEnteringAnEmail',
      scope: ['fund-details', 'overview'],
      permissionNames: ['view'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const address = new URL(((await created.json()) as { url: string }).url).pathname;

  const phone = await browser.newContext({ viewport: { width: PHONE_WIDTH, height: 844 } });
  const page = await phone.newPage();
  const errors = collectConsoleErrors(page);
  // The first visit meets the gate, rendered in the browser: the HTML has no profile.
  const first = await page.goto(address);
  expect(await first?.text()).not.toContain('Northwind Ventures II</h1>');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(`rendered-${short()}@allocator.example`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();

  // A reload, the profiles area's scripts held back: the page is the HTML alone, and it is the profile.
  const replaced = await countReplacedElements(page);
  const releaseArea = await holdBack(page, '**/remotes/mfe-profiles/**');
  const reloaded = await page.reload({ waitUntil: 'commit' });
  expect(reloaded?.headers()['cache-control']).toBe('private, no-store');
  expect(await reloaded?.text()).toContain('Northwind Ventures II</h1>');
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Ventures II' })).toBeVisible();
  // Its first section; the later ones are revealed a few at a time once hydrated (ADR 0098).
  await expect(page.getByRole('heading', { level: 2, name: 'General' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE_WIDTH);
  await screenshot(page, 'rendered-share-link-before-scripts-390');

  releaseArea();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  expect(await replaced()).toBe(0);
  // Hydrated: "I'm interested" opens its form.
  await page.getByRole('button', { name: 'I’m interested' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await screenshot(page, 'rendered-share-link-hydrated-390');
  expect(errors).toEqual([]);

  // Another tab of the same browser session opens the link past its gate too; another browser meets the gate.
  const secondTab = await phone.newPage();
  const again = await secondTab.goto(address);
  expect(await again?.text()).toContain('Northwind Ventures II</h1>');
  await expect(secondTab.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await phone.close();
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(address);
  await expect(strangerPage.getByRole('textbox', { name: 'E-mail address' })).toBeVisible();
  await stranger.close();
});

test('a signed-in person opening a prerendered address never sees the signed-out page', async ({ browser, request }) => {
  const account = await signUp(request, 'Signed', 'Member');
  const { context, page, errors } = await signedInPage(browser, account.token);
  const signedOutBar = page.getByRole('banner').getByRole('link', { name: 'Sign up' });
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  // The head's gate ran before the body: the prerendered regions are hidden from the first paint.
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-client-render'))).toBe(true);
  await expect(signedOutBar).toBeHidden();
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About Fundnet', level: 1 })).toBeVisible();
  await expect(signedOutBar).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('a member who turns on dark mode on a page the server rendered gets the whole page dark, and light again', async ({
  browser,
  request,
}) => {
  // The server renders a page light (its baseline: the page's background and text colours); the member's mode wins.
  const account = await signUp(request, 'Dark', 'Mode');
  const { context, page, errors } = await signedInPage(browser, account.token);
  await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
  const pageColours = () =>
    page.evaluate(() => [getComputedStyle(document.body).backgroundColor, getComputedStyle(document.documentElement).colorScheme]);
  const baselines = page.locator('style[data-baseline-styles]');
  const response = await page.goto('/fund/discovery');
  expect(await response?.text()).toContain('data-baseline-styles');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover funds' })).toBeVisible();
  expect(await pageColours()).toEqual(['rgb(244, 246, 249)', 'light']);

  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitemcheckbox', { name: /Dark mode/ }).click();
  await expect.poll(pageColours).toEqual(['rgb(14, 21, 29)', 'dark']);
  await expect(baselines).toHaveCount(1);
  await page.keyboard.press('Escape');
  await screenshot(page, 'rendered-fund-discovery-dark-mode-390');

  // A reload comes rendered light again; the stored mode takes the page dark before it is shown (the gate) and after.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Discover funds' })).toBeVisible();
  expect(await pageColours()).toEqual(['rgb(14, 21, 29)', 'dark']);
  await expect(baselines).toHaveCount(1);

  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitemcheckbox', { name: /Dark mode/ }).click();
  await expect.poll(pageColours).toEqual(['rgb(244, 246, 249)', 'light']);
  await expect(baselines).toHaveCount(1);
  expect(errors).toEqual([]);
  await context.close();
});
