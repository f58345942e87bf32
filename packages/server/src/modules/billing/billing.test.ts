import { membershipPlansReply, billingOverviewReply, subscriptionChangeReply } from '@fundnet/validation-schema';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { createProfile, createUser, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { as, type FundTeam, fundTeam } from '../fund-info/test-support';
import { billingSettingsFrom, runRenewals } from '.';
import { billingInvoices, billingSubscriptions } from './tables';

let t: TestApp;
let admin: TestUser;
const DAY = 24 * 60 * 60 * 1000;
const settings = () => billingSettingsFrom({}, t.config.appUrl);

beforeAll(async () => {
  t = await startTestApp();
  admin = await createUser(t, { admin: true });
});

afterAll(async () => {
  await t.close();
});

const S = '/api/fund-subscriptions';
const plans = async (type = 'fund') => (await t.call('GET', `/api/membership-plans/${type}`)).body.items as { id: string; code: string }[];
const planId = async (code: string) =>
  (await plans(code.startsWith('provider') ? 'serviceProvider' : 'fund')).find((p) => p.code === code)!.id;
/** The company and address a bank-transfer invoice needs before the first one is issued (issue 34.14). */
const billingDetails = {
  companyName: 'Harbour Capital GmbH',
  addressLine1: 'Seestrasse 1',
  postalCode: '8002',
  city: 'Zurich',
  country: 'Switzerland',
  vatId: 'CHE-123.456.789',
};
const giveBillingDetails = (user: TestUser, profile: FundTeam['profile'], family = S) =>
  t.call('PATCH', `${family}/billing-data`, { ...as(user, profile), body: billingDetails });
const subscribe = async (team: FundTeam, code: string, period: 1 | 12, extra: Record<string, unknown> = {}) => {
  await giveBillingDetails(team.owner, team.profile);
  return t.call('POST', `${S}/subscribe`, { ...as(team.owner, team.profile), body: { planId: await planId(code), period, ...extra } });
};
const overview = (team: FundTeam) => t.call('GET', S, as(team.owner, team.profile));
const markPaid = (invoiceId: string, by: TestUser = admin) =>
  t.call('POST', `/api/administration/billing/invoices/${invoiceId}/mark-paid`, { token: by.token });
const createLink = (team: FundTeam) =>
  t.call('POST', '/api/fund-custom-profile-link/create', {
    ...as(team.owner, team.profile),
    body: { name: 'Investor deck', accessMode: 'AnyoneWithLink', scope: ['overview'], permissions: { canView: true } },
  });
const subRow = async (team: FundTeam) =>
  (await t.database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.profileId, team.profile.id)))[0]!;

/** A fund on a paid, active plan (subscribed and its first invoice marked paid). */
async function paidFund(code: string, period: 1 | 12) {
  const team = await fundTeam(t, { status: 'published' });
  const res = await subscribe(team, code, period);
  expect(res.status).toBe(201);
  expect((await markPaid(res.body.invoice.id)).status).toBe(200);
  return team;
}

describe('plans', () => {
  it('lists the plans of each audience publicly, with monthly and yearly prices in minor units', async () => {
    const fund = await t.call('GET', '/api/membership-plans/fund');
    expect(fund.status).toBe(200);
    expect(v.is(membershipPlansReply, fund.body)).toBe(true);
    expect(fund.body.items.map((p: { code: string }) => p.code)).toEqual(['fund-starter', 'fund-professional', 'fund-enterprise']);
    const pro = fund.body.items[1];
    expect(pro.prices).toContainEqual({ currency: 'EUR', monthlyMinor: 14900, yearlyMinor: 149000 });
    expect(pro.entitlements).toEqual({ shareLinks: 25, dataRooms: 5, seats: 10, featuredInDiscovery: false, aiChat: true });
    expect((await t.call('GET', '/api/fund-membership-plans')).body.items).toHaveLength(3);
    const providers = await t.call('GET', '/api/service-provider-membership-plans');
    expect(providers.body.items.map((p: { code: string }) => p.code)).toEqual(['provider-basic', 'provider-featured']);
    const bad = await t.call('GET', '/api/membership-plans/alien');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.type).toContain('Select a valid profile type (fund, serviceProvider or investor)');
  });
});

describe('billing details before the first invoice (issue 34.14)', () => {
  it('refuses a bank-transfer subscription until the company and its address are known, and issues nothing meanwhile', async () => {
    const team = await fundTeam(t);
    const pro = await planId('fund-professional');
    const refused = await t.call('POST', `${S}/subscribe`, { ...as(team.owner, team.profile), body: { planId: pro, period: 12 } });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Add your billing details (company name and address) before the first invoice.');
    // The profile's name is the company name until changed: the address is what is missing.
    expect(Object.keys(refused.body.errors).sort()).toEqual(['addressLine1', 'city', 'country', 'postalCode']);
    expect((await overview(team)).body.subscription).toBeNull();
    expect((await t.call('GET', `${S}/invoices`, as(team.owner, team.profile))).body.items).toHaveLength(0);

    expect((await giveBillingDetails(team.owner, team.profile)).status).toBe(200);
    const subscribed = await t.call('POST', `${S}/subscribe`, { ...as(team.owner, team.profile), body: { planId: pro, period: 12 } });
    expect(subscribed.status).toBe(201);
    expect(subscribed.body.invoice.amountMinor).toBe(149000);
  });
});

describe('who may call the subscription routes', () => {
  it('reads for any member, manages for owner and admin only, refuses others', async () => {
    const team = await fundTeam(t);
    const stranger = await createUser(t);
    const pro = await planId('fund-professional');
    expect((await t.call('GET', S, { profile: team.profile })).status).toBe(401);
    expect((await t.call('GET', S, as(stranger, team.profile))).status).toBe(403);
    expect((await t.call('GET', S, as(team.viewer, team.profile))).status).toBe(200);
    expect((await t.call('GET', `${S}/invoices`, as(team.viewer, team.profile))).status).toBe(200);
    for (const user of [team.viewer, team.editor, stranger]) {
      const res = await t.call('POST', `${S}/subscribe`, { ...as(user, team.profile), body: { planId: pro, period: 1 } });
      expect(res.status).toBe(403);
    }
    expect((await t.call('POST', `${S}/cancel`, as(team.editor, team.profile))).status).toBe(403);
    expect((await t.call('PATCH', `${S}/billing-data`, { ...as(team.editor, team.profile), body: { city: 'Berlin' } })).status).toBe(403);
    expect((await giveBillingDetails(team.admin, team.profile)).status).toBe(200);
    const byAdmin = await t.call('POST', `${S}/subscribe`, { ...as(team.admin, team.profile), body: { planId: pro, period: 1 } });
    expect(byAdmin.status).toBe(201);
    // A provider cannot use the fund family, nor subscribe to a fund plan through its own.
    const providerOwner = await createUser(t);
    const provider = await createProfile(t, providerOwner, { type: 'serviceProvider' });
    expect((await t.call('GET', S, as(providerOwner, provider))).status).toBe(403);
    const wrong = await t.call('POST', '/api/service-provider-subscriptions/subscribe', {
      ...as(providerOwner, provider),
      body: { planId: pro, period: 1 },
    });
    expect(wrong.status).toBe(400);
    await giveBillingDetails(providerOwner, provider, '/api/service-provider-subscriptions');
    const right = await t.call('POST', '/api/service-provider-subscriptions/subscribe', {
      ...as(providerOwner, provider),
      body: { planId: await planId('provider-featured'), period: 12 },
    });
    expect(right.status).toBe(201);
    expect(right.body.invoice.amountMinor).toBe(59000);
  });

  it('refuses bad input with clear messages', async () => {
    const team = await fundTeam(t);
    const res = await t.call('POST', `${S}/subscribe`, { ...as(team.owner, team.profile), body: { period: 6 } });
    expect(res.status).toBe(422);
    expect(res.body.errors.planId).toEqual(['Plan is required']);
    expect(res.body.errors.period).toEqual(['Select a valid billing period']);
    const unknown = await t.call('POST', `${S}/subscribe`, {
      ...as(team.owner, team.profile),
      body: { planId: '00000000-0000-4000-8000-000000000000', period: 1 },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({
      code: 'REFERENCE_NOT_FOUND',
      message: 'This plan does not exist.',
      errors: { planId: ['This plan does not exist.'] },
    });
    const email = await t.call('PATCH', `${S}/billing-data`, { ...as(team.owner, team.profile), body: { email: 'nope' } });
    expect(email.status).toBe(422);
    expect(email.body.errors.email).toEqual(['Enter a valid e-mail address']);
  });
});

describe('manual provider: subscribe, invoice, paid by transfer, the gated feature opens', () => {
  it('charges the plan price whatever the client sends, gates share links until an administrator marks the invoice paid', async () => {
    const team = await fundTeam(t, { status: 'published' });
    for (let i = 0; i < 3; i++) expect((await createLink(team)).status).toBe(201);
    const blocked = await createLink(team);
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe('PLAN_LIMIT');
    expect(blocked.body.message).toMatch(/Starter plan includes 3 share links/);

    const res = await subscribe(team, 'fund-professional', 12, { amountMinor: 1, currency: 'EUR' });
    expect(res.status).toBe(201);
    expect(v.is(subscriptionChangeReply, res.body)).toBe(true);
    expect(res.body.subscription.status).toBe('incomplete');
    expect(res.body.invoice).toMatchObject({ status: 'open', amountMinor: 149000, currency: 'EUR' });
    expect(res.body.checkoutUrl).toBeNull();
    expect((await subscribe(team, 'fund-enterprise', 1)).status).toBe(409);
    // Not paid yet: still the free plan.
    expect((await createLink(team)).status).toBe(403);
    const before = await overview(team);
    expect(v.is(billingOverviewReply, before.body)).toBe(true);
    expect(before.body.effectivePlan.code).toBe('fund-starter');
    expect(before.body.usage.find((u: { key: string }) => u.key === 'shareLinks')).toMatchObject({ used: 3, limit: 3, enabled: false });
    expect(before.body.provider.bankTransfer.iban).toBeTruthy();

    // The PDF, for members only.
    const pdf = await t.call('GET', `/${res.body.invoice.pdfPath}`, as(team.viewer, team.profile));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(String(pdf.body).startsWith('%PDF')).toBe(true);
    const other = await fundTeam(t);
    expect((await t.call('GET', `/${res.body.invoice.pdfPath}`, as(other.owner, other.profile))).status).toBe(404);

    // Only an administrator marks it paid; once.
    expect((await markPaid(res.body.invoice.id, team.owner)).status).toBe(403);
    const paid = await markPaid(res.body.invoice.id);
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('paid');
    expect((await markPaid(res.body.invoice.id)).status).toBe(409);

    const after = await overview(team);
    expect(after.body.subscription.status).toBe('active');
    expect(after.body.effectivePlan.code).toBe('fund-professional');
    expect((await createLink(team)).status).toBe(201);
    const fc = await t.call('GET', '/api/feature-config', as(team.viewer, team.profile));
    expect(fc.body.profile).toMatchObject({ planCode: 'fund-professional' });
    expect(fc.body.profile.usage.find((u: { key: string }) => u.key === 'shareLinks')).toMatchObject({ used: 4, limit: 25 });
  });
});

describe('plan changes', () => {
  it('upgrades now with a prorated invoice', async () => {
    const team = await paidFund('fund-professional', 1);
    const res = await t.call('POST', `${S}/change-plan`, {
      ...as(team.owner, team.profile),
      body: { planId: await planId('fund-enterprise'), period: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body.kind).toBe('upgrade');
    expect(res.body.subscription.plan.code).toBe('fund-enterprise');
    // (399 - 149) € for almost the whole month.
    expect(res.body.invoice.amountMinor).toBeGreaterThan(24_900);
    expect(res.body.invoice.amountMinor).toBeLessThanOrEqual(25_000);
    expect((await overview(team)).body.effectivePlan.code).toBe('fund-enterprise');
  });

  it('downgrades at the renewal, then bills the lower plan', async () => {
    const team = await paidFund('fund-enterprise', 12);
    const res = await t.call('POST', `${S}/change-plan`, {
      ...as(team.owner, team.profile),
      body: { planId: await planId('fund-professional'), period: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body.kind).toBe('downgrade');
    expect(res.body.effectiveAt).toBe(res.body.subscription.currentPeriodEnd);
    expect(res.body.subscription.pendingChange).toMatchObject({ planName: 'Professional', period: 1 });
    expect(res.body.subscription.plan.code).toBe('fund-enterprise');
    expect((await overview(team)).body.effectivePlan.code).toBe('fund-enterprise');

    const end = new Date(res.body.subscription.currentPeriodEnd);
    await runRenewals(t.database.db, settings(), new Date(end.getTime() + 1000));
    const sub = (await overview(team)).body.subscription;
    expect(sub.plan.code).toBe('fund-professional');
    expect(sub.period).toBe(1);
    expect(sub.pendingChange).toBeNull();
    expect(sub.currentPeriodStart).toBe(end.toISOString());
    const invoices = (await t.call('GET', `${S}/invoices`, as(team.owner, team.profile))).body.items;
    expect(invoices[0]).toMatchObject({ amountMinor: 14_900, status: 'open' });
    // A second run at the same time changes nothing of this profile's (the count is global: on PostgreSQL other test
    // files' subscriptions, a year ahead like this one, may renew in it).
    await runRenewals(t.database.db, settings(), new Date(end.getTime() + 2000));
    expect((await overview(team)).body.subscription).toEqual(sub);
    expect((await t.call('GET', `${S}/invoices`, as(team.owner, team.profile))).body.items).toEqual(invoices);
  });

  it('cancels at the period end, resumes before it, and ends at the renewal', async () => {
    const team = await paidFund('fund-professional', 1);
    const owner = as(team.owner, team.profile);
    expect((await t.call('POST', `${S}/resume`, owner)).status).toBe(409);
    const canceled = await t.call('POST', `${S}/cancel`, owner);
    expect(canceled.body.subscription.cancelAtPeriodEnd).toBe(true);
    expect(canceled.body.effectiveAt).toBe(canceled.body.subscription.currentPeriodEnd);
    expect((await t.call('POST', `${S}/resume`, owner)).body.subscription.cancelAtPeriodEnd).toBe(false);
    await t.call('POST', `${S}/cancel`, owner);
    const end = new Date(canceled.body.subscription.currentPeriodEnd);
    const counts = await runRenewals(t.database.db, settings(), new Date(end.getTime() + 1000));
    expect(counts.canceled).toBeGreaterThanOrEqual(1);
    expect((await subRow(team)).status).toBe('canceled');
    const view = (await overview(team)).body;
    expect(view.subscription).toBeNull();
    expect(view.effectivePlan.code).toBe('fund-starter');
    // A new subscription may start after the end.
    expect((await subscribe(team, 'fund-professional', 1)).status).toBe(201);
  });
});

describe('past_due grace', () => {
  it('keeps features on while past_due within the grace period, then unpaid until the transfer arrives', async () => {
    const team = await paidFund('fund-professional', 1);
    const end = (await subRow(team)).currentPeriodEnd;
    await runRenewals(t.database.db, settings(), new Date(end.getTime() + 1000));
    const [renewal] = await t.database.db.select().from(billingInvoices).where(eq(billingInvoices.profileId, team.profile.id));
    const open = (await t.call('GET', `${S}/invoices`, as(team.owner, team.profile))).body.items.find(
      (i: { status: string }) => i.status === 'open',
    );
    expect(open).toBeTruthy();
    expect(renewal).toBeTruthy();

    const overdue = new Date(new Date(open.dueAt).getTime() + DAY);
    await runRenewals(t.database.db, settings(), overdue);
    let row = await subRow(team);
    expect(row.status).toBe('past_due');
    expect(row.graceUntil!.getTime()).toBe(new Date(open.dueAt).getTime() + 7 * DAY);
    // Within grace (the real clock is before graceUntil): features stay on.
    expect((await overview(team)).body.effectivePlan.code).toBe('fund-professional');

    await runRenewals(t.database.db, settings(), new Date(row.graceUntil!.getTime() + 1000));
    row = await subRow(team);
    expect(row.status).toBe('unpaid');
    expect((await overview(team)).body.effectivePlan.code).toBe('fund-starter');

    expect((await markPaid(open.id)).status).toBe(200);
    row = await subRow(team);
    expect(row.status).toBe('active');
    expect(row.graceUntil).toBeNull();
  });
});

describe('administration', () => {
  it('shows a profile’s plan and invoices and edits its billing data, for administrators only', async () => {
    const team = await paidFund('fund-professional', 12);
    const path = `/api/administration/profile/membership-plan/${team.profile.id}`;
    expect((await t.call('GET', path)).status).toBe(401);
    expect((await t.call('GET', path, { token: team.owner.token })).status).toBe(403);
    const res = await t.call('GET', path, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.overview.effectivePlan.code).toBe('fund-professional');
    expect(res.body.invoices).toHaveLength(1);
    expect(res.body.plans).toHaveLength(3);
    expect(
      (await t.call('GET', '/api/administration/profile/membership-plan/00000000-0000-4000-8000-000000000000', { token: admin.token }))
        .status,
    ).toBe(404);

    const data = `/api/administration/profile/billingData?profileId=${team.profile.id}`;
    expect((await t.call('GET', data, { token: team.owner.token })).status).toBe(403);
    const patched = await t.call('PATCH', data, { token: admin.token, body: { vatId: 'DE123456789', city: 'Berlin' } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ vatId: 'DE123456789', city: 'Berlin', paymentMethod: 'transfer' });
    expect((await t.call('GET', `${S}/billing-data`, as(team.viewer, team.profile))).body.city).toBe('Berlin');
    const own = await t.call('PATCH', `${S}/billing-data`, { ...as(team.owner, team.profile), body: { email: 'ap@fund.test' } });
    expect(own.body).toMatchObject({ email: 'ap@fund.test', city: 'Berlin' });

    const list = await t.call('GET', '/api/administration/billing/invoices?status=paid', { token: admin.token });
    expect(list.body.items.some((i: { profileId: string }) => i.profileId === team.profile.id)).toBe(true);
    const pdf = await t.call('GET', `/${list.body.items[0].pdfPath}`, { token: admin.token });
    expect(pdf.status).toBe(200);
    expect((await t.call('POST', '/api/administration/billing/run-renewals', { token: team.owner.token })).status).toBe(403);
    expect((await t.call('POST', '/api/administration/billing/run-renewals', { token: admin.token })).status).toBe(200);
  });
});

describe('feature-config', () => {
  it('lists flags for anyone, switches them for administrators, and the limit follows the flag', async () => {
    const anon = await t.call('GET', '/api/feature-config');
    expect(anon.status).toBe(200);
    expect(anon.body.profile).toBeNull();
    // No LinkedIn or Google settings in this app: the log-in page shows no social button (auth/oidc.test.ts has one set).
    expect(anon.body.socialSignIn).toEqual([]);
    expect(anon.body.flags.map((f: { key: string }) => f.key)).toContain('enforcePlanLimits');
    const team = await fundTeam(t, { status: 'published' });
    expect(
      (await t.call('PATCH', '/api/feature-config/selfServiceBilling', { token: team.owner.token, body: { enabled: false } })).status,
    ).toBe(403);
    const bad = await t.call('PATCH', '/api/feature-config/nope', { token: admin.token, body: { enabled: false } });
    expect(bad.status).toBe(422);

    const off = await t.call('PATCH', '/api/feature-config/selfServiceBilling', { token: admin.token, body: { enabled: false } });
    expect(off.status).toBe(200);
    expect(off.body.enabled).toBe(false);
    try {
      const res = await subscribe(team, 'fund-professional', 1);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('SELF_SERVICE_OFF');
    } finally {
      await t.call('PATCH', '/api/feature-config/selfServiceBilling', { token: admin.token, body: { enabled: true } });
    }
    expect((await subscribe(team, 'fund-professional', 1)).status).toBe(201);
  });
});

describe('every area checks the plan through feature-config (data rooms, seats, AI chat)', () => {
  const newRoom = (team: FundTeam, name: string) => t.call('POST', '/api/data-room', { ...as(team.owner, team.profile), body: { name } });
  const invite = (team: FundTeam, emails: string[]) =>
    t.call('POST', '/api/profileMember/invite', {
      ...as(team.owner, team.profile),
      body: { emails, role: 'viewer', message: 'Join our team on Fundnet' },
    });
  const ask = (team: FundTeam, dataRoomId: string) =>
    t.call('POST', '/api/data-room/question', { ...as(team.owner, team.profile), body: { dataRoomId, question: 'fees' } });

  it('Starter: one data room (the default room counts), no AI chat; Professional opens both', async () => {
    const team = await fundTeam(t, { status: 'published' });
    const first = await newRoom(team, 'Fund I room');
    expect(first.status).toBe(201);
    const second = await newRoom(team, 'Fund II room');
    expect(second.status).toBe(403);
    expect(second.body.code).toBe('PLAN_LIMIT');
    expect(second.body.message).toBe('Your Starter plan includes 1 data rooms. Upgrade your plan in Billing to add more.');
    const byDefault = await t.call('POST', '/api/data-room/default/data-room', as(team.owner, team.profile));
    expect(byDefault.status).toBe(403);
    const question = await ask(team, first.body.dataRoom.id);
    expect(question.status).toBe(403);
    expect(question.body.code).toBe('PLAN_LIMIT');
    expect(question.body.message).toMatch(/Starter plan does not include ai chat/i);
    const usage = (await overview(team)).body.usage as { key: string; used: number | null; limit: number | null; enabled: boolean }[];
    expect(usage.find((u) => u.key === 'dataRooms')).toMatchObject({ used: 1, limit: 1, enabled: false });

    const res = await subscribe(team, 'fund-professional', 1);
    expect((await markPaid(res.body.invoice.id)).status).toBe(200);
    expect((await newRoom(team, 'Fund II room')).status).toBe(201);
    expect((await t.call('POST', '/api/data-room/default/data-room', as(team.owner, team.profile))).status).toBe(201);
    expect((await ask(team, first.body.dataRoom.id)).status).toBe(200);
  });

  it('seats: members and open invitations count; inviting an address again takes no new seat', async () => {
    const owner = await createUser(t);
    const profile = await createProfile(t, owner, { type: 'fund', status: 'published' });
    const team = { profile, owner } as FundTeam;
    // Starter: 3 seats. The owner holds one; two invitations fill the rest.
    expect((await invite(team, ['ann@example.test', 'bob@example.test'])).status).toBe(201);
    const over = await invite(team, ['cyd@example.test']);
    expect(over.status).toBe(403);
    expect(over.body.code).toBe('PLAN_LIMIT');
    expect(over.body.message).toBe('Your Starter plan includes 3 team seats. Upgrade your plan in Billing to add more.');
    // Nothing was sent to the refused address, and a reminder to an invited address still goes.
    expect((await invite(team, ['bob@example.test'])).status).toBe(201);
    const usage = (await overview(team)).body.usage as { key: string; used: number | null }[];
    expect(usage.find((u) => u.key === 'seats')?.used).toBe(3);
    // Revoking an invitation frees its seat.
    const list = await t.call('GET', '/api/profileMember', as(owner, profile));
    const bob = list.body.invitations.find((i: { email: string }) => i.email === 'bob@example.test');
    expect((await t.call('DELETE', `/api/profileMember/invitation/${bob.id}`, as(owner, profile))).status).toBeLessThan(300);
    expect((await invite(team, ['cyd@example.test'])).status).toBe(201);
  });
});
