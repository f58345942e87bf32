import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { startTestApp, type TestApp } from '../../test/test-app';
import { as, type FundTeam, fundTeam } from '../fund-info/test-support';
import { billingInvoices, billingSubscriptions } from './tables';

// The Stripe path against a local HTTP server standing in for Stripe's API (a third party may be stood in for; our
// own server never is). Webhooks are signed with the package's own test helper.

const WEBHOOK_SECRET = 'whsec_test_fundnet';
const stripe = new Stripe('sk_test_fundnet');

interface Recorded {
  method: string;
  path: string;
  body: URLSearchParams;
}
const requests: Recorded[] = [];
let stand: Server;
let t: TestApp;

const read = async (request: IncomingMessage) => {
  let data = '';
  for await (const chunk of request) data += chunk;
  return data;
};

beforeAll(async () => {
  stand = createServer(async (request, response) => {
    const body = new URLSearchParams(await read(request));
    const path = (request.url ?? '').split('?')[0]!;
    requests.push({ method: request.method!, path, body });
    const reply = (json: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_test' });
      response.end(JSON.stringify(json));
    };
    if (path === '/v1/customers') return reply({ id: 'cus_test', object: 'customer' });
    if (path === '/v1/products') return reply({ id: 'prod_test', object: 'product' });
    if (path === '/v1/checkout/sessions')
      return reply({ id: 'cs_test', object: 'checkout.session', url: 'https://checkout.stripe.test/cs_test' });
    if (path === '/v1/billing_portal/sessions')
      return reply({ id: 'bps_test', object: 'billing_portal.session', url: 'https://billing.stripe.test/p/session' });
    const sub = /^\/v1\/subscriptions\/(\w+)$/.exec(path);
    if (sub)
      return reply({
        id: sub[1],
        object: 'subscription',
        items: { object: 'list', data: [{ id: 'si_test', object: 'subscription_item' }] },
      });
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `No stand-in for ${path}` } }));
  });
  stand.listen(0, '127.0.0.1');
  await once(stand, 'listening');
  const address = stand.address();
  process.env.STRIPE_SECRET_KEY = 'sk_test_fundnet';
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
  process.env.STRIPE_API_HOST = '127.0.0.1';
  process.env.STRIPE_API_PORT = String(typeof address === 'object' && address ? address.port : 0);
  process.env.STRIPE_API_PROTOCOL = 'http';
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
  stand.close();
  for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_HOST', 'STRIPE_API_PORT', 'STRIPE_API_PROTOCOL'])
    delete process.env[key];
});

const S = '/api/fund-subscriptions';
const planId = async (code: string) =>
  ((await t.call('GET', '/api/membership-plans/fund')).body.items as { id: string; code: string }[]).find((p) => p.code === code)!.id;

let seq = 0;
function event(type: string, object: Record<string, unknown>, created: number, id = `evt_${++seq}_${Date.now()}`) {
  return { id, object: 'event', type, created, api_version: '2025-01-01', data: { object } };
}
const send = (payload: unknown, signature?: string) => {
  const raw = JSON.stringify(payload);
  const header = signature ?? stripe.webhooks.generateTestHeaderString({ payload: raw, secret: WEBHOOK_SECRET });
  return t.call('POST', '/api/billing/stripe/webhook', {
    rawBody: raw,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
  });
};
const row = async (team: FundTeam) =>
  (await t.database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.profileId, team.profile.id)))[0]!;

const now = () => Math.floor(Date.now() / 1000);
const subscriptionObject = (
  id: string,
  rowId: string,
  status: string,
  start: number,
  end: number,
  extra: Record<string, unknown> = {},
) => ({
  id,
  object: 'subscription',
  customer: 'cus_test',
  status,
  cancel_at_period_end: false,
  metadata: { subscriptionRowId: rowId },
  items: { object: 'list', data: [{ id: 'si_test', current_period_start: start, current_period_end: end }] },
  ...extra,
});

describe('Stripe provider', () => {
  it('sends the plan price to Checkout, never the client’s amount', async () => {
    const team = await fundTeam(t);
    requests.length = 0;
    const res = await t.call('POST', `${S}/subscribe`, {
      ...as(team.owner, team.profile),
      body: { planId: await planId('fund-professional'), period: 12, amountMinor: 1 },
    });
    expect(res.status).toBe(201);
    expect(res.body.checkoutUrl).toBe('https://checkout.stripe.test/cs_test');
    expect(res.body.subscription).toMatchObject({ status: 'incomplete', provider: 'stripe' });
    expect(res.body.invoice).toBeNull();
    const checkout = requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(checkout.body.get('line_items[0][price_data][unit_amount]')).toBe('149000');
    expect(checkout.body.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(checkout.body.get('line_items[0][price_data][recurring][interval]')).toBe('year');
    expect(checkout.body.get('mode')).toBe('subscription');
    const portal = await t.call('POST', `${S}/portal`, as(team.owner, team.profile));
    expect(portal.status).toBe(200);
    expect(portal.body.url).toBe('https://billing.stripe.test/p/session');
    expect((await t.call('POST', `${S}/portal`, as(team.viewer, team.profile))).status).toBe(403);
  });

  it('accepts only signed events', async () => {
    const payload = event('customer.subscription.updated', { id: 'sub_x' }, now());
    const raw = JSON.stringify(payload);
    const noHeader = await t.call('POST', '/api/billing/stripe/webhook', { rawBody: raw, headers: { 'content-type': 'application/json' } });
    expect(noHeader.status).toBe(400);
    expect(noHeader.body.message).toBe('The webhook signature is missing or not valid.');
    expect((await send(payload, 't=1,v1=deadbeef')).status).toBe(400);
    const wrongSecret = stripe.webhooks.generateTestHeaderString({ payload: raw, secret: 'whsec_other' });
    expect((await send(payload, wrongSecret)).status).toBe(400);
    // A valid signature over another body.
    const tampered = stripe.webhooks.generateTestHeaderString({ payload: `${raw} `, secret: WEBHOOK_SECRET });
    expect((await send(payload, tampered)).status).toBe(400);
    // An old signature (replay outside the tolerance).
    const old = stripe.webhooks.generateTestHeaderString({ payload: raw, secret: WEBHOOK_SECRET, timestamp: now() - 3600 });
    expect((await send(payload, old)).status).toBe(400);
    expect((await send(payload)).status).toBe(200);
  });

  it('applies a replayed event once and ignores an older event arriving late', async () => {
    const team = await fundTeam(t);
    const sub = await t.call('POST', `${S}/subscribe`, {
      ...as(team.owner, team.profile),
      body: { planId: await planId('fund-professional'), period: 1 },
    });
    const rowId = sub.body.subscription.id;
    const subId = `sub_${rowId.slice(0, 8)}`;
    const start = now();
    const end = start + 30 * 86400;

    const completed = event(
      'checkout.session.completed',
      { id: 'cs_test', object: 'checkout.session', client_reference_id: rowId, subscription: subId },
      start,
    );
    expect((await send(completed)).body).toEqual({ received: true, duplicate: false });
    expect((await row(team)).providerSubscriptionId).toBe(subId);

    const older = event('customer.subscription.updated', subscriptionObject(subId, rowId, 'incomplete', start, end), start + 1);
    const newer = event('customer.subscription.updated', subscriptionObject(subId, rowId, 'active', start, end), start + 5);
    // Reordered: the newer state arrives first, the older one after it.
    expect((await send(newer)).status).toBe(200);
    expect((await row(team)).status).toBe('active');
    expect((await send(older)).body.duplicate).toBe(false);
    expect((await row(team)).status).toBe('active');
    // Replayed: the same event again changes nothing.
    expect((await send(newer)).body).toEqual({ received: true, duplicate: true });

    const invoice = (status: string) => ({
      id: `in_${rowId.slice(0, 8)}`,
      object: 'invoice',
      status,
      number: `ST-${rowId.slice(0, 6)}`,
      currency: 'eur',
      amount_due: 14900,
      created: start,
      billing_reason: 'subscription_create',
      hosted_invoice_url: 'https://invoice.stripe.test/i/1',
      status_transitions: { paid_at: status === 'paid' ? start + 3 : null },
      parent: { subscription_details: { subscription: subId } },
      lines: { data: [{ description: '1 × Fundnet Professional', period: { start, end } }] },
    });
    const paid = event('invoice.paid', invoice('paid'), start + 3);
    const finalized = event('invoice.finalized', invoice('open'), start + 2);
    expect((await send(paid)).status).toBe(200);
    expect((await send(paid)).body.duplicate).toBe(true);
    expect((await send(finalized)).status).toBe(200); // late: never back from paid to open
    const invoices = await t.database.db.select().from(billingInvoices).where(eq(billingInvoices.profileId, team.profile.id));
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ status: 'paid', amountMinor: 14900, provider: 'stripe' });
    const listed = await t.call('GET', `${S}/invoices`, as(team.viewer, team.profile));
    expect(listed.body.items[0]).toMatchObject({ status: 'paid', hostedUrl: 'https://invoice.stripe.test/i/1' });

    // past_due: grace, features stay on.
    const pastDue = event('customer.subscription.updated', subscriptionObject(subId, rowId, 'past_due', start, end), start + 10);
    await send(pastDue);
    const r = await row(team);
    expect(r.status).toBe('past_due');
    expect(r.graceUntil!.getTime()).toBe((start + 10 + 7 * 86400) * 1000);
    expect((await t.call('GET', S, as(team.owner, team.profile))).body.effectivePlan.code).toBe('fund-professional');
  });

  it('downgrades at the renewal: the provider bills the lower price from then, the plan changes when the period turns', async () => {
    const team = await fundTeam(t);
    const sub = await t.call('POST', `${S}/subscribe`, {
      ...as(team.owner, team.profile),
      body: { planId: await planId('fund-enterprise'), period: 1 },
    });
    const rowId = sub.body.subscription.id;
    const subId = `sub_d${rowId.slice(0, 7)}`;
    const start = now();
    const end = Math.floor(new Date(sub.body.subscription.currentPeriodEnd).getTime() / 1000);
    await send(event('checkout.session.completed', { id: 'cs', client_reference_id: rowId, subscription: subId }, start));
    await send(event('customer.subscription.updated', subscriptionObject(subId, rowId, 'active', start, end), start + 1));

    requests.length = 0;
    const down = await t.call('POST', `${S}/change-plan`, {
      ...as(team.owner, team.profile),
      body: { planId: await planId('fund-professional'), period: 1 },
    });
    expect(down.body.kind).toBe('downgrade');
    const update = requests.find((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subId}`)!;
    expect(update.body.get('proration_behavior')).toBe('none');
    expect(update.body.get('items[0][price_data][unit_amount]')).toBe('14900');
    expect((await row(team)).planId).toBe(sub.body.subscription.plan.id);

    await send(event('customer.subscription.updated', subscriptionObject(subId, rowId, 'active', end, end + 30 * 86400), start + 20));
    const after = await row(team);
    expect(after.planId).toBe(await planId('fund-professional'));
    expect(after.pendingPlanId).toBeNull();
  });
});
