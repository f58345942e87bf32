import { startTestApp, type TestApp } from '../../test/test-app';
import { createUser } from '../../test/factories';
import { actor, as, member } from '../follow/test-support';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const form = {
  name: 'Fund I',
  currency: { label: 'Euro', value: 'EUR' },
  investmentPeriodFrom: 2017,
  investmentPeriodTo: 2021,
  numberOfInvestments: 2,
  investedCapital: { value: 1000, currency: 'EUR' },
  stageFocus: [{ value: 'Seed', inputVal: 'Seed' }],
  type: 'Fund',
  RVPIconfidence: 'High',
};
const eur = (value: number) => ({ value, currency: 'EUR' });
const primaryEquity = (investmentId: string, over: Record<string, unknown> = {}) => ({
  investmentId,
  nameOfGraduation: 'Series A',
  stageOfInvestment: 'SeriesA',
  closingDate: '2021-06-30',
  currency: 'EUR',
  preMoneyValuation: eur(8000),
  postMoneyValuation: eur(10000),
  totalInvestmentAmount: eur(2000),
  sharePrice: eur(1),
  sharesOutstandingPreRound: 8000,
  sharesOutstandingPostRound: 10000,
  newSharesIssued: 2000,
  securityType: 'Share',
  shareClassOfShares: 'A',
  fundParticipated: true,
  fundEntityName: 'Fund I GmbH & Co. KG',
  role: 'Follow',
  sharesOwnedPreRound: 800,
  ownershipPreRound: 10,
  sharesAcquiredInRound: 200,
  investmentAmount: eur(200),
  sharesOwnedPostRound: 1000,
  ownershipPostRound: 10,
  liquidationPreference: 'NonParticipating',
  ...over,
});

async function setup() {
  const fund = await actor(t);
  const record = (await t.call('POST', '/api/track-record', { ...as(fund.owner, fund.profile), body: form })).body;
  const sheetId = record.sheets[0].id;
  const rows = [
    {
      companyName: 'Alpha',
      dateOfInitialInvestment: '2020-01-01',
      initialInvestmentsCost: 100,
      totalInvestmentCost: 100,
      realizedValue: 0,
      unrealizedValue: 100,
      entryStage: 'Seed',
      lastValuation: 1000,
    },
    {
      companyName: 'Beta',
      dateOfInitialInvestment: '2020-02-01',
      initialInvestmentsCost: 100,
      totalInvestmentCost: 100,
      realizedValue: 0,
      unrealizedValue: 0,
      exitDate: '2021-02-01',
      entryStage: 'Seed',
    },
  ];
  await t.call('POST', `/api/track-record/${record.id}/sheet/${sheetId}/import`, { ...as(fund.owner, fund.profile), body: { rows } });
  const grid = await t.call('GET', `/api/track-record/${record.id}/sheet/${sheetId}/investments`, as(fund.owner, fund.profile));
  return { fund, record, sheetId, alpha: grid.body.items[0].id as string };
}

describe('track-record-graduation', () => {
  it('requires participation fields only when the fund took part, and the graduation fields with their messages', async () => {
    const c = await setup();
    const url = `/api/track-record-graduation/primaryEquity/${c.record.id}/${c.sheetId}`;
    const missing = await t.call('POST', url, {
      ...as(c.fund.owner, c.fund.profile),
      body: primaryEquity(c.alpha, { nameOfGraduation: '', stageOfInvestment: undefined, investmentAmount: null }),
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toMatchObject({
      nameOfGraduation: ['Name of graduation is required'],
      stageOfInvestment: ['Stage of investment is required'],
      investmentAmount: [expect.any(String)],
    });
    const notIn = await t.call('POST', url, {
      ...as(c.fund.owner, c.fund.profile),
      body: primaryEquity(c.alpha, {
        fundParticipated: false,
        investmentAmount: null,
        fundEntityName: null,
        role: null,
        sharesOwnedPreRound: null,
        ownershipPreRound: null,
        sharesAcquiredInRound: null,
        sharesOwnedPostRound: null,
        ownershipPostRound: null,
        liquidationPreference: null,
      }),
    });
    expect(notIn.status).toBe(201);
  });

  it('a participated round adds cost, revalues, and moves the graduation rate; delete restores', async () => {
    const c = await setup();
    const stats = async () =>
      (await t.call('GET', `/api/track-record-graduation/fund/${c.sheetId}/${c.record.id}`, as(c.fund.owner, c.fund.profile))).body;
    const before = await stats();
    expect(before.statistics).toMatchObject({
      companies: 2,
      graduated: 0,
      graduationRate: 0,
      writeOffs: 1,
      writeOffRate: 0.5,
      totalInvested: 200,
    });
    const made = await t.call('POST', `/api/track-record-graduation/primaryEquity/${c.record.id}/${c.sheetId}`, {
      ...as(c.fund.owner, c.fund.profile),
      body: primaryEquity(c.alpha),
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ graduationType: 'PrimaryEquity', fundAmount: -200, roundAmount: 2000, valuation: 10000 });
    const after = await stats();
    expect(after.statistics).toMatchObject({ graduated: 1, graduationRate: 0.5, totalInvested: 400, totalRaised: 2000 });
    const alpha = after.companies.find((x: { companyName: string }) => x.companyName === 'Alpha');
    expect(alpha).toMatchObject({ totalInvested: 300, unrealizedFmv: 1000, latestValuation: 10000, stageOfLastGraduation: 'SeriesA' });
    const detail = await t.call(
      'GET',
      `/api/track-record-graduation/${made.body.id}/fund/${c.sheetId}/${c.record.id}`,
      as(c.fund.owner, c.fund.profile),
    );
    expect(detail.body.company.companyName).toBe('Alpha');
    const graph = await t.call('GET', `/api/track-record-graduation/graph/${c.sheetId}/${c.record.id}`, as(c.fund.owner, c.fund.profile));
    expect(graph.body.cohorts[0]).toMatchObject({ cohort: '2020 Q1', companies: 2 });
    expect(graph.body.cohorts[0].shares[7]).toBe(0.5);

    const dash = await t.call('GET', '/api/track-record/dashboard', as(c.fund.owner, c.fund.profile));
    expect(dash.body.trackRecords).toEqual([{ id: c.record.id, name: 'Fund I', investments: 2, tvpi: expect.any(Number), dpi: 0 }]);
    expect(dash.body.recentGraduations).toEqual([
      expect.objectContaining({
        company: 'Alpha',
        stage: 'SeriesA',
        participation: true,
        totalInvested: 300,
        preMoneyValuation: 8000,
        valuationDelta: 7,
        monthsToGraduate: 17.9,
      }),
    ]);

    const viewer = await member(t, c.fund.profile, 'viewer');
    expect((await t.call('DELETE', `/api/track-record-graduation/${made.body.id}`, as(viewer, c.fund.profile))).status).toBe(403);
    const other = await actor(t);
    expect((await t.call('DELETE', `/api/track-record-graduation/${made.body.id}`, as(other.owner, other.profile))).status).toBe(404);
    expect((await t.call('DELETE', `/api/track-record-graduation/${made.body.id}`, as(c.fund.owner, c.fund.profile))).status).toBe(204);
    expect((await stats()).statistics).toMatchObject({ graduated: 0, totalInvested: 200 });
  });

  it('shows graduations to visitors only when switched on for a visible track record', async () => {
    const c = await setup();
    const url = `/api/track-record-graduation/fund/${c.sheetId}/${c.record.id}`;
    await t.call('PATCH', `/api/track-record/visibility/${c.record.id}`, { ...as(c.fund.owner, c.fund.profile), body: { visible: true } });
    expect((await t.call('GET', url)).status).toBe(404);
    await t.call('PATCH', `/api/track-record/visibility/${c.record.id}`, {
      ...as(c.fund.owner, c.fund.profile),
      body: { showGraduations: true },
    });
    expect((await t.call('GET', url)).status).toBe(200);
    expect((await t.call('POST', `/api/track-record-graduation/markup/${c.record.id}/${c.sheetId}`, { body: {} })).status).toBe(401);
  });

  it('checks SAFE and convertible rules', async () => {
    const c = await setup();
    const safe = await t.call('POST', `/api/track-record-graduation/safe/${c.record.id}/${c.sheetId}`, {
      ...as(c.fund.owner, c.fund.profile),
      body: {
        investmentId: c.alpha,
        nameOfGraduation: 'SAFE',
        stageOfInvestment: 'Seed',
        closingDate: '2021-01-01',
        currency: 'EUR',
        safeType: 'Post-money',
        totalInvestmentAmount: eur(500),
        referenceValuation: eur(5000),
        fundParticipated: false,
      },
    });
    expect(safe.status).toBe(422);
    expect(Object.keys(safe.body.errors)).toEqual(['conversionDiscount']);
    const loan = await t.call('POST', `/api/track-record-graduation/convertibleLoan/${c.record.id}/${c.sheetId}`, {
      ...as(c.fund.owner, c.fund.profile),
      body: {
        investmentId: c.alpha,
        nameOfGraduation: 'Bridge',
        stageOfInvestment: 'Seed',
        closingDate: '2021-01-01',
        currency: 'EUR',
        totalInvestmentAmount: eur(500),
        interestRateCompensationType: 'Accrued',
        fundParticipated: false,
      },
    });
    expect(loan.status).toBe(422);
    expect(loan.body.errors).toMatchObject({ interestRate: [expect.any(String)], maturityDate: [expect.any(String)] });
  });
});

describe('deleting a round', () => {
  const record = async (c: Awaited<ReturnType<typeof setup>>) =>
    (await t.call('GET', `/api/track-record/${c.record.id}`, as(c.fund.owner, c.fund.profile))).body;
  const alphaOf = async (c: Awaited<ReturnType<typeof setup>>) =>
    (
      await t.call('GET', `/api/track-record-graduation/fund/${c.sheetId}/${c.record.id}`, as(c.fund.owner, c.fund.profile))
    ).body.companies.find((x: { companyName: string }) => x.companyName === 'Alpha');
  const addRound = async (c: Awaited<ReturnType<typeof setup>>, over: Record<string, unknown> = {}) => {
    const made = await t.call('POST', `/api/track-record-graduation/primaryEquity/${c.record.id}/${c.sheetId}`, {
      ...as(c.fund.owner, c.fund.profile),
      body: primaryEquity(c.alpha, over),
    });
    expect(made.status).toBe(201);
    return made.body.id as string;
  };

  it('is refused to anyone but an editor or owner of the fund, and changes nothing then', async () => {
    const c = await setup();
    const id = await addRound(c);
    const path = `/api/track-record-graduation/${id}`;
    const viewer = await member(t, c.fund.profile, 'viewer');
    const other = await actor(t);
    const stranger = await createUser(t);
    expect((await t.call('DELETE', path)).status).toBe(401);
    expect((await t.call('DELETE', path, as(viewer, c.fund.profile))).status).toBe(403);
    // Someone who is not a member cannot borrow the fund's headers.
    expect((await t.call('DELETE', path, as(stranger, c.fund.profile))).status).toBe(403);
    const otherTenant = await t.call('DELETE', path, as(other.owner, other.profile));
    expect(otherTenant.status).toBe(404);
    expect(otherTenant.body.message).toBe('This graduation does not exist.');
    expect((await alphaOf(c)).graduations).toHaveLength(1);
    expect((await record(c)).metrics.paidIn).toBe(400);
  });

  it('lets an editor delete; the company, the grid and the track record’s metrics are computed again', async () => {
    const c = await setup();
    const before = await record(c);
    const id = await addRound(c);
    expect((await record(c)).metrics).toMatchObject({ paidIn: 400, nav: 1000 });
    const editor = await member(t, c.fund.profile, 'editor');
    expect((await t.call('DELETE', `/api/track-record-graduation/${id}`, as(editor, c.fund.profile))).status).toBe(204);
    const after = await record(c);
    expect(after.metrics).toMatchObject({ paidIn: before.metrics.paidIn, nav: before.metrics.nav, tvpi: before.metrics.tvpi });
    expect(await alphaOf(c)).toMatchObject({ graduations: [], totalInvested: 100, stageOfLastGraduation: null });
    const grid = await t.call(
      'GET',
      `/api/track-record/${c.record.id}/sheet/${c.sheetId}/investments?search=alpha`,
      as(editor, c.fund.profile),
    );
    expect(grid.body.items[0].data).toMatchObject({ totalInvestmentCost: 100, unrealizedValue: 100 });
    // Gone for good: a second delete and its detail are 404.
    expect((await t.call('DELETE', `/api/track-record-graduation/${id}`, as(c.fund.owner, c.fund.profile))).status).toBe(404);
    const detail = await t.call(
      'GET',
      `/api/track-record-graduation/${id}/fund/${c.sheetId}/${c.record.id}`,
      as(c.fund.owner, c.fund.profile),
    );
    expect(detail.status).toBe(404);
  });

  it('keeps the later rounds when an earlier one is deleted', async () => {
    const c = await setup();
    const first = await addRound(c);
    await addRound(c, {
      nameOfGraduation: 'Series B',
      stageOfInvestment: 'SeriesB',
      closingDate: '2022-06-30',
      investmentAmount: eur(300),
    });
    expect((await t.call('DELETE', `/api/track-record-graduation/${first}`, as(c.fund.owner, c.fund.profile))).status).toBe(204);
    const alpha = await alphaOf(c);
    expect(alpha.graduations.map((g: { nameOfGraduation: string }) => g.nameOfGraduation)).toEqual(['Series B']);
    expect(alpha.stageOfLastGraduation).toBe('SeriesB');
  });

  it('answers a malformed id with 422 and an unknown one with 404', async () => {
    const c = await setup();
    const malformed = await t.call('DELETE', '/api/track-record-graduation/not-an-id', as(c.fund.owner, c.fund.profile));
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toEqual({ id: ['This graduation does not exist.'] });
    const unknown = await t.call(
      'DELETE',
      '/api/track-record-graduation/00000000-0000-4000-8000-000000000000',
      as(c.fund.owner, c.fund.profile),
    );
    expect(unknown.status).toBe(404);
  });
});
