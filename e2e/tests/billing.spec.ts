import { expect, test } from '@playwright/test';
import { adminPage, auth, createFund, short, signedInPage, signUp } from '../support/accounts';
import { screenshot } from '../support/screenshots';

// On the embedded default (manual invoices): a fund owner finds the plans from the landing page, chooses
// Professional yearly in Billing and receives the invoice (PDF); the administrator marks it paid; the share link the
// Starter plan refused is created; the owner downgrades and sees the date it takes effect.

test('a fund owner subscribes yearly, the administrator marks the invoice paid, the gated feature opens, the owner downgrades at renewal', async ({
  browser,
  request,
}) => {
  const owner = await signUp(request, 'Billie', 'Owner');
  const fundName = `Harbour Capital ${short()}`;
  const fund = await createFund(request, owner.token, fundName);
  const headers = auth(owner.token, { id: fund.id, type: 'fund' });
  const link = (name: string) =>
    request.post('/api/fund-custom-profile-link/create', {
      headers,
      data: { name, accessMode: 'AnyoneWithLink', scope: ['overview'], permissions: { canView: true } },
    });
  for (const name of ['LP one', 'LP two', 'LP three']) expect((await link(name)).status()).toBe(201);
  const refused = await link('LP four');
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toContain('Starter plan includes 3 share links');

  // The plans, reached from the landing page for funds.
  const { page, errors } = await signedInPage(browser, owner.token, { id: fund.id, type: 'fund' });
  await page.goto('/gpsAndVcFunds');
  await page.getByRole('link', { name: 'See plans and prices' }).click();
  await expect(page).toHaveURL(/\/membershipPlans\/funds$/);
  await expect(page.getByRole('heading', { name: 'Membership plans for funds' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Professional' })).toContainText('€1,490');
  // Without a card provider configured, the page says payment is by invoice (issue 34.14).
  await expect(page.getByText(/Payment is by invoice: you receive an invoice to pay by bank transfer/)).toBeVisible();
  await screenshot(page, 'billing-01-plans');
  await page.getByRole('link', { name: 'Choose Professional in Billing' }).click();

  // Billing: Starter, 3 of 3 share links; Professional yearly, as chosen on the plans page, is open at once, and the
  // first invoice asks who it is made out to before the plan is confirmed.
  await expect(page).toHaveURL(/\/settings\/billing$/);
  await expect(page.getByTestId('effective-plan')).toHaveText('Starter');
  await expect(page.getByTestId('usage-shareLinks')).toContainText('3 of 3');
  const dialog = page.getByRole('dialog', { name: 'Subscribe to Professional' });
  await expect(dialog).toContainText('Who is the invoice made out to?');
  await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill('Seestrasse 1');
  await dialog.getByRole('textbox', { name: 'Postal code' }).fill('8002');
  await dialog.getByRole('textbox', { name: 'City' }).fill('Zurich');
  await dialog.getByRole('textbox', { name: 'Country' }).fill('Switzerland');
  await dialog.getByRole('button', { name: 'Save and continue' }).click();
  await expect(dialog).toContainText('billed yearly: €1,490.00');
  await expect(dialog).toContainText('Payment is by invoice: you receive an invoice to pay by bank transfer');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/Invoice FN-\d{6}-[0-9A-F]{8} issued: €1,490\.00/)).toBeVisible();
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.getByRole('row')).toHaveCount(2);
  await expect(invoices).toContainText('Open');
  await expect(page.getByText('starts when its first invoice is paid')).toBeVisible();
  const invoiceNumber = (await invoices.getByRole('row').nth(1).getByRole('cell').first().textContent())!.trim();
  const download = page.waitForEvent('download');
  await invoices.getByRole('button', { name: `Download invoice ${invoiceNumber} (PDF)` }).click();
  expect((await download).suggestedFilename()).toBe(`invoice-${invoiceNumber}.pdf`);
  await screenshot(page, 'billing-02-invoice-issued');
  expect((await link('LP four')).status()).toBe(403);

  // The administrator marks it paid.
  const admin = await adminPage(browser);
  await admin.page.goto('/admin/billing');
  const row = admin.page.getByRole('row', { name: `Invoice ${invoiceNumber}` });
  await expect(row).toContainText(fundName);
  await row.getByRole('button', { name: 'Mark paid' }).click();
  await admin.page.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
  await expect(admin.page.getByText(`Invoice ${invoiceNumber} marked paid.`)).toBeVisible();
  // The fund's plan as the administrator sees it (the profile link of an invoice opens the same view).
  await admin.page.goto(`/admin/billing?profileId=${fund.id}`);
  await expect(admin.page.getByText('Professional applies now')).toBeVisible();
  await screenshot(admin.page, 'billing-03-admin-marked-paid');

  // The gated feature opens.
  expect((await link('LP four')).status()).toBe(201);
  await page.reload();
  await expect(page.getByTestId('effective-plan')).toHaveText('Professional');
  await expect(page.getByTestId('usage-shareLinks')).toContainText('4 of 25');
  await expect(page.getByRole('table', { name: 'Invoices' })).toContainText('Paid');
  await screenshot(page, 'billing-04-active');

  // Downgrade: at the renewal, with its date.
  const overview = (await (await request.get('/api/fund-subscriptions', { headers })).json()) as {
    subscription: { currentPeriodEnd: string };
  };
  const effective = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(overview.subscription.currentPeriodEnd),
  );
  await page.getByRole('button', { name: 'Downgrade to Starter' }).click();
  await expect(page.getByRole('dialog')).toContainText(`You keep Professional until ${effective}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('pending-change')).toContainText(`Your plan changes to Starter (yearly) on ${effective}`);
  await expect(page.getByTestId('effective-plan')).toHaveText('Professional');
  await screenshot(page, 'billing-05-downgrade-scheduled');
  expect(errors).toEqual([]);
  expect(admin.errors).toEqual([]);
});
