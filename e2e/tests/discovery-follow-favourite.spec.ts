import { type APIRequestContext, expect, test } from '@playwright/test';
import { auth, createFund, demoAccounts, password, short, signUp } from '../support/accounts';
import { collectConsoleErrors } from '../support/console-errors';
import { screenshot } from '../support/screenshots';

// Issue 5's journey: a visitor opens a shared discovery link with stage and geography filters, sees the funds that
// match (and not the ones that do not), opens one, signs in from its Follow button, follows and favourites it, and
// finds it under Favorites.

async function patch(request: APIRequestContext, token: string, fundId: string, path: string, data: unknown) {
  const reply = await request.patch(`/api/fund-info/${path}`, { headers: auth(token, fundId), data });
  expect(reply.status(), await reply.text()).toBe(200);
}

/** A published fund with the given stage and target geography (filled, submitted and approved through the API). */
async function publishedFund(request: APIRequestContext, adminToken: string, name: string, stage: string, geography: string) {
  const owner = await signUp(request, 'Grace', 'Fundraiser');
  const fund = await createFund(request, owner.token, name);
  await patch(request, owner.token, fund.id, 'edit/fund-details', {
    fundManagementCompany: `${name} Management`,
    headline: `${name}: ${stage} in ${geography}`,
    keywords: ['discovery-e2e'],
    targetFundSize: { value: 40_000_000, currency: 'EUR' },
    sectorFocus: ['fintech'],
    stageFocus: [stage],
    strategyType: ['fundsVc'],
  });
  await patch(request, owner.token, fund.id, 'edit/target-portfolio-geography', { geographies: [geography] });
  await patch(request, owner.token, fund.id, 'edit/overview', { blurbAndSummary: `${name} backs founders.` });
  const submit = await request.post('/api/fund-info/submit', { headers: auth(owner.token, fund.id) });
  expect(submit.status(), await submit.text()).toBeLessThan(300);
  const items = await request.post('/api/administration/approvals/fundInfo', {
    headers: auth(adminToken),
    data: { statuses: ['Tbd'], search: name },
  });
  const [item] = ((await items.json()) as { items: { id: string }[] }).items;
  const approve = await request.post(`/api/administration/approval/approve/fundInfo/${item!.id}`, { headers: auth(adminToken), data: {} });
  expect(approve.status(), await approve.text()).toBeLessThan(300);
  return fund;
}

test('a visitor filters discovery by stage and geography, opens a fund, signs in, follows and favourites it', async ({
  browser,
  request,
}) => {
  const adminLogin = await request.post('/api/auth/admin/login', { data: demoAccounts.admin });
  expect(adminLogin.status(), await adminLogin.text()).toBe(200);
  const { token: adminToken } = (await adminLogin.json()) as { token: string };
  const tag = short();
  const matching = await publishedFund(request, adminToken, `Kiwi Seed Partners ${tag}`, 'SeriesB', 'oceania');
  const otherStage = `Kiwi Growth Partners ${tag}`;
  await publishedFund(request, adminToken, otherStage, 'SeriesD', 'oceania');

  // An investor who will sign in from the fund's page (one profile: it becomes the active one at sign-in).
  const investor = await signUp(request, 'Lena', 'Allocator');
  const created = await request.post('/api/investor-info', { headers: auth(investor.token), data: { name: `Lena Family Office ${tag}` } });
  expect(created.status(), await created.text()).toBeLessThan(300);

  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  await page.goto('/fund/discovery?stage=SeriesB&geography=oceania&pageSize=50');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const matchingCard = page.getByRole('article', { name: `Kiwi Seed Partners ${tag}` });
  await expect(matchingCard).toBeVisible();
  await expect(page.getByRole('article', { name: otherStage })).toHaveCount(0);
  await screenshot(page, 'discovery-01-filtered');

  // The filters live in the URL: another stage shows the other fund; Back brings the shared link's results back.
  await page.goto('/fund/discovery?stage=SeriesD&geography=oceania&pageSize=50');
  await expect(page.getByRole('article', { name: otherStage })).toBeVisible();
  await expect(matchingCard).toHaveCount(0);
  await page.goBack();
  await expect(matchingCard).toBeVisible();
  await matchingCard.getByRole('link', { name: `Kiwi Seed Partners ${tag}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/fund/${matching.slug}$`));
  await expect(page.getByRole('heading', { name: `Kiwi Seed Partners ${tag}`, level: 1 })).toBeVisible();
  await screenshot(page, 'discovery-02-public-fund');

  // Follow as a visitor leads to sign-in and back to this page, where the follow is done (issue 11.6).
  await page.getByRole('link', { name: `Follow Kiwi Seed Partners ${tag}` }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await page.getByRole('textbox', { name: 'Email' }).fill(investor.email);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/fund/${matching.slug}$`));

  const follow = page.getByRole('button', { name: `Follow Kiwi Seed Partners ${tag}` });
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await expect(follow).toHaveText('Following');
  await page.getByRole('button', { name: `Add Kiwi Seed Partners ${tag} to favourites` }).click();
  await expect(page.getByRole('button', { name: `Remove Kiwi Seed Partners ${tag} from favourites` })).toBeVisible();
  await screenshot(page, 'discovery-03-followed-and-favourite');

  await page.goto('/favorites');
  await expect(page.getByRole('link', { name: `Kiwi Seed Partners ${tag}`, exact: true })).toBeVisible();
  await screenshot(page, 'discovery-04-favorites');
  await page.goto('/followers?tab=following');
  await expect(page.getByRole('link', { name: `Kiwi Seed Partners ${tag}`, exact: true })).toBeVisible();
  await screenshot(page, 'discovery-05-following');

  expect(errors).toEqual([]);
  await context.close();
});
