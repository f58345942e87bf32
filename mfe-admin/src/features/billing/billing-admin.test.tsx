/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, type Invoice, sessionStore } from '@fundnet/api-client';
import { type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { featureConfigReply, invoicesReply } from '@fundnet/validation-schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { AreaRoutes } from '../../routes';
import { adminMe } from '../approvals/testing';

jest.setTimeout(30_000);

const invoice: Invoice = {
  id: '00000000-0000-4000-8000-000000000020',
  number: 'FN-202611-ABCDEF01',
  profileId: '00000000-0000-4000-8000-000000000001',
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
  pdfPath: `api/administration/billing/invoices/00000000-0000-4000-8000-000000000020/pdf`,
  hostedUrl: null,
};
const flags = {
  flags: [{ key: 'enforcePlanLimits' as const, label: 'Enforce plan limits', description: 'Limits.', enabled: true, updatedAt: null }],
  socialSignIn: [],
  profile: null,
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.path === '/api/users/get-me') return { json: adminMe(true) };
    if (request.path === '/api/administration/billing/invoices') return { json: { items: [invoice] } };
    if (request.path === `/api/administration/billing/invoices/${invoice.id}/mark-paid`)
      return { json: { ...invoice, status: 'paid', paidAt: invoice.dueAt } };
    if (request.path === '/api/feature-config' && request.method === 'GET') return { json: flags };
    if (request.path === '/api/feature-config/enforcePlanLimits') {
      return { json: { ...flags.flags[0], enabled: false, updatedAt: '2026-11-24T10:00:00.000Z' } };
    }
    return { status: 404 };
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  sessionStore.clearSession();
  sessionStore.setToken('token-admin');
});

it('the stubs match the API contracts', () => {
  expect(v.is(invoicesReply, { items: [invoice] })).toBe(true);
  expect(v.is(featureConfigReply, flags)).toBe(true);
});

it('marks an open invoice paid after a confirmation', async () => {
  const user = userEvent.setup({ delay: null });
  renderAt('/admin/billing', <AreaRoutes />);
  const row = await screen.findByRole('row', { name: `Invoice ${invoice.number}` });
  expect(row).toHaveTextContent('€1,490.00');
  await user.click(within(row).getByRole('button', { name: 'Mark paid' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
  await waitFor(() => expect(server.requests.some((r) => r.method === 'POST' && r.path.endsWith('/mark-paid'))).toBe(true));
  expect(await screen.findByText(`Invoice ${invoice.number} marked paid.`)).toBeInTheDocument();
});

it('switches a feature flag', async () => {
  const user = userEvent.setup({ delay: null });
  renderAt('/admin/featureConfig', <AreaRoutes />);
  await user.click(await screen.findByRole('switch', { name: 'Enforce plan limits' }));
  await waitFor(() => expect(server.requests.some((r) => r.method === 'PATCH')).toBe(true));
  const patch = server.requests.find((r) => r.method === 'PATCH')!;
  expect(JSON.parse(patch.body)).toEqual({ enabled: false });
});
