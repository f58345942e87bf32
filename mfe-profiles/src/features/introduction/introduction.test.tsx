/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, type Introduction, sessionStore } from '@fundnet/api-client';
import { startTestServer, type TestReply, type TestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INTRODUCTION_MESSAGE_MAX_LENGTH, introductionMessages } from '@fundnet/validation-schema';
import { MemoryRouter } from 'react-router-dom';
import { AreaRoutes } from '../../routes';
import { fundProfile, me } from '../../testing/fixtures';
import { RequestIntroductionButton } from './request-introduction-button';

// /getIntroduce (request form, received and sent lists) against a test server whose replies are checked against the contract.
jest.setTimeout(30_000);

const investor = {
  id: '7f1c2a52-4d0e-4a57-9a51-0c1d1b7a1002',
  type: 'investor' as const,
  name: 'Harbour Family Office',
  slug: 'harbour-family-office',
};
const fund = { id: fundProfile.id, type: 'fund' as const, name: fundProfile.name, slug: fundProfile.slug };
const provider = { id: '7f1c2a52-4d0e-4a57-9a51-0c1d1b7a1003', type: 'serviceProvider' as const, name: 'Ledger & Co', slug: 'ledger-co' };

const base: Introduction = {
  id: '5c8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e01',
  status: 'requested',
  investorId: investor.id,
  fundId: fund.id,
  providerId: null,
  requester: investor,
  target: fund,
  requestedBy: 'Ingrid Larsen',
  message: 'We back seed funds in the Nordics.',
  createdAt: '2026-11-20T09:00:00.000Z',
  expiresAt: '2026-12-04T09:00:00.000Z',
  respondedAt: null,
  introducedAt: null,
  contact: null,
};
const sentIntroduced: Introduction = {
  ...base,
  id: '5c8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e02',
  status: 'introduced',
  investorId: null,
  providerId: provider.id,
  requester: fund,
  target: provider,
  requestedBy: 'Ada Moreau',
  message: 'We need fund administration.',
  respondedAt: '2026-11-21T09:00:00.000Z',
  introducedAt: '2026-11-21T09:00:00.000Z',
  contact: { name: 'Lea Ledger', email: 'lea@ledger.example' },
};

let role: 'owner' | 'viewer' = 'owner';
let server: TestServer;
let override: ((path: string, method: string) => TestReply | undefined) | null = null;

beforeAll(async () => {
  server = await startTestServer((request) => {
    const custom = override?.(request.path, request.method);
    if (custom) return custom;
    if (request.path === '/api/users/get-me') return { json: me };
    if (request.path === `/api/profiles/${fundProfile.id}`) return { json: { ...fundProfile, role } };
    if (request.path === '/api/introduction' && request.method === 'GET') return { json: { sent: [sentIntroduced], received: [base] } };
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

it('lists the received and sent introductions; the contact shows only once introduced', async () => {
  renderAt('/getIntroduce', <AreaRoutes />);
  const received = await screen.findByRole('list', { name: 'Introductions you were asked for' });
  expect(within(received).getByRole('link', { name: 'Harbour Family Office' })).toHaveAttribute('href', '/investor/harbour-family-office');
  expect(within(received).getByText('Waiting for an answer')).toBeInTheDocument();
  expect(within(received).queryByText(/Contact:/)).not.toBeInTheDocument();
  const sent = screen.getByRole('list', { name: 'Introductions you requested' });
  expect(within(sent).getByText('Introduced')).toBeInTheDocument();
  expect(within(sent).getByRole('link', { name: 'lea@ledger.example' })).toHaveAttribute('href', 'mailto:lea@ledger.example');
});

it('accepts a received request from the list', async () => {
  const user = userEvent.setup({ delay: null });
  override = (path, method) =>
    method === 'POST' && path === `/api/introduction/${base.id}/respond`
      ? {
          json: {
            ...base,
            status: 'introduced',
            respondedAt: '2026-11-22T09:00:00.000Z',
            introducedAt: '2026-11-22T09:00:00.000Z',
            contact: { name: 'Ingrid Larsen', email: 'ingrid@harbour.example' },
          },
        }
      : undefined;
  renderAt('/getIntroduce', <AreaRoutes />);
  await user.click(await screen.findByRole('button', { name: 'Accept the introduction to Harbour Family Office' }));
  expect(await screen.findByText('You and Harbour Family Office have been introduced by e-mail.')).toBeInTheDocument();
  const call = server.requests.find((r) => r.method === 'POST');
  expect(JSON.parse(call?.body ?? '{}')).toEqual({ decision: 'accept' });
  expect(call?.headers['meta-profile-id']).toBe(fundProfile.id);
});

it('a viewer sees received requests without the answer buttons', async () => {
  role = 'viewer';
  renderAt('/getIntroduce', <AreaRoutes />);
  await screen.findByRole('list', { name: 'Introductions you were asked for' });
  await waitFor(() => expect(server.requests.some((r) => r.path === `/api/profiles/${fundProfile.id}`)).toBe(true));
  expect(screen.queryByRole('button', { name: /Accept the introduction/ })).not.toBeInTheDocument();
});

it('the request form: "Message is required", then the request with the target key', async () => {
  const user = userEvent.setup({ delay: null });
  override = (path, method) =>
    method === 'POST' && path === '/api/introduction'
      ? { status: 201, json: { ...base, id: '5c8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e03', requester: fund, target: provider } }
      : undefined;
  renderAt(`/getIntroduce?providerId=${provider.id}&name=${encodeURIComponent(provider.name)}`, <AreaRoutes />);
  expect(await screen.findByRole('heading', { name: 'Request an introduction to Ledger & Co' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send the request' }));
  expect(await screen.findByText('Message is required')).toBeInTheDocument();
  expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
  await user.type(screen.getByRole('textbox', { name: /Message/ }), 'We need a fund administrator.');
  await user.click(screen.getByRole('button', { name: 'Send the request' }));
  expect(await screen.findByText('Introduction requested. Ledger & Co will be asked privately.')).toBeInTheDocument();
  const call = server.requests.find((r) => r.method === 'POST');
  expect(JSON.parse(call?.body ?? '{}')).toEqual({ providerId: provider.id, message: 'We need a fund administrator.' });
  await waitFor(() => expect(screen.queryByRole('heading', { name: /Request an introduction to/ })).not.toBeInTheDocument());
});

it('the request form counts the message against its limit and says why once over', async () => {
  const user = userEvent.setup({ delay: null });
  renderAt(`/getIntroduce?providerId=${provider.id}&name=Ledger`, <AreaRoutes />);
  const box = await screen.findByRole('textbox', { name: /Message/ });
  const max = INTRODUCTION_MESSAGE_MAX_LENGTH.toLocaleString('en');
  expect(box).toHaveAccessibleDescription(expect.stringContaining(`0 / ${max}`));
  await user.type(box, 'Hello');
  expect(box).toHaveAccessibleDescription(expect.stringContaining(`5 / ${max}`));
  // A paste past the limit is kept whole (nothing typed is lost); the counter and the contract's message say why.
  await user.paste('x'.repeat(INTRODUCTION_MESSAGE_MAX_LENGTH));
  expect(box).toHaveValue(`Hello${'x'.repeat(INTRODUCTION_MESSAGE_MAX_LENGTH)}`);
  expect(box).toHaveAccessibleDescription(
    expect.stringContaining(`${(INTRODUCTION_MESSAGE_MAX_LENGTH + 5).toLocaleString('en')} / ${max}`),
  );
  await user.click(screen.getByRole('button', { name: 'Send the request' }));
  expect(await screen.findByText(introductionMessages.messageMaxLength)).toBeInTheDocument();
  expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
  // Under the limit it goes, past the 200 characters it was silently held to before.
  await user.clear(box);
  await user.paste('y'.repeat(300));
  await user.click(screen.getByRole('button', { name: 'Send the request' }));
  await waitFor(() => expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(1));
  expect(JSON.parse(server.requests.find((r) => r.method === 'POST')!.body).message).toHaveLength(300);
});

it('the request form shows why the server refused (409)', async () => {
  const user = userEvent.setup({ delay: null });
  override = (path, method) =>
    method === 'POST' && path === '/api/introduction'
      ? {
          status: 409,
          json: { statusCode: 409, error: 'Conflict', message: 'You already asked for this introduction. It is waiting for an answer.' },
        }
      : undefined;
  renderAt(`/getIntroduce?providerId=${provider.id}&name=Ledger`, <AreaRoutes />);
  await user.type(await screen.findByRole('textbox', { name: /Message/ }), 'Hello again');
  await user.click(screen.getByRole('button', { name: 'Send the request' }));
  expect(await screen.findByText('You already asked for this introduction. It is waiting for an answer.')).toBeInTheDocument();
});

it('"Request an introduction" shows on profiles of another kind, for a user acting as a profile', () => {
  const { rerender } = render(
    <MemoryRouter>
      <RequestIntroductionButton profile={provider} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'Request an introduction to Ledger & Co' })).toHaveAttribute(
    'href',
    `/getIntroduce?providerId=${provider.id}&name=Ledger+%26+Co`,
  );
  rerender(
    <MemoryRouter>
      <RequestIntroductionButton profile={{ ...fund, id: '7f1c2a52-4d0e-4a57-9a51-0c1d1b7a1009' }} />
    </MemoryRouter>,
  );
  expect(screen.queryByRole('link', { name: /Request an introduction/ })).not.toBeInTheDocument();
  act(() => sessionStore.clearSession());
  rerender(
    <MemoryRouter>
      <RequestIntroductionButton profile={provider} />
    </MemoryRouter>,
  );
  expect(screen.queryByRole('link', { name: /Request an introduction/ })).not.toBeInTheDocument();
});
