import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';
import { waitForOutbox } from './outbox';

/** Accounts and sessions the journeys share: real sign-ups through the API, the demo accounts of the seed. */

export const password = 'Raise-Fund1!';
export const demoAccounts = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../packages/server/src/seed/demo-accounts.json'), 'utf8'),
) as Record<'admin' | 'user', { email: string; password: string }>;
export const short = () => randomUUID().slice(0, 6);

export interface Account {
  email: string;
  token: string;
}

export type ProfileRef = { id: string; type: 'fund' | 'investor' | 'serviceProvider' };

export function auth(token: string, profile?: ProfileRef | string): Record<string, string> {
  if (!profile) return { authorization: `Bearer ${token}` };
  const ref = typeof profile === 'string' ? { id: profile, type: 'fund' as const } : profile;
  return { authorization: `Bearer ${token}`, 'meta-profile-id': ref.id, 'meta-profile-type': ref.type };
}

/** Signs up through the API and confirms the e-mail with the code from the outbox, which opens the session. */
export async function signUp(request: APIRequestContext, firstName: string, lastName: string): Promise<Account> {
  const email = `${firstName.toLowerCase()}-${short()}@example.test`;
  const signup = await request.post('/api/auth/signup', { data: { email, password, firstName, lastName } });
  expect(signup.status(), await signup.text()).toBe(202);
  const mail = await waitForOutbox('mail', email, 'verify-email');
  const verify = await request.get(
    `/api/auth/verify-email?code=${encodeURIComponent(mail.data!.code!)}&email=${encodeURIComponent(email)}`,
  );
  expect(verify.status(), await verify.text()).toBe(200);
  const { token } = (await verify.json()) as { token: string };
  return { email, token };
}

export async function createFund(request: APIRequestContext, token: string, name: string) {
  const reply = await request.post('/api/fund-info', { headers: auth(token), data: { name } });
  expect(reply.status(), await reply.text()).toBeLessThan(300);
  return ((await reply.json()) as { profile: { id: string; slug: string } }).profile;
}

/** A session token of the demo administrator (API sign-in). */
export async function demoAdminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/admin/login', { data: demoAccounts.admin });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/**
 * Publishes a fund through the API as its owner and the demo administrator would: the sections a submission needs,
 * the submission, the approval. Only a published profile has a public page, can be followed or found.
 */
export async function publishFund(request: APIRequestContext, ownerToken: string, fund: { id: string }, name: string) {
  const patch = async (path: string, data: unknown) => {
    const reply = await request.patch(`/api/fund-info/${path}`, { headers: auth(ownerToken, fund.id), data });
    expect(reply.status(), await reply.text()).toBe(200);
  };
  await patch('edit/fund-details', {
    fundManagementCompany: `${name} Management`,
    headline: `${name}: seed funds for B2B software`,
    keywords: ['e2e'],
    targetFundSize: { value: 60_000_000, currency: 'EUR' },
    sectorFocus: ['fintech'],
    stageFocus: ['Seed'],
    strategyType: ['fundsVc'],
  });
  await patch('edit/target-portfolio-geography', { geographies: ['europe'] });
  await patch('edit/overview', { blurbAndSummary: `${name} backs B2B founders.` });
  const submit = await request.post('/api/fund-info/submit', { headers: auth(ownerToken, fund.id) });
  expect(submit.status(), await submit.text()).toBeLessThan(300);
  const adminToken = await demoAdminToken(request);
  const items = await request.post('/api/administration/approvals/fundInfo', {
    headers: auth(adminToken),
    data: { statuses: ['Tbd'], search: name },
  });
  const [item] = ((await items.json()) as { items: { id: string }[] }).items;
  const approve = await request.post(`/api/administration/approval/approve/fundInfo/${item!.id}`, { headers: auth(adminToken), data: {} });
  expect(approve.status(), await approve.text()).toBeLessThan(300);
}

/**
 * Publishes an investor (LP) profile as its owner and the demo administrator would: the three sections a submission
 * needs, the submission, the approval. LP-only posts reach published investor profiles (ADR 0037, issue 34.13).
 */
export async function publishInvestor(request: APIRequestContext, ownerToken: string, investor: { id: string }, name: string) {
  const headers = auth(ownerToken, { id: investor.id, type: 'investor' });
  const patch = async (section: string, data: unknown) => {
    const reply = await request.patch(`/api/investor-info/edit/${section}`, { headers, data });
    expect(reply.status(), await reply.text()).toBe(200);
  };
  // The server's reference documents of these sections (packages/server/src/modules/investor-info/test-support.ts).
  await patch('your-details', {
    headline: `${name}: backing European venture managers`,
    investmentEntity: `${name} Holding`,
    investorType: 'familyOffice',
    linkedinProfile: 'https://www.linkedin.com/in/e2e-allocator',
    phoneNumber: '+4681234567',
    visibleInInvestorDiscovery: true,
    allowInvestorContact: true,
  });
  await patch('overview', {
    sectorFocus: ['fintech', 'climateTech'],
    geographies: ['nordics', 'dach'],
    keywords: ['Emerging managers'],
    potentialValues: ['Board seat'],
    investorSegments: ['Family office'],
    assetType: ['fundsVc'],
  });
  await patch('investor-details', {
    aum: { value: 400_000_000, currency: 'EUR' },
    dealRangeFrom: { value: 1_000_000, currency: 'EUR' },
    dealRangeTo: { value: 5_000_000, currency: 'EUR' },
    idealDealSize: { value: 2_500_000, currency: 'EUR' },
    minimalFundSize: { value: 50_000_000, currency: 'EUR' },
    returnExpectations: '3x net over ten years',
  });
  const submit = await request.post('/api/investor-info/submit', { headers });
  expect(submit.status(), await submit.text()).toBeLessThan(300);
  const adminToken = await demoAdminToken(request);
  const items = await request.post('/api/administration/approvals/investorInfo', {
    headers: auth(adminToken),
    data: { statuses: ['Tbd'], search: name },
  });
  const [item] = ((await items.json()) as { items: { id: string }[] }).items;
  const approve = await request.post(`/api/administration/approval/approve/investorInfo/${item!.id}`, {
    headers: auth(adminToken),
    data: {},
  });
  expect(approve.status(), await approve.text()).toBeLessThan(300);
}

/**
 * Moves a fund to a paid plan as its owner and the demo administrator would: subscribe (manual invoices, the embedded
 * default), then the administrator marks the invoice paid. For journeys that use more than the free plan allows.
 */
export async function upgradeFund(request: APIRequestContext, ownerToken: string, fund: { id: string }, code = 'fund-professional') {
  const plans = (await (await request.get('/api/membership-plans/fund')).json()) as { items: { id: string; code: string }[] };
  const plan = plans.items.find((p) => p.code === code)!;
  // The first bank-transfer invoice names the company and its address (issue 34.14).
  const details = await request.patch('/api/fund-subscriptions/billing-data', {
    headers: auth(ownerToken, fund.id),
    data: { addressLine1: 'Bahnhofstrasse 1', postalCode: '8001', city: 'Zurich', country: 'Switzerland' },
  });
  expect(details.status(), await details.text()).toBe(200);
  const subscribed = await request.post('/api/fund-subscriptions/subscribe', {
    headers: auth(ownerToken, fund.id),
    data: { planId: plan.id, period: 1 },
  });
  expect(subscribed.status(), await subscribed.text()).toBe(201);
  const { invoice } = (await subscribed.json()) as { invoice: { id: string } };
  const adminToken = await demoAdminToken(request);
  const paid = await request.post(`/api/administration/billing/invoices/${invoice.id}/mark-paid`, { headers: auth(adminToken) });
  expect(paid.status(), await paid.text()).toBe(200);
}

/** A browser page signed in with `token` (session only), acting as `profile` when given. */
export async function signedInPage(browser: Browser, token: string, profile?: ProfileRef | string) {
  const context = await browser.newContext();
  const ref = typeof profile === 'string' ? { id: profile, type: 'fund' as const } : profile;
  await context.addInitScript(
    ([t, active]) => {
      window.sessionStorage.setItem('token', t);
      if (active) window.localStorage.setItem('activeProfile', active);
    },
    [token, ref ? JSON.stringify(ref) : ''] as const,
  );
  const page = await context.newPage();
  return { context, page, errors: collectConsoleErrors(page) };
}

/** The demo administrator, logged in through /login. */
export async function adminPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(demoAccounts.admin.email);
  await page.getByLabel('Password', { exact: false }).first().fill(demoAccounts.admin.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await leftSignIn(page, errors);
  return { context, page, errors };
}

/**
 * Waits until a sign-in has left /login. If it does not, the failure says what the page was left with: whether the
 * page's gate held the submit, whether the form was hydrated (marked ready), what the page said, and the console's
 * errors (a stop 77 clean run once stayed on /login with no trace of why).
 */
async function leftSignIn(page: Page, errors: string[]) {
  try {
    await expect(page).not.toHaveURL(/\/login/);
  } catch (error) {
    const state = await page
      .evaluate(() => ({
        held: document.querySelector('form[data-submit-held]') !== null,
        ready: document.querySelector('form[data-form-ready]') !== null,
        alert: document.querySelector('[role="alert"]')?.textContent ?? null,
      }))
      .catch(() => null);
    throw new Error(`${(error as Error).message}\nThe sign-in page: ${JSON.stringify(state)}; console errors: ${JSON.stringify(errors)}`);
  }
}
