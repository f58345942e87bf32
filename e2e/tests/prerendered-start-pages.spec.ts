import { expect, type Page, test } from '@playwright/test';
import { password, signedInPage, signUp } from '../support/accounts';
import { collectConsoleErrors } from '../support/console-errors';
import { PHONE_WIDTH } from '../support/phone-width';
import { screenshot } from '../support/screenshots';

// The shell's signed-out start pages come rendered in their HTML and are hydrated (issue 33, ADR 0101): the page is
// there before any script has run, the scripts take it over without drawing it again, and a visitor who types before
// they have run loses nothing. Anyone the signed-out page would be wrong for never sees it.

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
  let releaseScripts = () => {};
  const held = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route('**/main.js', async (route) => {
    await held;
    await route.continue();
  });

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
