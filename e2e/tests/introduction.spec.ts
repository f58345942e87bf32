import { expect, test } from '@playwright/test';
import { auth, demoAccounts, signedInPage, signUp, short } from '../support/accounts';
import { collectConsoleErrors } from '../support/console-errors';
import { waitForOutbox } from '../support/outbox';
import { screenshot } from '../support/screenshots';

// Double opt-in introduction (issue 15, part 6): an investor asks to be introduced to the demo fund from the fund's
// page; the fund's owner gets a private mail, opens its link in a browser where nobody is signed in (opening changes
// nothing) and accepts; only then are both sides mailed each other's contact, and the investor sees it on /getIntroduce.

test('an investor requests an introduction to the demo fund, the owner accepts by the mailed link, both are mailed', async ({
  browser,
  request,
}) => {
  const demoLogin = await request.post('/api/auth/login', { data: demoAccounts.user });
  expect(demoLogin.status(), await demoLogin.text()).toBe(200);
  const { token: demoToken } = (await demoLogin.json()) as { token: string };
  const mine = (await (await request.get('/api/profiles/mine', { headers: auth(demoToken) })).json()) as Array<{
    type: string;
    name: string;
    slug: string;
  }>;
  const fund = mine.find((profile) => profile.type === 'fund')!;

  const investor = await signUp(request, 'Ingrid', 'Larsen');
  const investorName = `Larsen Family Office ${short()}`;
  const created = await request.post('/api/investor-info', { headers: auth(investor.token), data: { name: investorName } });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const investorProfile = ((await created.json()) as { profile: { id: string } }).profile;

  // The investor asks from the fund's page.
  const asker = await signedInPage(browser, investor.token, { id: investorProfile.id, type: 'investor' });
  await asker.page.goto(`/fund/${fund.slug}`);
  await expect(asker.page.getByRole('heading', { name: fund.name, level: 1 })).toBeVisible();
  await asker.page.getByRole('link', { name: `Request an introduction to ${fund.name}` }).click();
  await expect(asker.page).toHaveURL(/\/getIntroduce\?fundId=/);
  await expect(asker.page.getByRole('heading', { name: `Request an introduction to ${fund.name}` })).toBeVisible();
  await asker.page
    .getByRole('textbox', { name: /Message/ })
    .fill('We allocate to emerging venture managers in Northern Europe and would like to meet your team.');
  await screenshot(asker.page, 'introduction-01-request');
  await asker.page.getByRole('button', { name: 'Send the request' }).click();
  const sent = asker.page.getByRole('list', { name: 'Introductions you requested' });
  await expect(sent.getByRole('link', { name: fund.name })).toBeVisible();
  await expect(sent.getByText('Waiting for an answer')).toBeVisible();
  await screenshot(asker.page, 'introduction-02-requested');

  // The fund's owner (the demo user) gets the private mail; its link opens a page that only reads the request.
  const mail = await waitForOutbox('mail', demoAccounts.user.email, 'introduction-request');
  expect(mail.text).toContain('Do you accept this introduction?');
  expect(mail.text).not.toContain(investor.email);
  const link = new URL(mail.data!.link!);
  expect(link.pathname).toBe('/verifyIntroduction');
  const scanner = await request.get(`/api/introduction/verify?code=${encodeURIComponent(link.searchParams.get('code')!)}`);
  expect(((await scanner.json()) as { status: string }).status).toBe('requested');

  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  const ownerErrors = collectConsoleErrors(ownerPage);
  await ownerPage.goto(link.pathname + link.search);
  await expect(ownerPage.getByRole('heading', { name: 'Do you accept this introduction?' })).toBeVisible();
  await expect(ownerPage.getByText(`Ingrid Larsen of ${investorName} (Investor) asks to be introduced to ${fund.name}.`)).toBeVisible();
  await screenshot(ownerPage, 'introduction-03-verify');
  await ownerPage.getByRole('button', { name: 'Accept the introduction' }).click();
  await expect(ownerPage.getByRole('heading', { name: 'You have been introduced' })).toBeVisible();
  await screenshot(ownerPage, 'introduction-04-accepted');

  // Both sides are mailed the other's contact.
  const toInvestor = await waitForOutbox('mail', investor.email, 'introduction-made');
  expect(toInvestor.text).toContain(demoAccounts.user.email);
  const toOwner = await waitForOutbox('mail', demoAccounts.user.email, 'introduction-made');
  expect(toOwner.text).toContain(investor.email);

  // The investor's list shows the introduction with the fund's contact.
  await asker.page.reload();
  await expect(sent.getByText('Introduced')).toBeVisible();
  await expect(sent.getByRole('link', { name: demoAccounts.user.email })).toBeVisible();
  await screenshot(asker.page, 'introduction-05-introduced');

  expect(asker.errors).toEqual([]);
  expect(ownerErrors).toEqual([]);
  await asker.context.close();
  await ownerContext.close();
});
