/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, sessionStore } from '@fundnet/api-client';
import { type RecordedRequest, type TestReply, type TestServer, replyFromContract, startTestServer } from '@fundnet/api-client/testing';
import { LocationProbe, renderAt } from '@fundnet/app-runtime/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { expectNoRawCodes } from '@fundnet/validation-schema/testing';
import userEvent from '@testing-library/user-event';
import { AreaRoutes } from '../../routes';
import { fund, investmentId, trackRecordWorld } from '../track-record/testing';
import { type GraduationWorld, graduationApi, graduationFund, graduationGraph } from './testing';

// These screens (MUI X grids and charts among them) render in jsdom 29 within 10 s a test (stop 37: 9.7 s at most, under CI load); 30 s is a
// guard against a hang, not a speed target (jsdom 26 needed 120 s, issue 30).
jest.setTimeout(30_000);

const roundId = (n: number) => `4d7a3a52-5a7e-4d0e-8f36-${String(n).padStart(12, '0')}`;
let world: GraduationWorld;
let server: TestServer;
/** Answers a DELETE instead of the stand-in (a refusal). */
let deleteReply: TestReply | null = null;
const deletes = () => server.requests.filter((r) => r.method === 'DELETE');
const graduationReads = () => server.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/api/track-record-graduation/fund/'));

beforeAll(async () => {
  server = await startTestServer((request: RecordedRequest) => {
    if (request.method === 'DELETE' && deleteReply) return deleteReply;
    return graduationApi(world)(request) ?? replyFromContract(request);
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  world = { ...trackRecordWorld(), fund: graduationFund(), graph: graduationGraph() };
  deleteReply = null;
  server.requests.length = 0;
  sessionStore.clearSession();
  sessionStore.setToken('token');
  sessionStore.setActiveProfile(fund);
});

const render = (url: string) =>
  renderAt(
    url,
    <>
      <AreaRoutes />
      <LocationProbe />
    </>,
  );
const overview = (name: string) => screen.findByRole('dialog', { name }, { timeout: 20_000 });

it('opens a company’s overview from the table, with its figures and rounds, and keeps it in the address', async () => {
  render('/graduationRates');
  const table = await screen.findByRole('table', { name: 'Fund companies' }, { timeout: 20_000 });
  await userEvent.click(within(table).getByRole('button', { name: 'Open the overview of Kestrel Payments' }));
  const drawer = await overview('Kestrel Payments');
  const figures = within(drawer).getByLabelText('Figures of Kestrel Payments');
  expect(within(figures).getByText('Deal origination')).toBeInTheDocument();
  expect(within(figures).getByText('Outreach')).toBeInTheDocument();
  expect(within(figures).getByText('Fintech')).toBeInTheDocument();
  const rounds = within(drawer).getByRole('table', { name: 'Rounds' });
  // The round's name and its stage (stored as 'SeriesA', shown in words).
  expect(within(rounds).getAllByText('Series A')).toHaveLength(2);
  expect(within(rounds).getByText('Primary equity (priced round)')).toBeInTheDocument();
  expect(new URL(screen.getByTestId('location').textContent!, 'http://x').searchParams.get('company')).toBe(investmentId(2));

  await userEvent.click(within(drawer).getByRole('button', { name: 'Close the company overview' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Kestrel Payments' })).not.toBeInTheDocument());
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/graduationRates$/);
});

it('shows statuses and stages in words in the companies table and the overview, never the stored codes (issue 34 item 9)', async () => {
  render('/graduationRates');
  const table = await screen.findByRole('table', { name: 'Fund companies' }, { timeout: 20_000 });
  // The fixtures hold the codes 'write-off' and 'SeriesA': the table says Write-off and Series A.
  expect(within(table).getAllByText('Write-off').length).toBeGreaterThan(0);
  expect(within(table).getAllByText('Series A').length).toBeGreaterThan(0);
  expectNoRawCodes(table.textContent);
  await userEvent.click(within(table).getByRole('button', { name: 'Open the overview of Kestrel Payments' }));
  const drawer = await overview('Kestrel Payments');
  expect(within(within(drawer).getByLabelText('Figures of Kestrel Payments')).getByText('Series A')).toBeInTheDocument();
  expectNoRawCodes(drawer.textContent);
});

it('deletes a round only after confirming, then shows the figures computed again', async () => {
  render(`/graduationRates?company=${investmentId(0)}`);
  const drawer = await overview('Northwind Robotics');
  expect(screen.getByTestId('stat-Graduation rate')).toHaveTextContent('50.0 %');

  // Cancel first: nothing is sent.
  await userEvent.click(within(drawer).getByRole('button', { name: 'Delete round Series A' }));
  let confirm = await screen.findByRole('dialog', { name: 'Delete the round “Series A”?' });
  expect(confirm).toHaveTextContent('Northwind Robotics’s figures, the graduation statistics and the track record’s metrics');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete the round “Series A”?' })).not.toBeInTheDocument());
  expect(deletes()).toHaveLength(0);

  const readsBefore = graduationReads().length;
  await userEvent.click(within(drawer).getByRole('button', { name: 'Delete round Series A' }));
  confirm = await screen.findByRole('dialog', { name: 'Delete the round “Series A”?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete round' }));

  await waitFor(() => expect(deletes()).toHaveLength(1));
  expect(deletes()[0]).toMatchObject({ path: `/api/track-record-graduation/${roundId(0)}` });
  expect(deletes()[0]!.headers).toMatchObject({ 'meta-profile-id': fund.id, 'meta-profile-type': 'fund' });
  expect(await screen.findByText('The round “Series A” was deleted.')).toBeInTheDocument();
  // The statistics and the company are read again (recomputed by the server), not patched in the page.
  await waitFor(() => expect(graduationReads().length).toBeGreaterThan(readsBefore));
  expect(await within(drawer).findByText('No rounds recorded for this company yet.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('stat-Graduation rate')).toHaveTextContent('33.3 %'));
});

it('shows the server’s refusal (a viewer) in the confirmation and keeps the round', async () => {
  const message = 'This needs the editor role or higher on the profile; you are viewer.';
  deleteReply = { status: 403, json: { statusCode: 403, error: 'Forbidden', message, code: 'ROLE_TOO_LOW' } };
  render(`/graduationRates?company=${investmentId(4)}`);
  const drawer = await overview('Fjord Foods');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Delete round Series A' }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete the round “Series A”?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete round' }));
  expect(await within(confirm).findByRole('alert')).toHaveTextContent(message);
  await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete the round “Series A”?' })).not.toBeInTheDocument());
  expect(within(drawer).getByRole('table', { name: 'Rounds' })).toHaveTextContent('Series A');
  expect(deletes()).toHaveLength(1);
});
