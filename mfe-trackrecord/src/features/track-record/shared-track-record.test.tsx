/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, sessionStore } from '@fundnet/api-client';
import { type RecordedRequest, replyFromContract, type TestReply, type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { SharedTrackRecord } from './shared-track-record';
import { fund, investor, recordId, trackRecord, trackRecordApi, trackRecordWorld } from './testing';

// These screens (MUI X grids and charts among them) render in jsdom 29 within 10 s a test (stop 37: 9.7 s at most, under CI load); 30 s is a
// guard against a hang, not a speed target (jsdom 26 needed 120 s, issue 30).
jest.setTimeout(30_000);

const TOKEN = 'visitor-token-of-the-link';
const hidden = trackRecord(1, { visible: false, name: 'Northwind Fund I (shared)' });
/** Replaces the answer to the track record's own read (404: not in the link's scope, 401, 503). */
let one: ((request: RecordedRequest) => TestReply) | null = null;

let server: TestServer;
beforeAll(async () => {
  const api = trackRecordApi(trackRecordWorld({ records: [hidden] }));
  server = await startTestServer((request) => {
    if (one && request.method === 'GET' && request.path === `/api/track-record/${recordId(1)}`) return one(request);
    // Anything else (the managed help texts beside the figures) gets the contract's smallest reply.
    return api(request) ?? replyFromContract(request);
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  one = null;
  sessionStore.clearSession();
  // A signed-in investor opens a fund's share link: the link's reads must not act as their own profile.
  sessionStore.setToken('token');
  sessionStore.setActiveProfile(investor);
});

const trackRecordCalls = () => server.requests.filter((r) => r.path.startsWith('/api/track-record/'));
const notFound = () => ({ status: 404, json: { statusCode: 404, error: 'Not Found', message: 'This track record does not exist.' } });

it('shows a shared track record to the link’s visitor: metrics, grid and charts, every read as the visitor', async () => {
  renderAt('/fund/shared/abc', <SharedTrackRecord id={recordId(1)} resourceName="Northwind Fund I" visitorToken={TOKEN} preview={false} />);
  const section = screen.getByRole('region', { name: 'Northwind Fund I' });
  expect(within(section).getByRole('status')).toHaveTextContent('Loading the track record…');
  expect(await screen.findByRole('heading', { name: 'Northwind Fund I (shared)' })).toBeInTheDocument();
  expect(await screen.findByTestId('metric-tvpi')).toHaveTextContent('2.00x');
  const grid = await screen.findByRole('grid', { name: 'Investments' });
  expect(await within(grid).findByText('Northwind Robotics')).toBeInTheDocument();
  await waitFor(() => expect(document.querySelector('[data-testid="chart-sectorsByCost"]')).not.toBeNull());

  const calls = trackRecordCalls();
  expect(calls.map((r) => r.path)).toEqual(
    expect.arrayContaining([
      `/api/track-record/${recordId(1)}`,
      expect.stringMatching(/\/investments$/),
      expect.stringMatching(/^\/api\/track-record\/graph\/sectorsByCost\//),
    ]),
  );
  for (const call of calls) {
    expect({ path: call.path, token: call.headers['x-visitor-token'], profile: call.headers['meta-profile-id'] }).toEqual({
      path: call.path,
      token: TOKEN,
      profile: undefined,
    });
  }
  // The fund's own grid settings are not read for a visitor.
  expect(calls.some((r) => r.path.endsWith('/config'))).toBe(false);
  expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeInTheDocument();
});

it('offers no export when the link does not grant downloads', async () => {
  renderAt(
    '/fund/shared/abc',
    <SharedTrackRecord id={recordId(1)} resourceName="Northwind Fund I" visitorToken={TOKEN} preview={false} canDownload={false} />,
  );
  const grid = await screen.findByRole('grid', { name: 'Investments' });
  expect(await within(grid).findByText('Northwind Robotics')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Export/ })).not.toBeInTheDocument();
});

it('says the track record is no longer shared when the link does not include it (404)', async () => {
  one = notFound;
  renderAt('/fund/shared/abc', <SharedTrackRecord id={recordId(1)} resourceName="Northwind Fund I" visitorToken={TOKEN} preview={false} />);
  expect(await screen.findByText('This track record is not available')).toBeInTheDocument();
  expect(screen.getByText('The fund no longer shares it through this link.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Northwind Fund I' })).toBeInTheDocument();
});

it('keeps the signed-in user’s session when the link’s token is refused (401), and offers a retry', async () => {
  one = () => ({ status: 401, json: { statusCode: 401, error: 'Unauthorized', message: 'Open the link again.' } });
  renderAt('/fund/shared/abc', <SharedTrackRecord id={recordId(1)} resourceName="Northwind Fund I" visitorToken={TOKEN} preview={false} />);
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('The track record could not be loaded')).toBeInTheDocument();
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(sessionStore.getToken()).toBe('token');
});

it('in the owner’s preview reads as the fund (no token) and shows what recipients see', async () => {
  sessionStore.setActiveProfile(fund);
  renderAt('/fund/shared/abc', <SharedTrackRecord id={recordId(1)} resourceName="Northwind Fund I" visitorToken={null} preview />);
  expect(await screen.findByTestId('metric-tvpi')).toHaveTextContent('2.00x');
  expect(screen.getByText('Track record · what recipients of this link see')).toBeInTheDocument();
  await screen.findByRole('grid', { name: 'Investments' });
  const calls = trackRecordCalls();
  expect(calls.length).toBeGreaterThan(0);
  for (const call of calls) {
    expect({ token: call.headers['x-visitor-token'], profile: call.headers['meta-profile-id'] }).toEqual({
      token: undefined,
      profile: fund.id,
    });
  }
  // As the recipient sees it: the fund's saved grid settings do not apply.
  expect(calls.some((r) => r.path.endsWith('/config'))).toBe(false);
});
