import { expect, type Locator, test } from '@playwright/test';
import { auth, demoAccounts, signedInPage, signUp, short } from '../support/accounts';
import { screenshot } from '../support/screenshots';

// Issue 18 (6, 8 LP side): an investor gives anonymous feedback on the demo fund with the full rating sheet and the
// fund reads it without its author (screen and API); the fund asks the investor for feedback and the investor ignores it.

test('an LP gives anonymous feedback with the full rating sheet, the GP sees it without the author; a request is ignored', async ({
  browser,
  request,
}) => {
  const demoLogin = await request.post('/api/auth/login', { data: demoAccounts.user });
  expect(demoLogin.status(), await demoLogin.text()).toBe(200);
  const { token: demoToken } = (await demoLogin.json()) as { token: string };
  const mine = (await (await request.get('/api/profiles/mine', { headers: auth(demoToken) })).json()) as Array<{
    id: string;
    type: string;
    name: string;
  }>;
  const fund = mine.find((profile) => profile.type === 'fund')!;

  const lp = await signUp(request, 'Henrike', 'Aalto');
  const lpName = `Aalto Pension ${short()}`;
  const created = await request.post('/api/investor-info', { headers: auth(lp.token), data: { name: lpName } });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const lpProfile = ((await created.json()) as { profile: { id: string } }).profile;
  const words = `Anonymous view ${short()}: strong sourcing, thin back office.`;

  // The LP fills in the whole rating sheet and stays anonymous.
  const lpSession = await signedInPage(browser, lp.token, { id: lpProfile.id, type: 'investor' });
  const page = lpSession.page;
  await page.goto('/feedback/give');
  await expect(page.getByRole('heading', { level: 1, name: 'Give feedback on a fund' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Fund' }).fill(fund.name);
  await page.getByRole('option', { name: fund.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: `Feedback on ${fund.name}` })).toBeVisible();

  // Submitting empty shows the spec's messages word for word.
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Please select one analysis stage')).toBeVisible();
  await expect(page.getByText('General rating is required for feedback')).toBeVisible();
  await expect(page.getByText('Please add at least one thing that you thing could improve')).toBeVisible();

  await page.getByRole('combobox', { name: /Analysis stage/ }).click();
  await page.getByRole('option', { name: 'Due diligence' }).click();
  // MUI Rating's radios are visually hidden: click the star, i.e. the label of the radio.
  const star = async (scope: Locator, stars: number) => {
    const id = await scope.getByRole('radio', { name: new RegExp(`^${stars} of 5`) }).getAttribute('id');
    await page.locator(`label[for="${id}"]`).click();
    await expect(scope.getByRole('radio', { name: new RegExp(`^${stars} of 5`) })).toBeChecked();
  };
  const rate = (group: string, stars: number) => star(page.getByRole('group', { name: group }), stars);
  await rate('General rating', 4);
  await page.getByRole('textbox', { name: /General feedback/ }).fill(words);
  await page.getByRole('textbox', { name: /What you liked/ }).fill('Sourcing\nReporting');
  await page.getByRole('textbox', { name: /What could improve/ }).fill('Back office');
  await page.getByRole('combobox', { name: /Weak spots/ }).click();
  await page.getByRole('option', { name: 'Processes, governance and other' }).click();
  await page.keyboard.press('Escape');
  const groups = ['Portfolio fit', 'Track record', 'Strategy and future performance', 'Team', 'Processes, governance and other', 'Risk'];
  let subCriteria = 0;
  for (const [i, label] of groups.entries()) {
    await rate(`${label}: total rating`, (i % 5) + 1);
    await page.getByRole('textbox', { name: `${label}: comment`, exact: true }).fill(`${label} reviewed`);
    const criteria = page.getByRole('group', { name: `${label} sub-criteria` }).locator('fieldset:not([aria-hidden="true"])');
    const n = await criteria.count();
    for (let j = 0; j < n; j += 1) {
      await star(criteria.nth(j), ((i + j) % 5) + 1);
    }
    subCriteria += n;
  }
  expect(subCriteria).toBe(50);
  await page.getByRole('checkbox', { name: 'Stay anonymous' }).check();
  await screenshot(page, 'feedback-01-rating-sheet');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page).toHaveURL(/\/feedback$/);
  await expect(page.getByText(fund.name).first()).toBeVisible();
  await expect(page.getByText('Anonymous', { exact: true })).toBeVisible();
  await screenshot(page, 'feedback-02-lp-given');

  // The GP reads it without the author, on the screen and in the API's raw JSON.
  const gp = await signedInPage(browser, demoToken, { id: fund.id, type: 'fund' });
  await gp.page.goto('/feedback');
  const received = gp.page.getByRole('list', { name: 'Received feedback' });
  const item = received.getByRole('listitem').filter({ hasText: 'Anonymous LP' }).first();
  await expect(item).toBeVisible();
  await item.getByRole('button').first().click();
  await expect(gp.page.getByText(words)).toBeVisible();
  // textContent includes the folded (hidden) text too: nothing of the author anywhere in the page.
  const pageText = (await gp.page.locator('body').textContent()) ?? '';
  expect(pageText).not.toContain(lpName);
  expect(pageText).not.toContain(lp.email);
  expect(pageText).not.toContain('Aalto');
  await screenshot(gp.page, 'feedback-03-gp-received');
  const raw = await (await request.get('/api/fund-feedback/received', { headers: auth(demoToken, fund.id) })).text();
  expect(raw).toContain(words);
  for (const secret of [lpProfile.id, lpName, lp.email, 'Aalto', 'Henrike']) expect(raw).not.toContain(secret);

  // The GP asks the LP for feedback; the LP ignores the request; the GP sees it ignored.
  const asked = await request.post('/api/fund-feedback-requests', {
    headers: auth(demoToken, fund.id),
    data: { investorProfileId: lpProfile.id, message: 'Could you share your view before our first close?' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  await page.goto('/feedback');
  const inbox = page.getByRole('list', { name: 'Received feedback requests' });
  await expect(inbox.getByText(fund.name)).toBeVisible();
  await expect(inbox.getByText('Requested')).toBeVisible();
  await screenshot(page, 'feedback-04-lp-request');
  await inbox.getByRole('button', { name: `Ignore the request of ${fund.name}` }).click();
  await expect(inbox.getByText('Ignored')).toBeVisible();
  await gp.page.goto('/feedback');
  const sent = gp.page.getByRole('list', { name: 'Sent feedback requests' });
  const row = sent.getByRole('listitem').filter({ hasText: lpName });
  await expect(row.getByText('Ignored')).toBeVisible();
  await screenshot(gp.page, 'feedback-05-gp-requests');
  expect(lpSession.errors).toEqual([]);
  expect(gp.errors).toEqual([]);
});
