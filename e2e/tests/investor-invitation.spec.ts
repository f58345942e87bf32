import { expect, test } from '@playwright/test';
import { auth, demoAccounts, password, short, signedInPage } from '../support/accounts';
import { collectConsoleErrors } from '../support/console-errors';
import { waitForOutbox } from '../support/outbox';
import { screenshot } from '../support/screenshots';

// Investor invitations (issue 15, part 5): the demo fund's owner sees the seeded invitations in every status, invites
// a new investor with a message, the investor opens the mailed link and creates their account with it, and the fund
// sees the invitation go from sent to opened to accepted.

test('a fund invites an investor by e-mail, the investor signs up with the link, the fund sees it accepted', async ({
  browser,
  request,
}) => {
  const demoLogin = await request.post('/api/auth/login', { data: demoAccounts.user });
  const { token } = (await demoLogin.json()) as { token: string };
  const mine = (await (await request.get('/api/profiles/mine', { headers: auth(token) })).json()) as Array<{ id: string; type: string }>;
  const fund = mine.find((profile) => profile.type === 'fund')!;

  const owner = await signedInPage(browser, token, { id: fund.id, type: 'fund' });
  await owner.page.goto('/settings/invitations');
  const list = owner.page.getByRole('list', { name: 'Investor invitations' });
  for (const status of ['Sent', 'Opened', 'Accepted', 'Expired', 'Revoked'])
    await expect(list.getByText(status, { exact: true }).first()).toBeVisible();
  await screenshot(owner.page, 'investor-invitation-01-manage');

  const email = `nora-${short()}@example.test`;
  await owner.page.goto('/settings/inviteInvestors');
  await owner.page.getByRole('combobox', { name: /e-mail addresses/ }).fill(`${email}, second-${short()}@example.test`);
  await owner.page.getByRole('combobox', { name: /e-mail addresses/ }).press('Enter');
  await owner.page.getByRole('textbox', { name: /Message/ }).fill('We are raising our second fund and would value your view.');
  await screenshot(owner.page, 'investor-invitation-02-invite');
  await owner.page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(owner.page.getByText('2 invitations sent')).toBeVisible();

  const mail = await waitForOutbox('mail', email, 'investor-invitation');
  expect(mail.text).toContain('We are raising our second fund and would value your view.');
  const link = new URL(mail.data!.link!);
  const investorContext = await browser.newContext();
  const investorPage = await investorContext.newPage();
  const investorErrors = collectConsoleErrors(investorPage);
  await investorPage.goto(link.pathname + link.search);
  await expect(investorPage.getByText('We are raising our second fund and would value your view.')).toBeVisible();
  await investorPage.getByRole('textbox', { name: /first name/i }).fill('Nora');
  await investorPage.getByRole('textbox', { name: /last name/i }).fill('Newcomer');
  await investorPage
    .getByLabel(/^password/i, { exact: false })
    .first()
    .fill(password);
  await investorPage.getByRole('checkbox', { name: /i accept the terms/i }).check();
  await screenshot(investorPage, 'investor-invitation-03-accept');
  await investorPage.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(investorPage).not.toHaveURL(/\/invitation/);

  await owner.page.goto('/settings/invitations');
  const row = owner.page.getByRole('listitem').filter({ hasText: email });
  await expect(row.getByText('Accepted', { exact: true })).toBeVisible();
  await screenshot(owner.page, 'investor-invitation-04-accepted');

  expect(owner.errors).toEqual([]);
  expect(investorErrors).toEqual([]);
  await owner.context.close();
  await investorContext.close();
});
