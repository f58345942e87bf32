/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, type ProfileCompanyReply, sessionStore } from '@fundnet/api-client';
import { type TestReply, type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaRoutes } from '../../routes';
import { fundProfile, me } from '../../testing/fixtures';

jest.setTimeout(30_000);

const at = '2026-05-01T10:00:00.000Z';
const saved: ProfileCompanyReply = {
  company: {
    companyName: 'Northwind Ventures',
    legalName: 'Northwind Ventures Management AG',
    address: 'Bahnhofstrasse 1, 8001 Zurich',
    vatId: 'CHE-123.456.789',
    websiteUrl: 'https://northwind.example',
    updatedAt: at,
    updatedBy: { firstName: 'Ada', lastName: 'Moreau' },
  },
  fundManagementCompany: 'Northwind Capital GmbH',
};

let role: 'owner' | 'admin' | 'editor' = 'admin';
let current: ProfileCompanyReply;
let server: TestServer;
let override: ((path: string, method: string) => TestReply | undefined) | null = null;

beforeAll(async () => {
  server = await startTestServer((request) => {
    const custom = override?.(request.path, request.method);
    if (custom) return custom;
    if (request.path === '/api/users/get-me') return { json: me };
    if (request.path === `/api/profiles/${fundProfile.id}`) return { json: { ...fundProfile, role } };
    if (request.path === '/api/profile-company' && request.method === 'GET') return { json: current };
    if (request.path === '/api/profile-company' && request.method === 'PUT') {
      const body = JSON.parse(request.body);
      return { json: { ...current, company: { ...body, websiteUrl: body.websiteUrl ?? null, updatedAt: at, updatedBy: null } } };
    }
    return { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'Route not found' } };
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  role = 'admin';
  current = saved;
  override = null;
  server.requests.length = 0;
  sessionStore.clearSession();
  sessionStore.setToken('token-ada');
  sessionStore.setActiveProfile({ id: fundProfile.id, type: 'fund' });
});

const puts = () => server.requests.filter((request) => request.path === '/api/profile-company' && request.method === 'PUT');

it('shows the company and that the fund details name another management company', async () => {
  renderAt('/settings/company', <AreaRoutes />);
  expect(await screen.findByRole('textbox', { name: /Legal name/ })).toHaveValue('Northwind Ventures Management AG');
  expect(screen.getByText(/by Ada Moreau\. Only the members of this profile see it\./)).toBeInTheDocument();
  expect(
    screen.getByText(/Your fund details show “Northwind Capital GmbH” as the fund management company\. It differs/),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Edit the fund details' })).toHaveAttribute('href', '/fund/edit#general');
});

it('shows the company form’s messages and sends nothing while a required field is empty', async () => {
  const user = userEvent.setup({ delay: null });
  current = { company: null, fundManagementCompany: null };
  renderAt('/settings/company', <AreaRoutes />);
  await user.type(await screen.findByRole('textbox', { name: /Website/ }), 'northwind');
  await user.click(screen.getByRole('button', { name: 'Save company' }));
  expect(await screen.findByText('Company name is a required')).toBeInTheDocument();
  expect(screen.getByText('Legal name is required')).toBeInTheDocument();
  expect(screen.getByText('Address is required')).toBeInTheDocument();
  expect(screen.getByText('VAT ID is required')).toBeInTheDocument();
  expect(screen.getByText('Enter correct url!')).toBeInTheDocument();
  expect(screen.getByText(/Your fund details name no fund management company yet/)).toBeInTheDocument();
  expect(puts()).toHaveLength(0);
});

it('saves the company form', async () => {
  const user = userEvent.setup({ delay: null });
  renderAt('/settings/company', <AreaRoutes />);
  const vat = await screen.findByRole('textbox', { name: /VAT ID/ });
  await user.clear(vat);
  await user.type(vat, 'CHE-987.654.321');
  await user.clear(screen.getByRole('textbox', { name: /Website/ }));
  await user.click(screen.getByRole('button', { name: 'Save company' }));
  await waitFor(() => expect(puts()).toHaveLength(1));
  expect(JSON.parse(puts()[0]!.body)).toEqual({
    companyName: 'Northwind Ventures',
    legalName: 'Northwind Ventures Management AG',
    address: 'Bahnhofstrasse 1, 8001 Zurich',
    vatId: 'CHE-987.654.321',
    websiteUrl: null,
  });
  expect(await screen.findByText('Company details saved.')).toBeInTheDocument();
});

it('shows the server’s field messages on their fields', async () => {
  const user = userEvent.setup({ delay: null });
  override = (path, method) =>
    path === '/api/profile-company' && method === 'PUT'
      ? {
          status: 422,
          json: {
            statusCode: 422,
            error: 'Unprocessable Entity',
            message: 'VAT ID is required',
            errors: { vatId: ['VAT ID is required'] },
          },
        }
      : undefined;
  renderAt('/settings/company', <AreaRoutes />);
  await user.click(await screen.findByRole('button', { name: 'Save company' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: /VAT ID/ })).toHaveAccessibleDescription('VAT ID is required'));
});

it('an editor reads the company without changing it', async () => {
  role = 'editor';
  renderAt('/settings/company', <AreaRoutes />);
  expect(await screen.findByText('Owners and admins change the company details; you can read them.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Legal name/ })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Save company' })).not.toBeInTheDocument();
});
