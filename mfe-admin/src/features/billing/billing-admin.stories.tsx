import type { AdminMembershipPlan, Invoice, MembershipPlan } from '@fundnet/validation-schema';
import { type ApiRoutes, errorReply, narrow, pending, screenStory, signedIn } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AreaRoutes } from '../../routes';
import { adminMe, stats } from '../approvals/testing';

// /admin/billing: invoices waiting for a bank transfer and one profile's plan and billing data, on the billing
// contract (GET api/administration/billing/invoices, GET api/administration/profile/membership-plan/{id}),
// with the invoice of the page's test (billing-admin.test.tsx).
const meta = { title: 'Admin/Billing', component: AreaRoutes } satisfies Meta<typeof AreaRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const INVOICES = 'GET /api/administration/billing/invoices';
const route = { at: '/admin/billing', path: '*' };
const admin = signedIn(null);
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const harbourId = uuid(1);

function invoice(n: number, overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: uuid(20 + n),
    number: `FN-202611-ABCDEF${String(n).padStart(2, '0')}`,
    profileId: harbourId,
    profileName: 'Harbour Capital',
    status: 'open',
    currency: 'EUR',
    amountMinor: 149_000,
    description: 'Professional plan, yearly',
    periodStart: '2026-11-24T00:00:00.000Z',
    periodEnd: '2027-11-24T00:00:00.000Z',
    issuedAt: '2026-11-24T00:00:00.000Z',
    dueAt: '2026-12-08T00:00:00.000Z',
    paidAt: null,
    provider: 'manual',
    pdfPath: `api/administration/billing/invoices/${uuid(20 + n)}/pdf`,
    hostedUrl: null,
    ...overrides,
  };
}
const invoices: Invoice[] = [
  invoice(1),
  invoice(2, {
    profileId: uuid(2),
    profileName: 'Northwind Fund II',
    amountMinor: 39_900,
    description: 'Growth plan, monthly',
    periodEnd: '2026-12-20T00:00:00.000Z',
    issuedAt: '2026-11-20T00:00:00.000Z',
    dueAt: '2026-12-04T00:00:00.000Z',
  }),
  invoice(3, {
    profileId: uuid(3),
    profileName: 'Lexington Fund Administration',
    amountMinor: 249_000,
    description: 'Service provider Premium plan, yearly',
    issuedAt: '2026-11-02T00:00:00.000Z',
    dueAt: '2026-11-16T00:00:00.000Z',
  }),
  invoice(4, {
    profileId: uuid(4),
    profileName: 'Birch Capital III',
    amountMinor: 39_900,
    description: 'Growth plan, monthly',
    provider: 'stripe',
    hostedUrl: 'https://invoice.stripe.example/i/acct_1/test_birch',
    issuedAt: '2026-11-22T00:00:00.000Z',
    dueAt: '2026-11-29T00:00:00.000Z',
  }),
];

const plan = (code: string, name: string, rank: number, overrides: Partial<MembershipPlan> = {}): MembershipPlan => ({
  id: uuid(60 + rank),
  code,
  profileType: 'fund',
  name,
  description: `${name} plan for funds raising on Fundnet.`,
  rank,
  isFree: rank === 0,
  prices: rank === 0 ? [] : [{ currency: 'EUR', monthlyMinor: rank * 14_900, yearlyMinor: rank * 149_000 }],
  entitlements: {
    shareLinks: rank === 0 ? 3 : null,
    dataRooms: rank + 1,
    seats: 3 + rank * 5,
    featuredInDiscovery: rank > 0,
    aiChat: rank > 1,
  },
  ...overrides,
});
const free = plan('fund-free', 'Free', 0);
const professional = plan('fund-professional', 'Professional', 1);
const membershipPlan: AdminMembershipPlan = {
  profile: { id: harbourId, name: 'Harbour Capital', type: 'fund' },
  overview: {
    profileId: harbourId,
    profileType: 'fund',
    subscription: {
      id: uuid(70),
      profileId: harbourId,
      plan: professional,
      period: 12,
      currency: 'EUR',
      amountMinor: 149_000,
      status: 'incomplete',
      provider: 'manual',
      currentPeriodStart: '2026-11-24T00:00:00.000Z',
      currentPeriodEnd: '2027-11-24T00:00:00.000Z',
      cancelAtPeriodEnd: false,
      pendingChange: null,
      graceUntil: null,
      canceledAt: null,
    },
    effectivePlan: free,
    entitlements: free.entitlements,
    usage: [
      { key: 'shareLinks', label: 'Share links', used: 2, limit: 3, enabled: true },
      { key: 'dataRooms', label: 'Data rooms', used: 1, limit: 1, enabled: false },
      { key: 'seats', label: 'Team seats', used: 3, limit: 3, enabled: false },
      { key: 'featuredInDiscovery', label: 'Featured in discovery', used: null, limit: null, enabled: false },
      { key: 'aiChat', label: 'AI chat on shared data-room content', used: null, limit: null, enabled: false },
    ],
    billingData: {
      companyName: 'Harbour Capital Management GmbH',
      email: 'finance@harbour.example',
      addressLine1: 'Friedrichstraße 68',
      addressLine2: '',
      postalCode: '10117',
      city: 'Berlin',
      country: 'Germany',
      vatId: 'DE312345678',
      paymentMethod: 'transfer',
      cardBrand: null,
      cardLast4: null,
    },
    provider: {
      name: 'manual',
      portal: false,
      bankTransfer: { accountHolder: 'Fundnet GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
    },
    limitsEnforced: true,
  },
  invoices: [invoice(1)],
  plans: [free, professional, plan('fund-growth', 'Growth', 2)],
};

const adminApi = (routes: ApiRoutes): ApiRoutes => ({
  'GET /api/users/get-me': () => ({ json: adminMe(true) }),
  'GET /api/administration/stats/approvals': () => ({ json: stats({ fundInfo: 3 }) }),
  [INVOICES]: () => ({ json: { items: invoices } }),
  [`GET /api/administration/profile/membership-plan/${harbourId}`]: () => ({ json: membershipPlan }),
  ...routes,
});

/** Invoices waiting for a bank transfer (the Stripe one is collected by Stripe: no "Mark paid"). */
export const Invoices: Story = { ...screenStory({ route, session: admin, api: adminApi({}) }) };
export const Empty: Story = { ...screenStory({ route, session: admin, api: adminApi({ [INVOICES]: () => ({ json: { items: [] } }) }) }) };
export const Loading: Story = { ...screenStory({ route, session: admin, api: adminApi({ [INVOICES]: () => pending }) }) };
export const Failed: Story = {
  ...screenStory({
    route,
    session: admin,
    api: adminApi({ [INVOICES]: () => errorReply(503, 'Invoices are not available right now.') }),
  }),
};
/** A profile's plan, usage and billing data, opened from its invoice (?profileId=). */
export const ProfilePlan: Story = {
  ...screenStory({ route: { ...route, at: `/admin/billing?profileId=${harbourId}` }, session: admin, api: adminApi({}) }),
};
export const ProfilePlanFailed: Story = {
  ...screenStory({
    route: { ...route, at: `/admin/billing?profileId=${harbourId}` },
    session: admin,
    api: adminApi({
      [`GET /api/administration/profile/membership-plan/${harbourId}`]: () => errorReply(404, 'This profile does not exist.'),
    }),
  }),
};
export const Narrow: Story = { ...Invoices, ...narrow };
