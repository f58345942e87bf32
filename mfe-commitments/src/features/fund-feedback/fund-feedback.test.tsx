/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, type FundFeedback, type FundFeedbackRequest, sessionStore } from '@fundnet/api-client';
import { startTestServer, type TestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { feedbackRatingSheet } from '@fundnet/validation-schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaRoutes } from '../../routes';

// /feedback for a fund and an investor, and the rating sheet's messages, against a contract-checked test server.
// These screens (MUI X grids and charts among them) render in jsdom 29 within 10 s a test (stop 37: 9.7 s at most, under CI load); 30 s is a
// guard against a hang, not a speed target (jsdom 26 needed 120 s, issue 30).
jest.setTimeout(30_000);

const fund = {
  id: '7f1c2a52-4d0e-4a57-9a51-0c1d1b7a2001',
  type: 'fund' as const,
  name: 'Northwind Ventures I',
  slug: 'northwind-ventures-i',
};
const investor = {
  id: '7f1c2a52-4d0e-4a57-9a51-0c1d1b7a2002',
  type: 'investor' as const,
  name: 'Harbour Pension',
  slug: 'harbour-pension',
};
const groups = Object.fromEntries(
  feedbackRatingSheet.map((g) => [g.group, { rating: 4, comment: null, criteria: { [g.criteria[0].id]: { rating: 5, comment: 'Good' } } }]),
) as unknown as Pick<FundFeedback, 'portfolioFit' | 'trackRecord' | 'strategy' | 'processes' | 'team' | 'risk'>;
const anonymous: FundFeedback = {
  id: '5c8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d6e01',
  fund,
  author: null,
  requestId: null,
  analysisStage: 'dueDiligence',
  generalRating: 4,
  generalFeedback: 'Strong sourcing, thin back office.',
  likedThings: ['Sourcing'],
  improveThings: ['Back office'],
  weakSpots: ['processes'],
  otherReasons: null,
  stayAnonymous: true,
  willingToJumpOnCall: false,
  shareWithFund: true,
  ...groups,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
};
const averages = { count: 1, generalRating: 4, portfolioFit: 4, trackRecord: 4, strategy: 4, processes: 4, team: 4, risk: 4 };
const request = (status: FundFeedbackRequest['status']): FundFeedbackRequest => ({
  id: '5c8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d6e02',
  fund,
  investor,
  message: 'Your view?',
  status,
  feedbackId: null,
  createdAt: '2026-11-21T09:00:00.000Z',
  answeredAt: status === 'Requested' ? null : '2026-11-22T09:00:00.000Z',
});
const counts = (status: FundFeedbackRequest['status']) => ({ Requested: 0, Responded: 0, Ignored: 0, [status]: 1 });

let requestStatus: FundFeedbackRequest['status'] = 'Requested';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((r) => {
    if (r.path === '/api/fund-feedback/received') return { json: { items: [anonymous], averages } };
    if (r.path === '/api/fund-feedback/given') return { json: { items: [] } };
    if (r.path === '/api/fund-feedback-requests/sent') return { json: { items: [request('Ignored')], counts: counts('Ignored') } };
    if (r.path === '/api/fund-feedback-requests/received') {
      return { json: { items: [request(requestStatus)], counts: counts(requestStatus) } };
    }
    if (r.method === 'PATCH' && r.path === `/api/fund-feedback-requests/${request('Requested').id}/ignore`) {
      requestStatus = 'Ignored';
      return { json: { request: request('Ignored') } };
    }
    return { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'Route not found' } };
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  requestStatus = 'Requested';
  server.requests.length = 0;
  sessionStore.clearSession();
  sessionStore.setToken('token');
});

it('shows a fund its feedback with the averages per group, anonymous feedback without an author, and its requests', async () => {
  sessionStore.setActiveProfile({ id: fund.id, type: 'fund' });
  renderAt('/feedback', <AreaRoutes />);
  const list = await screen.findByRole('list', { name: 'Received feedback' });
  expect(await within(list).findByText('Anonymous LP')).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Team average' })).toHaveTextContent('4.0 / 5');
  const sent = await screen.findByRole('list', { name: 'Sent feedback requests' });
  expect(await within(sent).findByText('Harbour Pension')).toBeInTheDocument();
  expect(within(sent).getByText('Ignored')).toBeInTheDocument();
});

it('lets an investor ignore a feedback request', async () => {
  const user = userEvent.setup({ delay: null });
  sessionStore.setActiveProfile({ id: investor.id, type: 'investor' });
  renderAt('/feedback', <AreaRoutes />);
  const inbox = await screen.findByRole('list', { name: 'Received feedback requests' });
  expect(await within(inbox).findByRole('link', { name: 'Give feedback' })).toHaveAttribute(
    'href',
    `/feedback/give?fundId=${fund.id}&fundName=${encodeURIComponent(fund.name)}&requestId=${request('Requested').id}`,
  );
  await user.click(within(inbox).getByRole('button', { name: `Ignore the request of ${fund.name}` }));
  await waitFor(() => expect(within(inbox).getByText('Ignored')).toBeInTheDocument());
  expect(server.requests.some((r) => r.method === 'PATCH')).toBe(true);
});

it('shows the rating sheet’s messages word for word when sent empty', async () => {
  const user = userEvent.setup({ delay: null });
  sessionStore.setActiveProfile({ id: investor.id, type: 'investor' });
  renderAt(`/feedback/give?fundId=${fund.id}&fundName=${encodeURIComponent(fund.name)}`, <AreaRoutes />);
  // Text and CSS queries: role queries over a 50-criterion form are slow in jsdom.
  expect(await screen.findByText(`Feedback on ${fund.name}`)).toBeInTheDocument();
  expect(document.querySelectorAll('[role="group"][aria-label$="sub-criteria"]')).toHaveLength(6);
  expect(document.querySelectorAll('[role="group"][aria-label$="sub-criteria"] fieldset:not([aria-hidden="true"])')).toHaveLength(50);
  // The long texts count against their limit as they are typed.
  expect(screen.getAllByTestId('character-counter').map((c) => c.textContent)).toEqual(['0 / 5,000', '0 / 5,000']);
  await user.click(screen.getByText('Send feedback'));
  for (const message of [
    'Please select one analysis stage',
    'General rating is required for feedback',
    'General feedback is required for feedback',
    'Please add at least one thing that you liked',
    'Please add at least one thing that you thing could improve',
    'Please select at least one weak spots',
  ]) {
    expect(await screen.findByText(message)).toBeInTheDocument();
  }
  expect(screen.queryAllByText('Rating is required')).toHaveLength(6);
  expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
});
