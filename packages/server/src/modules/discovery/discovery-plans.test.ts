import type { ProfileType } from '@fundnet/validation-schema';
import { eq } from 'drizzle-orm';
import { createUser, onPlan, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { billingInvoices, billingSubscriptions } from '../billing/tables';
import { as } from '../fund-info/test-support';
import { PLAN_FEATURED_JOB } from '.';
import { type Published, publicNames, publishProfile, uniqueWord } from './test-support';

/**
 * Featured by plan (issue 21): a profile whose current plan includes featuredInDiscovery is featured while the flag
 * of that name is on, and stops being featured when its plan changes (billing announces every subscription write).
 *
 * Time passes by moving this file's own rows into the past and running the billing clock with the real time
 * (POST administration/billing/run-renewals), never with a clock set in the future: that would also renew the
 * subscriptions of test files running beside this one on the same database.
 */

let t: TestApp;
let platformAdmin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  platformAdmin = await createUser(t, { admin: true });
});

afterAll(async () => {
  await t.close();
});

const DAY = 24 * 60 * 60 * 1000;
const subscriptions = { fund: '/api/fund-subscriptions', serviceProvider: '/api/service-provider-subscriptions' } as const;
const tagsOf = (type: ProfileType, scope: string): Record<string, Record<string, unknown>> =>
  type === 'fund' ? { 'fund-details': { keywords: [scope] } } : { overview: { keywords: [scope] } };

const publish = (type: ProfileType, name: string, scope: string, admin?: { featured: 'Yes' }) =>
  publishProfile(t, platformAdmin, { type, name: `${name} ${scope}`, sections: tagsOf(type, scope), admin });

const firstWords = (names: string[]) => names.map((name) => name.split(' ')[0]);
const order = async (type: ProfileType, scope: string) => firstWords(await publicNames(t, type, { tags: scope }));
const featured = async (type: ProfileType, scope: string) => firstWords(await publicNames(t, type, { tags: scope, featuredOnly: true }));

const switchFlag = async (enabled: boolean) => {
  const res = await t.call('PATCH', '/api/feature-config/featuredInDiscovery', { ...as(platformAdmin), body: { enabled } });
  expect(res.status).toBe(200);
  expect(await t.app.jobs.runPending(PLAN_FEATURED_JOB)).toBeGreaterThanOrEqual(1);
};

/** Subscribes through the owner's route and has the administrator mark the first invoice paid (manual provider). */
async function subscribeAndPay(profile: Published, code: string) {
  const base = subscriptions[profile.type as keyof typeof subscriptions];
  const plans = (await t.call('GET', `/api/membership-plans/${profile.type}`)).body.items as { id: string; code: string }[];
  const planId = plans.find((plan) => plan.code === code)!.id;
  // The first bank-transfer invoice names the company and its address (issue 34.14).
  const details = { addressLine1: 'Seestrasse 1', postalCode: '8002', city: 'Zurich', country: 'Switzerland' };
  expect((await t.call('PATCH', `${base}/billing-data`, { ...as(profile.owner, profile), body: details })).status).toBe(200);
  const res = await t.call('POST', `${base}/subscribe`, { ...as(profile.owner, profile), body: { planId, period: 12 } });
  expect(res.status).toBe(201);
  return res.body.invoice.id as string;
}
const markPaid = async (invoiceId: string) =>
  expect((await t.call('POST', `/api/administration/billing/invoices/${invoiceId}/mark-paid`, as(platformAdmin))).status).toBe(200);
const changePlan = async (profile: Published, code: string) => {
  const plans = (await t.call('GET', `/api/membership-plans/${profile.type}`)).body.items as { id: string; code: string }[];
  return t.call('POST', `${subscriptions.fund}/change-plan`, {
    ...as(profile.owner, profile),
    body: { planId: plans.find((plan) => plan.code === code)!.id, period: 12 },
  });
};
const runClock = async () => expect((await t.call('POST', '/api/administration/billing/run-renewals', as(platformAdmin))).status).toBe(200);

/** The profile's current period ended a second ago (a year has passed, for the billing clock). */
async function endPeriod(profile: Published) {
  const end = new Date(Date.now() - 1000);
  await t.database.db
    .update(billingSubscriptions)
    .set({ currentPeriodStart: new Date(end.getTime() - 365 * DAY), currentPeriodEnd: end })
    .where(eq(billingSubscriptions.profileId, profile.id));
}

describe('featured by plan', () => {
  it('features a profile whose plan includes it while the flag is on; the administrator’s feature does not need the flag', async () => {
    const scope = uniqueWord('plan');
    await publish('fund', 'Alpha', scope);
    await publish('fund', 'Beta', scope, { featured: 'Yes' });
    const mike = await publish('fund', 'Mike', scope);
    const zulu = await publish('fund', 'Zulu', scope);
    await onPlan(t, mike, 'fund-professional');
    await onPlan(t, zulu, 'fund-enterprise');
    expect(await order('fund', scope)).toEqual(['Beta', 'Zulu', 'Alpha', 'Mike']);
    expect(await featured('fund', scope)).toEqual(['Beta', 'Zulu']);
    const card = (await t.call('GET', `/api/fund-info/discovery-public?tags=${scope}&featuredOnly=true`)).body.items[1];
    expect(card).toMatchObject({ id: zulu.id, featured: true });

    try {
      await switchFlag(false);
      expect(await order('fund', scope)).toEqual(['Beta', 'Alpha', 'Mike', 'Zulu']);
      expect(await featured('fund', scope)).toEqual(['Beta']);
      // A profile put on the plan while the flag is off is not featured either.
      const yankee = await publish('fund', 'Yankee', scope);
      await onPlan(t, yankee, 'fund-enterprise');
      expect(await featured('fund', scope)).toEqual(['Beta']);
    } finally {
      await switchFlag(true);
    }
    expect(await featured('fund', scope)).toEqual(['Beta', 'Yankee', 'Zulu']);
  });

  it('keeps the plan’s feature until a downgrade takes effect at the renewal', async () => {
    const scope = uniqueWord('down');
    await publish('fund', 'Alpha', scope);
    const fund = await publish('fund', 'Omega', scope);
    const invoice = await subscribeAndPay(fund, 'fund-enterprise');
    // Subscribed but not paid: the free plan applies.
    expect(await featured('fund', scope)).toEqual([]);
    await markPaid(invoice);
    expect(await order('fund', scope)).toEqual(['Omega', 'Alpha']);

    const res = await changePlan(fund, 'fund-professional');
    expect(res.body.kind).toBe('downgrade');
    expect(await featured('fund', scope)).toEqual(['Omega']);
    await endPeriod(fund);
    await runClock();
    expect(await featured('fund', scope)).toEqual([]);
    expect(await order('fund', scope)).toEqual(['Alpha', 'Omega']);
  });

  it('keeps a canceled plan’s feature until its period ends', async () => {
    const scope = uniqueWord('cancel');
    const provider = await publish('serviceProvider', 'Orbit', scope);
    await markPaid(await subscribeAndPay(provider, 'provider-featured'));
    expect(await featured('serviceProvider', scope)).toEqual(['Orbit']);
    const canceled = await t.call('POST', `${subscriptions.serviceProvider}/cancel`, as(provider.owner, provider));
    expect(canceled.body.subscription.cancelAtPeriodEnd).toBe(true);
    expect(await featured('serviceProvider', scope)).toEqual(['Orbit']);
    await endPeriod(provider);
    await runClock();
    expect(await featured('serviceProvider', scope)).toEqual([]);
  });

  it('keeps the feature while past_due within the grace period, drops it when unpaid, restores it when paid', async () => {
    const scope = uniqueWord('grace');
    const fund = await publish('fund', 'Omega', scope);
    await markPaid(await subscribeAndPay(fund, 'fund-enterprise'));
    await endPeriod(fund);
    await runClock();
    const invoices = await t.database.db.select().from(billingInvoices).where(eq(billingInvoices.profileId, fund.id));
    const open = invoices.find((invoice) => invoice.status === 'open' && invoice.reason === 'renewal');
    expect(open).toBeTruthy();
    expect(await featured('fund', scope)).toEqual(['Omega']);

    // The renewal invoice went unpaid past its due date: past_due, features on for 7 more days.
    await t.database.db
      .update(billingInvoices)
      .set({ dueAt: new Date(Date.now() - DAY) })
      .where(eq(billingInvoices.id, open!.id));
    await runClock();
    const [row] = await t.database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.profileId, fund.id));
    expect(row!.status).toBe('past_due');
    expect(await featured('fund', scope)).toEqual(['Omega']);

    // The grace period ran out.
    await t.database.db
      .update(billingSubscriptions)
      .set({ graceUntil: new Date(Date.now() - 1000) })
      .where(eq(billingSubscriptions.id, row!.id));
    await runClock();
    expect(await featured('fund', scope)).toEqual([]);

    await markPaid(open!.id);
    expect(await featured('fund', scope)).toEqual(['Omega']);
  });
});
