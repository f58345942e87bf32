/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, type BillingOverview, type MembershipPlan, sessionStore } from '@fundnet/api-client';
import { type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { billingOverviewReply, invoicesReply, membershipPlansReply, subscriptionChangeReply } from '@fundnet/validation-schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { AreaRoutes } from '../../routes';
import { fundProfile, me } from '../../testing/fixtures';

jest.setTimeout(30_000);

// Stubs of our own API's replies, each checked against its contract below (never a mock of the server's logic).
const plan = (id: string, code: string, name: string, rank: number, monthly: number, shareLinks: number | null): MembershipPlan => ({
  id,
  code,
  profileType: 'fund',
  name,
  description: `${name} plan`,
  rank,
  isFree: monthly === 0,
  prices: [{ currency: 'EUR', monthlyMinor: monthly, yearlyMinor: monthly * 10 }],
  entitlements: { shareLinks, dataRooms: 1, seats: 3, featuredInDiscovery: false, aiChat: rank > 0 },
});
const starter = plan('00000000-0000-4000-8000-000000000001', 'fund-starter', 'Starter', 0, 0, 3);
const pro = plan('00000000-0000-4000-8000-000000000002', 'fund-professional', 'Professional', 1, 14_900, 25);
const plans = { items: [starter, pro] };

const billingData = {
  companyName: 'Northwind',
  email: '',
  addressLine1: '',
  addressLine2: '',
  postalCode: '',
  city: '',
  country: '',
  vatId: '',
  paymentMethod: 'transfer' as const,
  cardBrand: null,
  cardLast4: null,
};
const freeOverview: BillingOverview = {
  profileId: fundProfile.id,
  profileType: 'fund',
  subscription: null,
  effectivePlan: starter,
  entitlements: starter.entitlements,
  usage: [
    { key: 'shareLinks', label: 'Share links', used: 3, limit: 3, enabled: false },
    { key: 'aiChat', label: 'AI chat on shared data-room content', used: null, limit: null, enabled: false },
  ],
  billingData,
  provider: { name: 'manual', portal: false, bankTransfer: { accountHolder: 'Fundnet GmbH', iban: 'DE89 3704', bic: 'COBADEFFXXX' } },
  limitsEnforced: true,
};
const subscription = {
  id: '00000000-0000-4000-8000-000000000010',
  profileId: fundProfile.id,
  plan: pro,
  period: 12,
  currency: 'EUR' as const,
  amountMinor: 149_000,
  status: 'active' as const,
  provider: 'manual' as const,
  currentPeriodStart: '2026-01-10T00:00:00.000Z',
  currentPeriodEnd: '2027-01-10T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  pendingChange: { planId: starter.id, planName: 'Starter', period: 12, effectiveAt: '2027-01-10T00:00:00.000Z' },
  graceUntil: null,
  canceledAt: null,
};
const paidOverview: BillingOverview = { ...freeOverview, subscription, effectivePlan: pro, entitlements: pro.entitlements };
const invoice = {
  id: '00000000-0000-4000-8000-000000000020',
  number: 'FN-202601-ABCDEF01',
  profileId: fundProfile.id,
  profileName: 'Northwind',
  status: 'open' as const,
  currency: 'EUR' as const,
  amountMinor: 149_000,
  description: 'Professional plan, yearly',
  periodStart: '2026-01-10T00:00:00.000Z',
  periodEnd: '2027-01-10T00:00:00.000Z',
  issuedAt: '2026-01-10T00:00:00.000Z',
  dueAt: '2026-01-24T00:00:00.000Z',
  paidAt: null,
  provider: 'manual' as const,
  pdfPath: 'api/fund-subscriptions/invoices/x/pdf',
  hostedUrl: null,
};

let role: 'owner' | 'admin' | 'editor' | 'viewer' = 'owner';
let overview: BillingOverview = freeOverview;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.path === '/api/users/get-me') return { json: me };
    if (request.path === `/api/profiles/${fundProfile.id}`) return { json: { ...fundProfile, role } };
    if (request.path === '/api/fund-subscriptions' && request.method === 'GET') return { json: overview };
    if (request.path === '/api/fund-subscriptions/invoices') return { json: { items: overview.subscription ? [invoice] : [] } };
    if (request.path === '/api/membership-plans/fund') return { json: plans };
    if (request.path === '/api/fund-subscriptions/billing-data' && request.method === 'PATCH') {
      overview = { ...overview, billingData: { ...overview.billingData, ...JSON.parse(request.body) } };
      return { json: overview.billingData };
    }
    if (request.path === '/api/fund-subscriptions/subscribe') {
      return {
        status: 201,
        json: {
          subscription: { ...subscription, status: 'incomplete', pendingChange: null },
          invoice,
          checkoutUrl: null,
          effectiveAt: invoice.issuedAt,
          kind: 'subscribe',
        },
      };
    }
    return { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'Route not found' } };
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  role = 'owner';
  overview = freeOverview;
  server.requests.length = 0;
  sessionStore.clearSession();
  sessionStore.setToken('token-ada');
  sessionStore.setActiveProfile({ id: fundProfile.id, type: 'fund' });
});

it('the stubs match the API contracts', () => {
  expect(v.is(billingOverviewReply, freeOverview)).toBe(true);
  expect(v.is(billingOverviewReply, paidOverview)).toBe(true);
  expect(v.is(membershipPlansReply, plans)).toBe(true);
  expect(v.is(invoicesReply, { items: [invoice] })).toBe(true);
  expect(
    v.is(subscriptionChangeReply, { subscription, invoice, checkoutUrl: null, effectiveAt: invoice.issuedAt, kind: 'subscribe' }),
  ).toBe(true);
});

const address = { addressLine1: 'Seestrasse 1', postalCode: '8002', city: 'Zurich', country: 'Switzerland' };

it('shows the free plan at its limit and subscribes yearly without sending an amount', async () => {
  overview = { ...freeOverview, billingData: { ...billingData, ...address } };
  const user = userEvent.setup({ delay: null });
  renderAt('/settings/billing', <AreaRoutes />);
  expect(await screen.findByTestId('effective-plan')).toHaveTextContent('Starter');
  expect(screen.getByTestId('usage-shareLinks')).toHaveTextContent('3 of 3');
  expect(screen.getByText('IBAN: DE89 3704')).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Choose Professional' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('€1,490.00');
  expect(dialog).toHaveTextContent('Payment is by invoice: you receive an invoice to pay by bank transfer');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(server.requests.some((r) => r.path === '/api/fund-subscriptions/subscribe')).toBe(true));
  const sent = server.requests.find((r) => r.path === '/api/fund-subscriptions/subscribe')!;
  expect(JSON.parse(sent.body)).toEqual({ planId: pro.id, period: 12, currency: 'EUR' });
});

it('shows a scheduled downgrade with its date, and the invoice', async () => {
  overview = paidOverview;
  renderAt('/settings/billing', <AreaRoutes />);
  expect(await screen.findByTestId('pending-change')).toHaveTextContent('Your plan changes to Starter (yearly) on 10 Jan 2027');
  expect(await screen.findByRole('button', { name: 'Download invoice FN-202601-ABCDEF01 (PDF)' })).toBeInTheDocument();
  // The plan kept until the renewal is still "Your plan"; the one it changes to says from when, and neither is offered.
  // The plans are a query of their own: they may come after the overview.
  const current = await screen.findByRole('article', { name: 'Professional' });
  expect(within(current).getByRole('button', { name: 'Your plan' })).toBeDisabled();
  const next = screen.getByRole('article', { name: 'Starter' });
  expect(within(next).getByRole('button', { name: 'From 10 Jan 2027' })).toBeDisabled();
});

it('lets a viewer read billing but not change it', async () => {
  role = 'viewer';
  renderAt('/settings/billing', <AreaRoutes />);
  expect(await screen.findByText('Owners and admins of this profile manage its billing; you can read it.')).toBeInTheDocument();
  await screen.findByRole('article', { name: 'Professional' });
  expect(screen.queryByRole('button', { name: 'Choose Professional' })).not.toBeInTheDocument();
});

it('asks who the first invoice is made out to before it confirms the subscription (issue 34.14)', async () => {
  const user = userEvent.setup({ delay: null });
  renderAt('/settings/billing', <AreaRoutes />);
  await user.click(await screen.findByRole('button', { name: 'Choose Professional' }));
  const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Professional' });
  expect(dialog).toHaveTextContent('Who is the invoice made out to?');
  expect(within(dialog).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: 'Address' }), address.addressLine1);
  await user.type(within(dialog).getByRole('textbox', { name: /Postal code/ }), address.postalCode);
  await user.type(within(dialog).getByRole('textbox', { name: /City/ }), address.city);
  await user.type(within(dialog).getByRole('textbox', { name: /Country/ }), address.country);
  await user.click(within(dialog).getByRole('button', { name: 'Save and continue' }));
  const confirm = await within(dialog).findByRole('button', { name: 'Confirm' });
  expect(dialog).toHaveTextContent('you receive an invoice to pay by bank transfer');
  const patch = server.requests.find((r) => r.path === '/api/fund-subscriptions/billing-data' && r.method === 'PATCH')!;
  expect(JSON.parse(patch.body)).toMatchObject(address);
  await user.click(confirm);
  await waitFor(() => expect(server.requests.some((r) => r.path === '/api/fund-subscriptions/subscribe')).toBe(true));
});

it('opens the plan chosen on the plans page, in its period (issue 34.14)', async () => {
  overview = { ...freeOverview, billingData: { ...billingData, ...address } };
  renderAt('/settings/billing?plan=fund-professional&period=1', <AreaRoutes />);
  const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Professional' });
  expect(dialog).toHaveTextContent('billed monthly: €149.00');
});
