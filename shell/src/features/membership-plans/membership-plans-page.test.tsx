/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, sessionStore } from '@fundnet/api-client';
import { replyFromContract, type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { renderPage } from '@fundnet/app-runtime/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MembershipPlansPage } from './membership-plans-page';

jest.setTimeout(30_000);

const plan = (code: string, name: string, rank: number, isFree = false) => ({
  id: `5d9e7d6a-4a3f-4f4e-9d55-0c3f7c1b2a1${rank}`,
  code,
  name,
  profileType: 'fund',
  description: `${name} plan`,
  rank,
  isFree,
  prices: [{ currency: 'EUR', monthlyMinor: isFree ? 0 : 14900, yearlyMinor: isFree ? 0 : 149000 }],
  entitlements: { shareLinks: 25, dataRooms: 5, seats: 10, featuredInDiscovery: false, aiChat: true },
});
let payment: 'manual' | 'stripe' = 'manual';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.path === '/api/membership-plans/fund') {
      return { json: { items: [plan('fund-starter', 'Starter', 0, true), plan('fund-professional', 'Professional', 1)], payment } };
    }
    if (request.path === '/api/feature-config') return { json: { flags: [], socialSignIn: [], profile: null } };
    return replyFromContract(request);
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  sessionStore.clearSession();
  payment = 'manual';
});

const render = () => renderPage(<MembershipPlansPage />, { path: '/membershipPlans/:audience', url: '/membershipPlans/funds' });

it('says plainly that payment is by invoice when no card provider is configured', async () => {
  render();
  expect(await screen.findByText(/Payment is by invoice: you receive an invoice to pay by bank transfer/)).toBeInTheDocument();
  expect(screen.queryByText(/card/i)).not.toBeInTheDocument();
});

it('says card payment through Stripe only when Stripe is configured', async () => {
  payment = 'stripe';
  render();
  expect(await screen.findByText(/You pay by card on Stripe’s secure payment page/)).toBeInTheDocument();
  expect(screen.queryByText(/bank transfer/)).not.toBeInTheDocument();
});

it('leads a fund member to Billing with the chosen plan and period preselected', async () => {
  sessionStore.setToken('token');
  sessionStore.setActiveProfile({ id: '5d9e7d6a-4a3f-4f4e-9d55-0c3f7c1b2a99', type: 'fund' });
  render();
  const professional = await screen.findByRole('article', { name: 'Professional' });
  expect(within(professional).getByRole('link', { name: 'Choose Professional in Billing' })).toHaveAttribute(
    'href',
    '/settings/billing?plan=fund-professional&period=12',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Monthly' }));
  expect(within(professional).getByRole('link', { name: 'Choose Professional in Billing' })).toHaveAttribute(
    'href',
    '/settings/billing?plan=fund-professional&period=1',
  );
});
