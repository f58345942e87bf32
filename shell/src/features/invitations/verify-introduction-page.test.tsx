/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import type { IntroductionRequest } from '@fundnet/api-client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, apiError, resetBrowserSession, startFakeApi } from '../../session/testing/fake-api';
import { renderPage } from '../../session/testing/render-page';
import { VerifyIntroductionPage } from './verify-introduction-page';

jest.setTimeout(30_000);

const CODE = 'intro-code-AbCdEf0123456789_-xyz';
const request: IntroductionRequest = {
  status: 'requested',
  requester: { id: '0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f02', type: 'investor', name: 'Nordic LP Partners', slug: 'nordic-lp-partners' },
  target: { id: '0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f01', type: 'fund', name: 'Northwind Ventures', slug: 'northwind-ventures' },
  requestedBy: 'Ingrid Larsen',
  message: 'We back seed funds in the Nordics.',
  createdAt: '2026-11-20T09:00:00.000Z',
  expiresAt: '2026-12-04T09:00:00.000Z',
  respondedAt: null,
};

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(resetBrowserSession);

it('opening the link only reads the request (GET), and shows who asks and why', async () => {
  api.use({ 'GET /api/introduction/verify': () => ({ json: request }) });
  renderPage(<VerifyIntroductionPage />, { at: `/verifyIntroduction?code=${CODE}` });
  expect(await screen.findByRole('heading', { name: 'Do you accept this introduction?' })).toBeInTheDocument();
  expect(
    screen.getByText(/Ingrid Larsen of Nordic LP Partners \(Investor\) asks to be introduced to Northwind Ventures/),
  ).toBeInTheDocument();
  expect(screen.getByText('We back seed funds in the Nordics.')).toBeInTheDocument();
  expect(api.calls('GET /api/introduction/verify')[0]?.query).toEqual({ code: CODE });
  expect(api.server.requests.filter((r) => r.method !== 'GET')).toEqual([]);
});

it('Accept answers with a POST and says both sides were mailed', async () => {
  api.use({
    'GET /api/introduction/verify': () => ({ json: request }),
    'POST /api/introduction/verify': () => ({ json: { ...request, status: 'introduced', respondedAt: '2026-11-21T09:00:00.000Z' } }),
  });
  renderPage(<VerifyIntroductionPage />, { at: `/verifyIntroduction?code=${CODE}` });
  await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Accept the introduction' }));
  expect(await screen.findByRole('heading', { name: 'You have been introduced' })).toBeInTheDocument();
  expect(screen.getByText(/have each received the other’s contact by e-mail/)).toBeInTheDocument();
  expect(api.body(api.calls('POST /api/introduction/verify')[0])).toEqual({ code: CODE, decision: 'accept' });
  expect(screen.queryByRole('button', { name: 'Accept the introduction' })).not.toBeInTheDocument();
});

it('Decline shares nothing; a second answer shows the server’s message', async () => {
  api.use({
    'GET /api/introduction/verify': () => ({ json: request }),
    'POST /api/introduction/verify': () => apiError(409, 'This introduction has already been answered.'),
  });
  renderPage(<VerifyIntroductionPage />, { at: `/verifyIntroduction?code=${CODE}` });
  await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Decline' }));
  expect(await screen.findByText('This introduction has already been answered.')).toBeInTheDocument();
  expect(api.body(api.calls('POST /api/introduction/verify')[0])).toEqual({ code: CODE, decision: 'decline' });
});

it('an expired request can no longer be answered', async () => {
  api.use({ 'GET /api/introduction/verify': () => ({ json: { ...request, status: 'expired' } }) });
  renderPage(<VerifyIntroductionPage />, { at: `/verifyIntroduction?code=${CODE}` });
  expect(await screen.findByRole('heading', { name: 'This introduction request has expired' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Accept the introduction' })).not.toBeInTheDocument();
});

it('an unknown code says the link does not work', async () => {
  api.use({ 'GET /api/introduction/verify': () => apiError(400, 'This introduction link is invalid.') });
  renderPage(<VerifyIntroductionPage />, { at: `/verifyIntroduction?code=${CODE}` });
  expect(await screen.findByRole('heading', { name: 'This introduction link does not work' })).toBeInTheDocument();
  expect(screen.getByText('This introduction link is invalid.')).toBeInTheDocument();
});
