/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, type ProfileCtaReply, sessionStore } from '@fundnet/api-client';
import { type TestReply, type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaRoutes } from '../../routes';
import { fundProfile, me } from '../../testing/fixtures';

// The machines that run the tests are shared and slow; typing into MUI inputs takes a while.
jest.setTimeout(30_000);

const at = '2026-05-01T10:00:00.000Z';
const published = { action: 'bookMeeting', label: 'Book an intro call', url: 'https://cal.example/anna', email: null };
const reply = (over: Partial<ProfileCtaReply['section']> = {}): ProfileCtaReply => ({
  section: {
    section: 'call-to-action',
    data: published,
    updatedAt: at,
    published,
    publishedAt: at,
    changedSincePublished: false,
    approval: null,
    ...over,
  },
  suggestions: { bookingUrl: 'https://cal.example/anna', email: 'ir@northwind.example', websiteUrl: 'https://northwind.example' },
});

let role: 'owner' | 'editor' | 'viewer' = 'editor';
let server: TestServer;
let override: ((path: string, method: string) => TestReply | undefined) | null = null;

beforeAll(async () => {
  server = await startTestServer((request) => {
    const custom = override?.(request.path, request.method);
    if (custom) return custom;
    if (request.path === '/api/users/get-me') return { json: me };
    if (request.path === `/api/profiles/${fundProfile.id}`) return { json: { ...fundProfile, role } };
    if (request.path === '/api/profile-cta' && request.method === 'GET') return { json: reply() };
    if (request.path === '/api/profile-cta' && request.method === 'PUT') {
      const body = JSON.parse(request.body);
      const data = { label: null, url: null, email: null, ...body };
      return {
        json: reply({
          data,
          changedSincePublished: true,
          approval: {
            id: '4b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e91',
            model: 'fundInfo',
            section: 'call-to-action',
            status: 'Tbd',
            reason: null,
            message: null,
            submittedAt: at,
            decidedAt: null,
          },
        }),
      };
    }
    return { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'Route not found' } };
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  role = 'editor';
  override = null;
  server.requests.length = 0;
  sessionStore.clearSession();
  sessionStore.setToken('token-ada');
  sessionStore.setActiveProfile({ id: fundProfile.id, type: 'fund' });
});

const puts = () => server.requests.filter((request) => request.path === '/api/profile-cta' && request.method === 'PUT');

async function chooseAction(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('combobox', { name: /What the button does/ }));
  await user.click(await screen.findByRole('option', { name }));
}

it('shows what visitors see and the saved button, acting as the active profile', async () => {
  renderAt('/settings/callToAction', <AreaRoutes />);
  expect(await screen.findByText('Visitors see: Book a meeting · “Book an intro call” → https://cal.example/anna')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: /What the button does/ })).toHaveTextContent('Book a meeting');
  expect(screen.getByRole('textbox', { name: /Button text/ })).toHaveValue('Book an intro call');
  expect(screen.getByRole('textbox', { name: /Booking page/ })).toHaveValue('https://cal.example/anna');
  expect(server.requests.find((request) => request.path === '/api/profile-cta')?.headers['meta-profile-id']).toBe(fundProfile.id);
});

it('offers the action’s wording and the profile’s e-mail, and sends the button for approval', async () => {
  const user = userEvent.setup({ delay: null });
  renderAt('/settings/callToAction', <AreaRoutes />);
  await screen.findByRole('textbox', { name: /Button text/ });
  await user.clear(screen.getByRole('textbox', { name: /Button text/ }));
  await chooseAction(user, 'Send an e-mail');
  await waitFor(() => expect(screen.getByRole('textbox', { name: /Button text/ })).toHaveValue('Send us an e-mail'));
  expect(screen.getByRole('textbox', { name: /E-mail address/ })).toHaveValue('ir@northwind.example');
  expect(screen.queryByRole('textbox', { name: /Booking page/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save call to action' }));

  await waitFor(() => expect(puts()).toHaveLength(1));
  expect(JSON.parse(puts()[0]!.body)).toEqual({
    action: 'sendEmail',
    label: 'Send us an e-mail',
    url: null,
    email: 'ir@northwind.example',
  });
  expect(await screen.findByText(/sent for approval/)).toBeInTheDocument();
  expect(await screen.findByText(/This change is waiting for approval/)).toBeInTheDocument();
});

it('shows the form’s messages and sends nothing while the button is incomplete', async () => {
  const user = userEvent.setup({ delay: null });
  renderAt('/settings/callToAction', <AreaRoutes />);
  const label = await screen.findByRole('textbox', { name: /Button text/ });
  await user.clear(label);
  await user.clear(screen.getByRole('textbox', { name: /Booking page/ }));
  await user.click(screen.getByRole('button', { name: 'Save call to action' }));
  expect(await screen.findByText('Enter the text of the button')).toBeInTheDocument();
  expect(screen.getByText('Enter the address the button opens')).toBeInTheDocument();
  await user.type(label, 'x'.repeat(41));
  await user.type(screen.getByRole('textbox', { name: /Booking page/ }), 'not an address');
  await user.click(screen.getByRole('button', { name: 'Save call to action' }));
  expect(await screen.findByText('The button text can be at most 40 characters')).toBeInTheDocument();
  expect(screen.getByText('Invalid URL format')).toBeInTheDocument();
  expect(puts()).toHaveLength(0);
});

it('shows what the server refused', async () => {
  const user = userEvent.setup({ delay: null });
  override = (path, method) =>
    path === '/api/profile-cta' && method === 'PUT'
      ? {
          status: 403,
          json: { statusCode: 403, error: 'Forbidden', message: 'This needs the editor role or higher on the profile; you are viewer.' },
        }
      : undefined;
  renderAt('/settings/callToAction', <AreaRoutes />);
  await user.click(await screen.findByRole('button', { name: 'Save call to action' }));
  expect(await screen.findByText('This needs the editor role or higher on the profile; you are viewer.')).toBeInTheDocument();
});

it('puts a field error of the server on its field', async () => {
  const user = userEvent.setup({ delay: null });
  override = (path, method) =>
    path === '/api/profile-cta' && method === 'PUT'
      ? {
          status: 422,
          json: { statusCode: 422, error: 'Unprocessable Entity', message: 'Invalid URL format', errors: { url: ['Invalid URL format'] } },
        }
      : undefined;
  renderAt('/settings/callToAction', <AreaRoutes />);
  await user.click(await screen.findByRole('button', { name: 'Save call to action' }));
  const url = await screen.findByRole('textbox', { name: /Booking page/ });
  await waitFor(() => expect(url).toHaveAccessibleDescription('Invalid URL format'));
});

it('a viewer sees the button and why they cannot change it', async () => {
  role = 'viewer';
  renderAt('/settings/callToAction', <AreaRoutes />);
  expect(await screen.findByText(/As a viewer you can see the call to action/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save call to action' })).not.toBeInTheDocument();
  const card = screen.getByRole('region', { name: 'Button on your public page' });
  expect(within(card).getAllByText(/Book an intro call/).length).toBeGreaterThan(0);
});
