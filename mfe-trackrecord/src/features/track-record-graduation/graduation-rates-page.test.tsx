/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, sessionStore } from '@fundnet/api-client';
import { type RecordedRequest, type TestReply, type TestServer, replyFromContract, startTestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaRoutes } from '../../routes';
import { fund, investmentId, recordId, sheetId, trackRecordWorld } from '../track-record/testing';
import { type GraduationWorld, graduationApi, graduationFund, graduationGraph } from './testing';

// These screens (MUI X grids and charts among them) render in jsdom 29 within 10 s a test (stop 37: 9.7 s at most, under CI load); 30 s is a
// guard against a hang, not a speed target (jsdom 26 needed 120 s, issue 30).
jest.setTimeout(30_000);

const world: GraduationWorld = { ...trackRecordWorld(), fund: graduationFund(), graph: graduationGraph() };
let server: TestServer;
/** The reply to the next round POST (default: the recorded graduation). */
let postReply: ((request: RecordedRequest) => TestReply) | null = null;
const posts = (kind: string) =>
  server.requests.filter((r) => r.method === 'POST' && r.path === `/api/track-record-graduation/${kind}/${recordId(1)}/${sheetId(1)}`);

beforeAll(async () => {
  const api = graduationApi(world);
  server = await startTestServer((request: RecordedRequest) => {
    if (request.method === 'POST' && request.path.startsWith('/api/track-record-graduation/')) {
      if (postReply) return postReply(request);
      return { status: 201, json: { ...world.fund.companies[0]!.graduations[0]!, form: JSON.parse(request.body) } };
    }
    return api(request) ?? replyFromContract(request);
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  postReply = null;
  server.requests.length = 0;
  sessionStore.clearSession();
  sessionStore.setToken('token');
  sessionStore.setActiveProfile(fund);
});

/** The "Add a round" card, opened from its button (the fund has rounds), once its round forms (loaded on demand) are there. */
async function roundCard() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add a round' }, { timeout: 20_000 }));
  const card = await screen.findByRole('region', { name: 'Add a round' }, { timeout: 20_000 });
  await within(card).findByRole('form', {}, { timeout: 20_000 });
  return card;
}
async function choose(scope: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(within(scope).getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
}
const input = (scope: HTMLElement, label: string | RegExp) => within(scope).getByRole('textbox', { name: label });
const setDate = (scope: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
async function fillHeader(form: HTMLElement, name: string) {
  await choose(form, /^Company/, 'Aurora Health');
  await userEvent.type(input(form, /^Name of graduation/), name);
  await choose(form, /^Stage of investment/, 'Seed');
}

it('records a SAFE: the messages of its empty form, then the body posted to the safe route', async () => {
  renderAt('/graduationRates', <AreaRoutes />);
  const card = await roundCard();
  await choose(card, /^Round type/, 'SAFE');
  const form = within(card).getByRole('form', { name: 'Add a round: SAFE' });

  await userEvent.click(within(form).getByRole('button', { name: 'Add round' }));
  for (const message of [
    'Company is required',
    'Name of graduation is required',
    'Stage of investment is required',
    'Closing date is required',
    'SAFE type is required',
    'Total investment amount is required',
    'Reference valuation is required',
    'Conversion discount is required',
  ]) {
    expect(await within(form).findByText(message)).toBeInTheDocument();
  }
  // The valuation caps are optional (forms §5), and the participation fields hidden while the fund did not take part.
  expect(within(form).getByRole('textbox', { name: 'Valuation cap' })).not.toHaveAttribute('aria-invalid', 'true');
  expect(within(form).queryByRole('textbox', { name: /^Fund entity name/ })).not.toBeInTheDocument();
  expect(posts('safe')).toHaveLength(0);

  await fillHeader(form, 'Seed SAFE');
  setDate(form, /^Closing date/, '2024-03-31');
  await userEvent.type(input(form, /^SAFE type/), 'Post-money');
  await userEvent.type(input(form, /^Total investment amount/), '1500000');
  await userEvent.type(input(form, 'Reference valuation'), '8000000');
  await userEvent.type(input(form, /^Conversion discount/), '20');
  await userEvent.click(within(form).getByRole('checkbox', { name: 'The fund participated in this round' }));
  await userEvent.type(input(form, /^Fund entity name/), 'Northwind Fund I GmbH & Co. KG');
  await choose(form, /^Role in round/, 'Lead');
  await userEvent.type(input(form, /^Participated investment amount/), '250000');
  await userEvent.type(input(form, /^Your deal costs/), '5000');
  await userEvent.click(within(form).getByRole('button', { name: 'Add round' }));

  expect(await within(card).findByText('The round was added.')).toBeInTheDocument();
  expect(posts('safe')).toHaveLength(1);
  expect(JSON.parse(posts('safe')[0]!.body)).toEqual({
    investmentId: investmentId(1),
    nameOfGraduation: 'Seed SAFE',
    stageOfInvestment: 'Seed',
    closingDate: '2024-03-31',
    currency: 'EUR',
    comment: null,
    safeType: 'Post-money',
    totalInvestmentAmount: { value: 1_500_000, currency: 'EUR' },
    referenceValuation: { value: 8_000_000, currency: 'EUR' },
    referenceValuationSharePrice: null,
    valuationCap: null,
    valuationCapPerShare: null,
    conversionDiscount: 20,
    fundParticipated: true,
    fundEntityName: 'Northwind Fund I GmbH & Co. KG',
    role: 'Lead',
    investmentAmountParticipated: { value: 250_000, currency: 'EUR' },
    yourDealCosts: { value: 5000, currency: 'EUR' },
  });
});

it('records a primary equity round the fund did not take part in: its participation fields are not required', async () => {
  renderAt('/graduationRates', <AreaRoutes />);
  const card = await roundCard();
  const form = within(card).getByRole('form', { name: 'Add a round: Primary equity (priced round)' });
  const participated = within(form).getByRole('checkbox', { name: 'The fund participated in this round' });
  expect(participated).not.toBeChecked();
  expect(within(form).queryByRole('textbox', { name: /^Investment amount/ })).not.toBeInTheDocument();

  await fillHeader(form, 'Series A');
  setDate(form, /^Closing date/, '2024-06-30');
  await userEvent.type(input(form, /^Pre-money valuation/), '20000000');
  await userEvent.type(input(form, /^Post-money valuation/), '25000000');
  await userEvent.type(input(form, /^Total investment amount/), '5000000');
  await userEvent.type(input(form, 'Share price'), '12.5');
  await userEvent.type(input(form, /^Shares outstanding before the round/), '1600000');
  await userEvent.type(input(form, /^Shares outstanding after the round/), '2000000');
  await userEvent.type(input(form, /^New shares issued/), '400000');
  await choose(form, /^Security type/, 'Share');
  await userEvent.type(input(form, /^Share class/), 'Series A preferred');
  await userEvent.click(within(form).getByRole('button', { name: 'Add round' }));

  expect(await within(card).findByText('The round was added.')).toBeInTheDocument();
  const body = JSON.parse(posts('primaryEquity')[0]!.body);
  expect(body).toMatchObject({
    investmentId: investmentId(1),
    stageOfInvestment: 'Seed',
    preMoneyValuation: { value: 20_000_000, currency: 'EUR' },
    sharePrice: { value: 12.5, currency: 'EUR' },
    newSharesIssued: 400_000,
    securityType: 'Share',
    shareClassOfShares: 'Series A preferred',
    fundParticipated: false,
    fundEntityName: null,
    role: null,
    investmentAmount: null,
    ownershipPostRound: null,
    liquidationPreference: null,
  });

  // Once the fund took part, its participation fields are required.
  await userEvent.click(participated);
  await userEvent.click(within(form).getByRole('button', { name: 'Add round' }));
  expect(await within(form).findByText('Fund entity name is required')).toBeInTheDocument();
  expect(within(form).getByText('Investment amount is required')).toBeInTheDocument();
  expect(within(form).getByText('Liquidation preference is required')).toBeInTheDocument();
  expect(posts('primaryEquity')).toHaveLength(1);
});

it('records a markdown, with the server field errors of a refused one on their fields', async () => {
  postReply = () => ({
    status: 422,
    json: { statusCode: 422, error: 'Unprocessable Entity', message: 'Invalid', errors: { valuation: ['Valuation is required'] } },
  });
  renderAt('/graduationRates', <AreaRoutes />);
  const card = await roundCard();
  await choose(card, /^Round type/, 'Markdown (valuation update)');
  const form = within(card).getByRole('form', { name: 'Add a round: Markdown (valuation update)' });
  expect(within(form).queryByRole('checkbox', { name: 'The fund participated in this round' })).not.toBeInTheDocument();

  await userEvent.click(within(form).getByRole('button', { name: 'Add round' }));
  expect(await within(form).findByText('Valuation basis is required')).toBeInTheDocument();
  expect(within(form).getByText('Valuation is required')).toBeInTheDocument();

  await fillHeader(form, 'Down round');
  setDate(form, /^Closing date/, '2025-01-15');
  await userEvent.type(input(form, 'Valuation'), '3000000');
  await choose(form, /^Valuation basis/, 'Post-money');
  await userEvent.click(within(form).getByRole('button', { name: 'Add round' }));
  expect(await within(form).findByText('Valuation is required')).toBeInTheDocument();
  expect(posts('markdown')).toHaveLength(1);

  postReply = null;
  await userEvent.click(within(form).getByRole('button', { name: 'Add round' }));
  expect(await within(card).findByText('The round was added.')).toBeInTheDocument();
  await waitFor(() => expect(posts('markdown')).toHaveLength(2));
  expect(JSON.parse(posts('markdown')[1]!.body)).toEqual({
    investmentId: investmentId(1),
    nameOfGraduation: 'Down round',
    stageOfInvestment: 'Seed',
    closingDate: '2025-01-15',
    currency: 'EUR',
    comment: null,
    valuation: { value: 3_000_000, currency: 'EUR' },
    valuationBasis: 'PostMoney',
    sharePrice: null,
  });
});

it('keeps the round form folded behind "Add a round" under the cohorts when the fund has rounds; Hide keeps what was typed', async () => {
  renderAt('/graduationRates', <AreaRoutes />);
  const cohorts = await screen.findByRole('region', { name: 'Cohorts' }, { timeout: 20_000 });
  const open = await screen.findByRole('button', { name: 'Add a round' });
  expect(screen.queryByRole('region', { name: 'Add a round' })).not.toBeInTheDocument();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  // The button comes after the cohorts, not above them.
  expect(cohorts.compareDocumentPosition(open) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

  await userEvent.click(open);
  const card = await screen.findByRole('region', { name: 'Add a round' });
  const form = await within(card).findByRole('form', {}, { timeout: 20_000 });
  await userEvent.type(input(form, /^Name of graduation/), 'Series B');
  await userEvent.click(within(card).getByRole('button', { name: 'Hide' }));
  expect(screen.queryByRole('region', { name: 'Add a round' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Add a round' }));
  expect(input(await screen.findByRole('form'), /^Name of graduation/)).toHaveValue('Series B');
});

it('opens the round form by itself, with an empty state that says so, while the fund has no round yet', async () => {
  const withRounds = world.fund;
  world.fund = { ...withRounds, companies: withRounds.companies.map((c) => ({ ...c, graduations: [], stageOfLastGraduation: null })) };
  try {
    renderAt('/graduationRates', <AreaRoutes />);
    const cohorts = await screen.findByRole('region', { name: 'Cohorts' }, { timeout: 20_000 });
    expect(within(cohorts).getByText(/No rounds recorded yet/)).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Add a round' });
    expect(await within(card).findByRole('form', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(cohorts.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a round' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
  } finally {
    world.fund = withRounds;
  }
});
