import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminPage, auth, createFund, short, signedInPage, signUp } from '../support/accounts';
import { collectConsoleErrors } from '../support/console-errors';
import { waitForOutbox } from '../support/outbox';
import { screenshot } from '../support/screenshots';
import { fillSection } from '../support/section-form';

// The review workflow of a fund profile, in the composed app against the real server: a fund manager's sections
// (set through the API here for brevity; fund-every-section.spec.ts types every section in the UI) are submitted on
// /fund, the demo administrator approves the item in the admin UI and the public page shows the content; a later
// change is declined with a reason and message the owner then reads on /fund; an invited member joins through the
// mailed link and edits a section on /fund/edit.

async function editSection(request: APIRequestContext, token: string, fundId: string, section: string, data: unknown) {
  const reply = await request.patch(`/api/fund-info/edit/${section}`, { headers: auth(token, fundId), data });
  expect(reply.status(), await reply.text()).toBe(200);
}

/**
 * Opens the pending approval item of `fundName` for `section` by its address (the item is looked up with the admin's
 * own token: the list shows one row per section and fund-every-section.spec.ts already opens an item from the list).
 */
async function openPendingItem(page: Page, request: APIRequestContext, fundName: string, section: string | null) {
  const token = await page.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token'));
  const reply = await request.post('/api/administration/approvals/fundInfo', {
    headers: auth(token!),
    data: { statuses: ['Tbd'], search: fundName },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  const items = ((await reply.json()) as { items: { id: string; section: string | null }[] }).items.filter((i) => i.section === section);
  expect(items).toHaveLength(1);
  await page.goto(`/admin/approvals/fundInfo/${items[0]!.id}`);
  await expect(page.getByRole('heading', { name: fundName, level: 1 })).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
}

test('a fund is filled in, submitted, approved and published; a later change is declined with a reason', async ({ browser, request }) => {
  const owner = await signUp(request, 'Grace', 'Hopper');
  const fundName = `Northwind Capital ${short()}`;
  const fund = await createFund(request, owner.token, fundName);
  // Sections the test does not type in the UI, through the API (as the edit page would save them).
  await request
    .patch('/api/fund-info/status', {
      headers: auth(owner.token, fund.id),
      data: { fundraisingStatus: 'currently-fundraising', keyDate: '2027-06-30', firstCloseDate: '2027-01-15' },
    })
    .then(async (reply) => expect(reply.status(), await reply.text()).toBe(200));
  await editSection(request, owner.token, fund.id, 'contact-me', {
    contactName: 'Grace Hopper',
    email: owner.email,
  });

  // 1. The owner fills fund details and overview (through the API, see the top of the file).
  await editSection(request, owner.token, fund.id, 'fund-details', {
    fundManagementCompany: 'Northwind Partners GmbH',
    fundHeadquarter: 'Berlin',
    headline: 'Seed capital for European climate software',
    keywords: ['climate', 'software'],
    targetFundSize: { value: 50_000_000, currency: 'EUR' },
    vintageYear: 2026,
    sectorFocus: ['fintech'],
    stageFocus: ['Seed'],
    strategyType: ['fundsVc'],
  });
  await editSection(request, owner.token, fund.id, 'overview', {
    blurbAndSummary: 'We back technical founders building climate software.',
    investmentThesis: 'Software decarbonises industry faster than hardware alone.',
  });
  const gp = await signedInPage(browser, owner.token, fund.id);
  await gp.page.goto('/fund');

  // … and submits the draft on /fund.
  const main = gp.page.locator('#fundnet-main');
  await expect(main.getByRole('heading', { name: fundName, level: 1 })).toBeVisible();
  await expect(main).toContainText('Northwind Partners GmbH');
  await expect(main).toContainText('We back technical founders building climate software.');
  await screenshot(gp.page, 'approval-03-owner-draft');
  await main.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(gp.page.getByText('Your fund was submitted for approval.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Submit for approval' })).toHaveCount(0);
  await screenshot(gp.page, 'approval-04-submitted');

  // Not public while pending.
  expect((await request.get(`/api/fund-info/public/${fund.slug}`)).status()).toBe(404);

  // The demo administrator approves the whole profile.
  const admin = await adminPage(browser);
  await openPendingItem(admin.page, request, fundName, null);
  await screenshot(admin.page, 'approval-05-admin-item');
  await admin.page.getByRole('button', { name: 'Approve', exact: true }).click();
  const approveDialog = admin.page.getByRole('dialog', { name: 'Approve this change?' });
  await screenshot(admin.page, 'approval-06-approve-dialog');
  expect(admin.errors).toEqual([]);
  await approveDialog.getByRole('button', { name: 'Approve' }).click();
  await expect(approveDialog).toBeHidden();
  await expect(admin.page).toHaveURL(/\/admin\/approvals(\?|$)/);
  await waitForOutbox('mail', owner.email, 'approval-approved');

  // The public page shows the approved content.
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  const publicErrors = collectConsoleErrors(publicPage);
  await publicPage.goto(`/fund/${fund.slug}`);
  await expect(publicPage.getByRole('heading', { name: fundName, level: 1 })).toBeVisible();
  const publicMain = publicPage.locator('#fundnet-main');
  await expect(publicMain).toContainText('Northwind Partners GmbH');
  await expect(publicMain).toContainText('Seed capital for European climate software');
  await expect(publicMain).toContainText('We back technical founders building climate software.');
  await screenshot(publicPage, 'approval-07-public-page');

  // 2. A change to the published fund waits for approval; the public keeps the published copy.
  await editSection(request, owner.token, fund.id, 'overview', {
    blurbAndSummary: 'We now also back hardware.',
    investmentThesis: 'Software decarbonises industry faster than hardware alone.',
  });
  await gp.page.reload();
  await expect(gp.page.locator('#fundnet-main')).toContainText('This change is waiting for approval.');
  await expect(gp.page.locator('#fundnet-main').getByText('Waiting for approval', { exact: true })).toBeVisible();
  await screenshot(gp.page, 'approval-08-change-sent');
  await publicPage.reload();
  await expect(publicMain).toContainText('We back technical founders building climate software.');
  await expect(publicMain).not.toContainText('We now also back hardware.');

  // The administrator declines it with a reason and a message.
  await openPendingItem(admin.page, request, fundName, 'overview');
  await admin.page.getByRole('button', { name: 'Decline', exact: true }).click();
  const declineDialog = admin.page.getByRole('dialog', { name: 'Decline this change?' });
  await declineDialog.getByRole('textbox', { name: 'Reason' }).fill('Unclear strategy');
  await declineDialog.getByRole('textbox', { name: /Message to the profile/ }).fill('Please explain how hardware fits the thesis.');
  await screenshot(admin.page, 'approval-09-decline-dialog');
  expect(admin.errors).toEqual([]);
  await declineDialog.getByRole('button', { name: 'Decline' }).click();
  await expect(declineDialog).toBeHidden();
  await expect(admin.page).toHaveURL(/\/admin\/approvals(\?|$)/);
  await waitForOutbox('mail', owner.email, 'approval-declined');

  // The owner reads the reason and the message on /fund.
  await gp.page.goto('/fund');
  const overviewCard = gp.page.locator('#fundnet-main').getByRole('alert').filter({ hasText: 'declined the last change of overview' });
  await expect(overviewCard).toContainText('Unclear strategy.');
  await expect(overviewCard).toContainText('Please explain how hardware fits the thesis.');
  await expect(gp.page.locator('#fundnet-main').getByText('Change declined', { exact: true })).toBeVisible();
  await screenshot(gp.page, 'approval-10-owner-sees-decline');
  await publicPage.reload();
  await expect(publicMain).toContainText('We back technical founders building climate software.');

  expect(gp.errors).toEqual([]);
  expect(publicErrors).toEqual([]);
  await Promise.all([gp.context.close(), admin.context.close(), visitor.close()]);
});

test('a member invited by e-mail joins through the mailed link and edits a section', async ({ browser, request }) => {
  const owner = await signUp(request, 'Katherine', 'Johnson');
  const fundName = `Meridian Growth ${short()}`;
  const fund = await createFund(request, owner.token, fundName);
  const member = await signUp(request, 'Dorothy', 'Vaughan');
  const invite = await request.post('/api/profileMember/invite', {
    headers: auth(owner.token, fund.id),
    data: { emails: [member.email], role: 'editor', message: 'Join us on the fund profile.' },
  });
  expect(invite.status(), await invite.text()).toBeLessThan(300);
  const mail = await waitForOutbox('mail', member.email, 'profile-member-invite');
  const link = new URL(mail.data!.link!);
  expect(link.pathname).toBe('/invitation');
  expect(link.searchParams.get('type')).toBe('member');

  // Signed in as the invited user (no active profile yet), the member opens the mailed link and joins.
  const context = await browser.newContext();
  await context.addInitScript((token) => window.sessionStorage.setItem('token', token), member.token);
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'You are invited to join a profile team' })).toBeVisible();
  await screenshot(page, 'member-01-invitation');
  await page.getByRole('button', { name: 'Join the team' }).click();
  await expect(page).toHaveURL(/\/selectProfile/);
  await screenshot(page, 'member-02-select-profile');
  await page.getByRole('button', { name: `Switch to ${fundName}` }).click();
  await expect(page.getByRole('button', { name: /profile/i }).filter({ hasText: fundName })).toBeVisible();

  // The member sees the fund as an editor (Edit buttons, no submission) and edits a section.
  await page.goto('/fund');
  const main = page.locator('#fundnet-main');
  await expect(main.getByRole('heading', { name: fundName, level: 1 })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Edit overview' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Submit for approval' })).toHaveCount(0);
  const memberProfile = (await page.evaluate(() => localStorage.getItem('activeProfile')))!;
  expect(JSON.parse(memberProfile)).toEqual({ id: fund.id, type: 'fund' });
  await main.getByRole('link', { name: 'Edit overview' }).click();
  await expect(page).toHaveURL(/\/fund\/edit#overview$/);
  await fillSection(page, 'Overview', [{ text: 'Blurb and summary', value: 'Growth equity for B2B software, edited by Dorothy.' }]);
  await page.goto('/fund');
  await expect(main).toContainText('Growth equity for B2B software, edited by Dorothy.');
  await screenshot(page, 'member-03-fund-edited');
  expect(errors).toEqual([]);
  await context.close();
});
