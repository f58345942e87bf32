/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, type ProfileNdaReply, sessionStore } from '@fundnet/api-client';
import { type TestReply, type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { STANDARD_NDA_TEXT } from '@fundnet/validation-schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaRoutes } from '../../routes';
import { fundProfile, me } from '../../testing/fixtures';

jest.setTimeout(30_000);

const at = '2026-05-01T10:00:00.000Z';
const pdfKey = '5c8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e77';
const nda: ProfileNdaReply = {
  requireNda: true,
  sections: ['portfolio'],
  nda: { version: 2, text: 'Mutual NDA of Northwind', document: null, createdAt: at, createdBy: { firstName: 'Ada', lastName: 'Moreau' } },
  standardText: STANDARD_NDA_TEXT,
  acceptances: [
    {
      id: '6c8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e01',
      version: 2,
      acceptedAt: at,
      sections: ['portfolio'],
      profile: {
        id: '7f1c2a52-4d0e-4a57-9a51-0c1d1b7a1002',
        type: 'investor',
        name: 'Harbour Family Office',
        slug: 'harbour-family-office',
      },
      user: { firstName: 'Hana', lastName: 'Berg', email: 'hana@harbour.example' },
    },
  ],
};

let role: 'owner' | 'editor' | 'viewer' = 'owner';
let server: TestServer;
let override: ((path: string, method: string) => TestReply | undefined) | null = null;

beforeAll(async () => {
  server = await startTestServer((request) => {
    const custom = override?.(request.path, request.method);
    if (custom) return custom;
    if (request.path === '/api/users/get-me') return { json: me };
    if (request.path === `/api/profiles/${fundProfile.id}`) return { json: { ...fundProfile, role } };
    if (request.path === '/api/profile-nda' && request.method === 'GET') return { json: nda };
    if (request.path === '/api/profile-nda/document') {
      const body = JSON.parse(request.body);
      const document = body.documentKey
        ? { key: body.documentKey, name: 'nda.pdf', size: 1200, url: 'https://files.example/nda.pdf', expiresAt: at }
        : null;
      return { json: { ...nda, nda: { version: 3, text: body.text, document, createdAt: at, createdBy: null } } };
    }
    if (request.path === '/api/upload/private') {
      return {
        status: 201,
        json: {
          key: pdfKey,
          contentType: 'application/pdf',
          size: 1200,
          originalName: 'nda.pdf',
          visibility: 'private',
          purpose: 'document',
          createdAt: at,
        },
      };
    }
    if (request.path === '/api/fund-info/edit/require-nda') {
      const body = JSON.parse(request.body);
      return {
        json: {
          section: 'require-nda',
          data: body,
          updatedAt: at,
          published: body,
          publishedAt: at,
          changedSincePublished: false,
          approval: null,
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
  override = null;
  server.requests.length = 0;
  sessionStore.clearSession();
  sessionStore.setToken('token-ada');
  sessionStore.setActiveProfile({ id: fundProfile.id, type: 'fund' });
});

const calls = (path: string) => server.requests.filter((request) => request.path === path && request.method !== 'GET');

it('shows the protected sections, the current NDA version and who accepted it', async () => {
  renderAt('/settings/nda', <AreaRoutes />);
  expect(await screen.findByRole('checkbox', { name: /Require visitors to accept the NDA/ })).toBeChecked();
  expect(screen.getByRole('button', { name: 'Portfolio' })).toBeInTheDocument();
  expect(screen.getByText(/^Version 2, saved .* by Ada Moreau/)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'NDA text' })).toHaveValue('Mutual NDA of Northwind');
  const list = screen.getByRole('list', { name: 'NDA acceptances' });
  expect(within(list).getByRole('link', { name: 'Harbour Family Office' })).toHaveAttribute('href', '/investor/harbour-family-office');
  expect(within(list).getByText(/Hana Berg \(hana@harbour.example\) accepted version 2 on .* · Portfolio/)).toBeInTheDocument();
});

it('saves a new version with an uploaded PDF', async () => {
  const user = userEvent.setup({ delay: null });
  renderAt('/settings/nda', <AreaRoutes />);
  await screen.findByRole('textbox', { name: 'NDA text' });
  const file = new File(['%PDF-1.4 test'], 'nda.pdf', { type: 'application/pdf' });
  await user.upload(screen.getByLabelText('NDA as a PDF'), file);
  expect(await screen.findByText('nda.pdf')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save the NDA' }));
  await waitFor(() => expect(calls('/api/profile-nda/document')).toHaveLength(1));
  expect(JSON.parse(calls('/api/profile-nda/document')[0]!.body)).toEqual({ text: 'Mutual NDA of Northwind', documentKey: pdfKey });
  expect(calls('/api/upload/private')).toHaveLength(1);
  expect(await screen.findByText('NDA saved as version 3.')).toBeInTheDocument();
});

it('asks for a text or a PDF, and sends nothing without one', async () => {
  const user = userEvent.setup({ delay: null });
  renderAt('/settings/nda', <AreaRoutes />);
  await user.clear(await screen.findByRole('textbox', { name: 'NDA text' }));
  await user.click(screen.getByRole('button', { name: 'Save the NDA' }));
  expect(await screen.findByText('Write the NDA or upload it as a PDF')).toBeInTheDocument();
  expect(calls('/api/profile-nda/document')).toHaveLength(0);
});

it('shows the server’s refusal of the file under the upload', async () => {
  const user = userEvent.setup({ delay: null });
  override = (path) =>
    path === '/api/profile-nda/document'
      ? {
          status: 422,
          json: {
            statusCode: 422,
            error: 'Unprocessable Entity',
            message: 'The uploaded NDA was not found. Upload it again.',
            errors: { documentKey: ['The uploaded NDA was not found. Upload it again.'] },
          },
        }
      : undefined;
  renderAt('/settings/nda', <AreaRoutes />);
  await screen.findByRole('textbox', { name: 'NDA text' });
  await user.upload(screen.getByLabelText('NDA as a PDF'), new File(['%PDF'], 'nda.pdf', { type: 'application/pdf' }));
  await screen.findByText('nda.pdf');
  await user.click(screen.getByRole('button', { name: 'Save the NDA' }));
  expect(await screen.findByText('The uploaded NDA was not found. Upload it again.')).toBeInTheDocument();
});

it('an editor changes the protected sections but only reads the NDA', async () => {
  role = 'editor';
  const user = userEvent.setup({ delay: null });
  renderAt('/settings/nda', <AreaRoutes />);
  expect(await screen.findByText(/Owners and admins change the NDA/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save the NDA' })).not.toBeInTheDocument();
  expect(screen.getByText('Mutual NDA of Northwind')).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: /Require visitors to accept the NDA/ }));
  await user.click(screen.getByRole('button', { name: 'Save protected sections' }));
  await waitFor(() => expect(calls('/api/fund-info/edit/require-nda')).toHaveLength(1));
  expect(JSON.parse(calls('/api/fund-info/edit/require-nda')[0]!.body)).toEqual({ requireNda: false, sections: ['portfolio'] });
  expect(await screen.findByText('Protected sections saved. They apply at once.')).toBeInTheDocument();
});

it('requires a protected section when the NDA is on', async () => {
  const user = userEvent.setup({ delay: null });
  override = (path, method) =>
    path === '/api/profile-nda' && method === 'GET' ? { json: { ...nda, requireNda: false, sections: [] } } : undefined;
  renderAt('/settings/nda', <AreaRoutes />);
  await user.click(await screen.findByRole('checkbox', { name: /Require visitors to accept the NDA/ }));
  await user.click(screen.getByRole('button', { name: 'Save protected sections' }));
  expect(await screen.findByText('Select at least one section to protect with the NDA')).toBeInTheDocument();
  expect(calls('/api/fund-info/edit/require-nda')).toHaveLength(0);
});

it('a viewer reads the settings without forms', async () => {
  role = 'viewer';
  renderAt('/settings/nda', <AreaRoutes />);
  expect(await screen.findByText('Visitors accept the NDA to see: Portfolio.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
});

it('shows the managed help (profileNda.requireNda) beside the "Require NDA" choice', async () => {
  const user = userEvent.setup({ delay: null });
  override = (path, method) =>
    path === '/api/tooltip' && method === 'GET'
      ? {
          json: {
            items: [
              {
                id: '7d7f3c1e-1b7a-4d8e-9a39-2f5a1c4b9e11',
                key: 'profileNda.requireNda',
                title: 'Require NDA',
                text: 'Visitors accept your NDA before they see the sections you protect.',
                updatedAt: at,
              },
            ],
          },
        }
      : undefined;
  renderAt('/settings/nda', <AreaRoutes />);
  const checkbox = await screen.findByRole('checkbox', { name: /Require visitors to accept the NDA/ });
  const help = await screen.findByRole('button', { name: 'About Require NDA' });
  // Beside the choice: in the same row, under the same form.
  expect(checkbox.closest('form')?.contains(help)).toBe(true);
  await user.click(help);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Visitors accept your NDA before they see the sections you protect.');
});
