import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { collectConsoleErrors } from '../support/console-errors';
import { waitForOutbox } from '../support/outbox';
import { screenshot } from '../support/screenshots';

// The whole first-day journey of a fund manager, in the composed app against the real server:
// sign up → verification mail from the outbox → verify → onboarding creates a fund → create an investor
// profile → switch between them → sign out → log in again.
test('sign up, verify, onboard a fund, add an investor profile, switch, sign out and log in again', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const email = `gp-${randomUUID().slice(0, 8)}@example.test`;
  const password = 'Raise-Fund1!';
  const fundName = `Aurora Ventures ${randomUUID().slice(0, 4)}`;
  const investorName = `Aurora Family Office ${randomUUID().slice(0, 4)}`;

  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('checkbox', { name: /terms/i }).check();
  await screenshot(page, 'flow-01-signup');
  await page.getByRole('button', { name: /create.*account|sign up/i }).click();
  await expect(page).toHaveURL(/\/verifyEmail/);

  // Sign-up opens no session (it must not reveal whether the address had an account): the mailed code, typed
  // next to the address the page already holds, signs the new user in.
  const mail = await waitForOutbox('mail', email, 'verify-email');
  expect(mail.data?.link).toContain('/verifyEmail?code=');
  await expect(page.getByRole('textbox', { name: 'Email' }).first()).toHaveValue(email);
  await page.getByRole('textbox', { name: /verification code/i }).fill(mail.data!.code!);
  await screenshot(page, 'flow-01b-verify-code');
  await page.getByRole('button', { name: 'Confirm e-mail' }).click();
  // Confirmed: the app continues into onboarding by itself.
  await expect(page).toHaveURL(/\/join\/aboutYou/);
  await screenshot(page, 'flow-02-verified-onboarding');
  await page.getByRole('combobox', { name: /country of residence/i }).fill('Germ');
  await page.getByRole('option', { name: /^Germany/ }).click();
  await page.getByRole('combobox', { name: /what describes you best/i }).click();
  await page.getByRole('option').first().click();
  await screenshot(page, 'flow-03-about-you');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // SMS verification can wait.
  await expect(page).toHaveURL(/\/join\/smsVerification/);
  await page
    .getByRole('button', { name: /later|skip/i })
    .first()
    .click();

  await chooseProfileType(page, /^fund/i);
  await pickPointsOfInterest(page);
  await expect(page).toHaveURL(/\/join\/fund\/checkExistingProfiles/);
  await page.getByRole('textbox', { name: 'Fund name' }).fill(fundName);
  await screenshot(page, 'flow-04-name-fund');
  await page.getByRole('button', { name: 'Create fund' }).click();
  await expect(page).toHaveURL(/\/join\/fund\/quiz/);
  await page.getByRole('button', { name: /skip/i }).click();
  await expect(page).toHaveURL(/\/fund$/);
  await expect(page.locator('#fundnet-main')).toContainText(fundName);
  await expect(page.locator('#fundnet-main')).toContainText(/draft/i);
  await screenshot(page, 'flow-05-fund-page');

  // A second profile, an investor, through the switcher's "Create a profile".
  await page
    .getByRole('button', { name: /profile/i })
    .filter({ hasText: fundName })
    .click();
  await page.getByRole('menuitem', { name: /create a profile/i }).click();
  await chooseProfileType(page, /^investor/i);
  await pickPointsOfInterest(page);
  await page.getByRole('textbox', { name: 'Investment entity name' }).fill(investorName);
  await page.getByRole('button', { name: 'Create profile' }).click();
  await expect(page).toHaveURL(/\/join\/investor\/quiz/);
  await page.goto('/investor');
  await expect(page.locator('#fundnet-main')).toContainText(investorName);

  // Switch back to the fund without a page reload: the page follows the active profile.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page
    .getByRole('button', { name: /profile/i })
    .filter({ hasText: investorName })
    .click();
  await page.getByRole('menuitemradio', { name: new RegExp(fundName) }).click();
  await expect(page.getByRole('button', { name: /profile/i }).filter({ hasText: fundName })).toBeVisible();
  // The investor page refetched for the new active profile (a fund now), in the same document.
  await expect(page.locator('#fundnet-main')).not.toContainText(investorName);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await page.getByRole('link', { name: 'Fundnet home' }).click();
  await screenshot(page, 'flow-06-switched');

  // Sign out, then log in again.
  await page.getByRole('button', { name: /^Account menu of/ }).click();
  await page.getByRole('menuitem', { name: /sign out/i }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/(selectProfile|fund|investor)?$/);
  await screenshot(page, 'flow-07-logged-in-again');
  expect(errors).toEqual([]);
});

async function chooseProfileType(page: Page, type: RegExp) {
  await expect(page).toHaveURL(/\/join\/selectProfileType/);
  await page.getByRole('radio', { name: type }).first().check();
  await page.getByRole('button', { name: /continue|next/i }).click();
}

async function pickPointsOfInterest(page: Page) {
  await expect(page).toHaveURL(/pointsOfInterest/);
  await page.getByRole('combobox', { name: /points of interest/i }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save and continue' }).click();
}
