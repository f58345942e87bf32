/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { sessionStore } from '@fundnet/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, resetBrowserSession, startFakeApi } from '../../session/testing/fake-api';
import { renderPage } from '../../session/testing/render-page';
import { VerifyRequestAccessPage } from './verify-request-access-page';

jest.setTimeout(30_000);

const FUND = '7f1c2a52-4d0e-4a57-9a51-0c1d1b7a1001';
const ID = '0d3c4b5a-6e7f-4a1b-8c2d-3e4f5a6b7c8d';
const request = (status: 'pending' | 'approved') => ({
  id: ID,
  email: 'lp@allocator.example',
  message: 'We met in Zurich',
  status,
  reason: 'inactive',
  link: { id: '5d9e7d6a-4a3f-4f4e-9d55-0c3f7c1b2a10', name: 'LP deck', status: 'inactive' },
  createdAt: '2026-11-24T10:00:00.000Z',
  decidedAt: status === 'pending' ? null : '2026-11-24T11:00:00.000Z',
});

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(resetBrowserSession);

it('asks a signed-out member to sign in, without reading or deciding anything', () => {
  renderPage(<VerifyRequestAccessPage />, { at: `/verifyRequestAccess?requestId=${ID}` });
  expect(screen.getByRole('heading', { level: 1, name: 'Review an access request' })).toBeInTheDocument();
  expect(api.server.requests).toHaveLength(0);
});

it('shows the request to a member acting as the fund; only the button approves it', async () => {
  sessionStore.setToken('token-ada');
  sessionStore.setActiveProfile({ id: FUND, type: 'fund' });
  let current = request('pending');
  api.use({
    [`GET /api/fund-request-access/${ID}`]: () => ({ json: current }),
    [`POST /api/fund-request-access/${ID}/approve`]: () => {
      current = request('approved');
      return { json: current };
    },
  });
  renderPage(<VerifyRequestAccessPage />, { at: `/verifyRequestAccess?requestId=${ID}` });
  expect(await screen.findByRole('heading', { name: 'lp@allocator.example asks for access' })).toBeInTheDocument();
  expect(screen.getByText('“We met in Zurich”')).toBeInTheDocument();
  expect(api.calls(`POST /api/fund-request-access/${ID}/approve`)).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('Approved: lp@allocator.example was mailed the link.')).toBeInTheDocument();
  await waitFor(() => expect(api.calls(`POST /api/fund-request-access/${ID}/approve`)[0]?.headers['meta-profile-id']).toBe(FUND));
});
