import ExcelJS from 'exceljs';
import { profileViews } from '../profile-view/tables';
import { addMember, createProfile, createUser, type TestProfile, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: TestUser;
let fund: TestProfile;
let viewer: TestUser;
let otherOwner: TestUser;
let otherFund: TestProfile;
let admin: TestUser;
let lpUser: TestUser;
let lp: TestProfile;

const as = (user: TestUser, profile?: TestProfile) => ({ token: user.token, profile });
const gp = () => as(owner, fund);
const base = '/api/commitments';

const investor = (over: Record<string, unknown> = {}) => ({
  investorName: 'Nordic Pension',
  email: 'lp@nordic.example',
  investorPhone: '+46 8 123 4567',
  investorHq: 'Stockholm',
  investorType: 'pensionFund',
  ...over,
});

async function addRow(over: Record<string, unknown> = {}) {
  const made = await t.call('POST', `${base}/create-non-binding-commitment/${fund.id}`, { ...gp(), body: investor(over) });
  expect(made.status).toBe(201);
  return made.body.commitment;
}

async function bytes(method: string, path: string, body: unknown, by: { token: string; profile?: TestProfile }) {
  const headers: Record<string, string> = { authorization: `Bearer ${by.token}`, 'content-type': 'application/json' };
  if (by.profile) Object.assign(headers, { 'meta-profile-id': by.profile.id, 'meta-profile-type': by.profile.type });
  const response = await fetch(`${t.baseUrl}${path}`, { method, headers, body: JSON.stringify(body) });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

beforeAll(async () => {
  t = await startTestApp();
  [owner, viewer, otherOwner, admin, lpUser] = await Promise.all([
    createUser(t),
    createUser(t),
    createUser(t),
    createUser(t, { admin: true }),
    createUser(t),
  ]);
  fund = await createProfile(t, owner!, { type: 'fund', status: 'published', name: 'Aurora Ventures III' });
  await addMember(t, fund, viewer!, 'viewer');
  otherFund = await createProfile(t, otherOwner!, { type: 'fund', status: 'published' });
  lp = await createProfile(t, lpUser!, { type: 'investor', status: 'published' });
});
afterAll(() => t.close());

describe('the commitment investor form and the book', () => {
  it('refuses a row without the form’s fields, with the spec’s messages word for word', async () => {
    const res = await t.call('POST', `${base}/create-non-binding-commitment/${fund.id}`, {
      ...gp(),
      body: { investorName: '', email: 'nope', investorPhone: '12', investorHq: '' },
    });
    expect(res.status).toBe(422);
    const errors = JSON.stringify(res.body);
    expect(errors).toContain('Investor name is a required');
    expect(errors).toContain('Invalid email address');
    expect(errors).toContain('Phone number must be at least 7 characters');
    expect(errors).toContain('This field is required');
  });

  it('takes the phone as people type it and stores it in E.164 (issue 34.6), on add and on a grid save', async () => {
    // A fund of its own, so the rows of the other tests stay as they expect them.
    const book = await createProfile(t, owner, { type: 'fund', status: 'published', name: 'Alpine Phones Fund' });
    const by = as(owner, book);
    const made = await t.call('POST', `${base}/create-non-binding-commitment/${book.id}`, {
      ...by,
      body: investor({ investorPhone: '+41 79 123 45 67' }),
    });
    expect(made.status).toBe(201);
    expect(made.body.commitment.investorPhone).toBe('+41791234567');
    const list = await t.call('GET', `${base}/non-binding-commitments/${book.id}`, by);
    expect(list.body.rows.map((r: any) => r.investorPhone)).toEqual(['+41791234567']);
    const saved = await t.call('POST', `${base}/save-non-binding-commitments-table/${book.id}`, {
      ...by,
      body: { rows: [{ ...investor({ investorPhone: '0041 (0)44 668 18 00' }), id: made.body.commitment.id }] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.rows[0].investorPhone).toBe('+41446681800');
    const national = await t.call('POST', `${base}/create-non-binding-commitment/${book.id}`, {
      ...by,
      body: investor({ investorPhone: '079 123 45 67' }),
    });
    expect(national.status).toBe(422);
    expect(national.body.errors).toEqual({ investorPhone: ['Start with + and the country code, e.g. +41 79 123 45 67'] });
  });

  it('adds rows (soft and hard, each dated), lists them with engagement, and sorts and filters them', async () => {
    const soft = await addRow({ softAmount: { value: 5_000_000, currency: 'EUR' }, softDate: '2026-03-01', closing: 'first' });
    expect(soft).toMatchObject({ commitmentType: 'soft', commitmentDate: '2026-03-01', closing: 'first' });
    expect(soft.engagement).toMatchObject({ heat: expect.any(String), suggestedFollowUp: expect.any(String) });
    const hard = await addRow({
      investorName: 'Helios Family Office',
      email: 'cio@helios.example',
      investorType: 'familyOffice',
      softAmount: { value: 2_000_000, currency: 'EUR' },
      softDate: '2026-02-01',
      hardAmount: { value: 3_000_000, currency: 'EUR' },
      hardDate: '2026-04-02',
      closing: 'first',
      lpType: 'returning',
    });
    expect(hard).toMatchObject({ commitmentType: 'hard', avgCommitmentClosingTime: 60, closingCheckSize: { value: 3_000_000 } });
    const list = await t.call('GET', `${base}/non-binding-commitments/${fund.id}?commitmentType=hard`, gp());
    expect(list.status).toBe(200);
    expect(list.body.rows.map((r: any) => r.investorName)).toEqual(['Helios Family Office']);
    const sorted = await t.call('GET', `${base}/non-binding-commitments/${fund.id}?sortField=investorName&sortOrder=asc&search=o`, gp());
    expect(sorted.body.rows.map((r: any) => r.investorName)).toEqual(['Helios Family Office', 'Nordic Pension']);
    const viewerRead = await t.call('GET', `${base}/non-binding-commitments/${fund.id}`, as(viewer, fund));
    expect(viewerRead.status).toBe(200);
  });

  it('saves edited rows (an undo is a save of the previous values) and adds new ones', async () => {
    const row = await addRow({ investorName: 'Undo Capital', email: 'undo@example.test' });
    const edited = await t.call('POST', `${base}/save-non-binding-commitments-table/${fund.id}`, {
      ...gp(),
      body: {
        rows: [
          { ...investor({ investorName: 'Undo Capital II', email: 'undo@example.test' }), id: row.id, reminderFrequency: 'weekly' },
          investor({ investorName: 'New LP', email: 'new@example.test' }),
        ],
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ created: 1, updated: 1 });
    expect(edited.body.rows[0]).toMatchObject({ investorName: 'Undo Capital II', reminderFrequency: 'weekly' });
    const undone = await t.call('POST', `${base}/save-non-binding-commitments-table/${fund.id}`, {
      ...gp(),
      body: { rows: [{ ...investor({ investorName: 'Undo Capital', email: 'undo@example.test' }), id: row.id }] },
    });
    expect(undone.body.rows[0].investorName).toBe('Undo Capital');
    const foreign = await t.call('POST', `${base}/save-non-binding-commitments-table/${otherFund.id}`, {
      ...as(otherOwner, otherFund),
      body: { rows: [{ ...investor(), id: row.id }] },
    });
    // Another fund's row answers as a row of nothing: 422 on the row's id, its existence not revealed.
    expect(foreign.status).toBe(422);
    expect(foreign.body).toMatchObject({
      code: 'REFERENCE_NOT_FOUND',
      message: 'This commitment does not exist.',
      errors: { 'rows.0.id': ['This commitment does not exist.'] },
    });
    const empty = await t.call('POST', `${base}/save-non-binding-commitments-table/${fund.id}`, { ...gp(), body: { rows: [] } });
    expect(empty.status).toBe(422);
    expect(JSON.stringify(empty.body)).toContain('Add at least one row to save');
  });

  it('toggles show-investment-amount and deletes a row (other funds get 404)', async () => {
    const row = await addRow({ investorName: 'Temp LP', email: 'temp@example.test' });
    const shown = await t.call('PATCH', `${base}/${row.id}/show-investment-amount`, { ...gp(), body: { showInvestmentAmount: true } });
    expect(shown.body.commitment.showInvestmentAmount).toBe(true);
    const foreign = await t.call('PATCH', `${base}/${row.id}/show-investment-amount`, {
      ...as(otherOwner, otherFund),
      body: { showInvestmentAmount: false },
    });
    expect(foreign.status).toBe(404);
    expect((await t.call('DELETE', `${base}/${otherFund.id}?id=${row.id}`, as(otherOwner, otherFund))).status).toBe(404);
    expect((await t.call('DELETE', `${base}/${fund.id}?id=${row.id}`, gp())).status).toBe(204);
    expect((await t.call('DELETE', `${base}/${fund.id}?id=${row.id}`, gp())).status).toBe(404);
  });

  it('answers the oldest commitment date', async () => {
    const res = await t.call('GET', `${base}/oldest-commitment-date/${fund.id}`, gp());
    expect(res.body).toEqual({ date: '2026-02-01' });
  });
});

describe('closing goals', () => {
  it('checks the closing form with its messages word for word', async () => {
    const res = await t.call('POST', `${base}/closing-goals`, { ...gp(), body: { kind: 'first', closingName: '' } });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain('Closing name is a required');
  });

  it('sets the first close goal and measures hard ÷ goal, soft apart', async () => {
    const set = await t.call('POST', `${base}/closing-goals`, {
      ...gp(),
      body: {
        kind: 'first',
        closingName: 'First close',
        targetClosingDate: '2026-09-30',
        closingGoal: { value: 20_000_000, currency: 'EUR' },
      },
    });
    expect(set.status).toBe(200);
    expect(set.body.goal.progress).toMatchObject({ hard: 3_000_000, soft: 5_000_000, ratio: 0.15, softRatio: 0.25, lps: 2 });
    const first = await t.call('GET', `${base}/first-closing-goal`, as(viewer, fund));
    expect(first.body.goal.closingName).toBe('First close');
    const final = await t.call('GET', `${base}/final-closing-goal`, gp());
    expect(final.body).toEqual({ goal: null });
  });
});

describe('passes, interactions, statistics and graphs', () => {
  it('lets an LP record and revoke its own pass; the book shows it on the LP’s row', async () => {
    const row = await addRow({ investorName: 'LP on platform', email: lpUser.email, lpProfileId: lp.id });
    const lpAs = as(lpUser, lp);
    const bad = await t.call('POST', `${base}/passed-oportunity/${fund.id}`, { ...lpAs, body: { reason: 'bored' } });
    expect(bad.status).toBe(422);
    const passed = await t.call('POST', `${base}/passed-oportunity/${fund.id}`, {
      ...lpAs,
      body: { reason: 'inappropriateFees', note: 'Carry 25%' },
    });
    expect(passed.status).toBe(201);
    expect(passed.body.pass).toMatchObject({ reason: 'inappropriateFees', commitmentId: row.id, lpProfileId: lp.id });
    const again = await t.call('POST', `${base}/passed-oportunity/${fund.id}`, { ...lpAs, body: { reason: 'oversubscribed' } });
    expect(again.body.pass.id).toBe(passed.body.pass.id);
    expect((await t.call('GET', `${base}/passed-oportunity/${fund.id}`, lpAs)).body.pass.reason).toBe('oversubscribed');
    const book = await t.call('GET', `${base}/non-binding-commitments/${fund.id}?search=LP on platform`, gp());
    expect(book.body.rows[0].passReason).toBe('oversubscribed');
    expect((await t.call('DELETE', `${base}/passed-oportunity?fundInfoId=${fund.id}`, lpAs)).status).toBe(204);
    expect((await t.call('DELETE', `${base}/passed-oportunity?fundInfoId=${fund.id}`, lpAs)).status).toBe(404);
    expect((await t.call('GET', `${base}/passed-oportunity/${fund.id}`, lpAs)).body.pass).toBeNull();
    // The spec's path revokes by fundInfoId too.
    expect((await t.call('POST', `${base}/passed-oportunity/${fund.id}`, { ...lpAs, body: { reason: 'timing' } })).status).toBe(201);
    expect((await t.call('DELETE', `${base}/passed-oportunity/${fund.id}`, lpAs)).status).toBe(204);
    expect((await t.call('DELETE', `${base}/passed-oportunity/${fund.id}`, lpAs)).status).toBe(404);
    expect((await t.call('GET', `${base}/passed-oportunity/${fund.id}`, lpAs)).body.pass).toBeNull();
    // A fund cannot pass on another fund; an unknown fund is 404 for the LP.
    const fundOnFund = await t.call('POST', `${base}/passed-oportunity/${fund.id}`, {
      ...as(otherOwner, otherFund),
      body: { reason: 'other' },
    });
    expect(fundOnFund.status).toBe(403);
    const unknown = await t.call('POST', `${base}/passed-oportunity/${lp.id}`, { ...lpAs, body: { reason: 'other' } });
    expect(unknown.status).toBe(404);
  });

  it('lets the fund record a pass for a row (commitmentId required) and interactions; rates follow', async () => {
    const row = await addRow({ investorName: 'Passing Endowment', email: 'pass@endow.example', investorType: 'endowment' });
    const missing = await t.call('POST', `${base}/passed-oportunity/${fund.id}`, { ...gp(), body: { reason: 'timing' } });
    expect(missing.status).toBe(422);
    expect(JSON.stringify(missing.body)).toContain('Choose the LP who passed');
    const pass = await t.call('POST', `${base}/passed-oportunity/${fund.id}`, {
      ...gp(),
      body: { reason: 'timing', commitmentId: row.id },
    });
    expect(pass.status).toBe(201);
    const meeting = await t.call('POST', `${base}/profile-interaction/${fund.id}`, {
      ...gp(),
      body: { commitmentId: row.id, type: 'meeting', note: 'IC intro' },
    });
    expect(meeting.status).toBe(201);
    const feedback = await t.call('POST', `${base}/profile-interaction/${fund.id}`, {
      ...gp(),
      body: { commitmentId: row.id, type: 'feedback' },
    });
    expect(feedback.status).toBe(201);
    const low = await t.call('POST', `${base}/profile-interaction/${fund.id}`, {
      ...as(viewer, fund),
      body: { commitmentId: row.id, type: 'call' },
    });
    expect(low.status).toBe(403);
    const rates = await t.call('GET', `${base}/profile-interactions`, gp());
    expect(rates.status).toBe(200);
    expect(rates.body.uniqueInvestors).toBeGreaterThanOrEqual(3);
    expect(rates.body.passed).toBe(1);
    expect(rates.body.gaveFeedback).toBe(1);
    expect(rates.body.passOpportunityRate).toBeCloseTo(1 / rates.body.uniqueInvestors, 3);
    expect(rates.body.commitmentRate).toBeCloseTo(2 / rates.body.uniqueInvestors, 3);
    const badRange = await t.call('GET', `${base}/profile-interactions?from=2026-05-01&to=2026-01-01`, gp());
    expect(badRange.status).toBe(422);
  });

  it('counts statistics: unique investors, averages, returning LPs, pass reasons by reason and LP type', async () => {
    const res = await t.call('GET', `${base}/statistics`, gp());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ currency: 'EUR', returningLps: 1, averageHardCommitment: 3_000_000, hardCommitments: 1 });
    expect(res.body.averageSoftCommitment).toBe(3_500_000);
    expect(res.body.passReasons).toHaveLength(18);
    expect(res.body.passReasons[0]).toMatchObject({ reason: 'timing', count: 1 });
    expect(res.body.passesByLpType).toEqual([{ investorType: 'endowment', count: 1 }]);
  });

  it('draws every graph (from, to, period, type) and refuses unknown types', async () => {
    const q = 'from=2026-01-01&to=2026-06-30&period=month';
    const commitments = await t.call('GET', `${base}/graph/commitments?${q}&type=all`, gp());
    expect(commitments.body.labels).toHaveLength(6);
    const hard = commitments.body.series.find((s: any) => s.key === 'hard');
    expect(hard.values.at(-1)).toBe(3_000_000);
    for (const [kind, type] of [
      ['interactions', 'all'],
      ['interactions', 'meeting'],
      ['pass-reasons', 'reason'],
      ['pass-reasons', 'lpType'],
      ['lp-types', 'soft'],
    ]) {
      const res = await t.call('GET', `${base}/graph/${kind}?period=week&type=${type}`, gp());
      expect([kind, type, res.status]).toEqual([kind, type, 200]);
    }
    expect((await t.call('GET', `${base}/graph/commitments?type=meeting`, gp())).status).toBe(422);
    expect((await t.call('GET', `${base}/graph/commitments?period=hour`, gp())).status).toBe(422);
    expect((await t.call('GET', `${base}/graph/everything`, gp())).status).toBe(422);
  });

  it('turns profile views of the LP into engagement (heat, follow-up)', async () => {
    const row = await addRow({ investorName: 'Hot LP', email: 'hot@example.test', lpProfileId: lp.id, reminderFrequency: 'monthly' });
    const now = Date.now();
    await t.database.db.insert(profileViews).values(
      Array.from({ length: 20 }, (_, i) => ({
        profileId: fund.id,
        viewerProfileId: lp.id,
        viewerKey: `user:${lpUser.id}`,
        viewedAt: new Date(now - i * 3_600_000),
      })),
    );
    const list = await t.call('GET', `${base}/non-binding-commitments/${fund.id}?search=Hot LP`, gp());
    const engagement = list.body.rows[0].engagement;
    expect(list.body.rows[0].id).toBe(row.id);
    expect(engagement).toMatchObject({ profileViews: 20, heat: 'hot', score: 60 });
  });
});

describe('XLSX download', () => {
  it('exports exactly the filtered rows and the visible columns', async () => {
    const res = await bytes(
      'POST',
      `${base}/download-xlsx-table/${fund.id}`,
      { closing: 'first', sortField: 'investorName', sortOrder: 'asc', columns: ['favicon', 'investorName', 'hardAmount', 'closing'] },
      gp(),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('LP commitments')!;
    const values = sheet
      .getSheetValues()
      .slice(1)
      .map((r) => (r as unknown[]).slice(1));
    expect(values).toEqual([
      ['Investor name', 'Hard amount', 'Hard amount currency', 'Closing'],
      ['Helios Family Office', 3_000_000, 'EUR', 'first'],
      ['Nordic Pension', null, null, 'first'].map((v) => v ?? undefined),
    ]);
  });
});

describe('who may call what', () => {
  const routes = () => [
    ['GET', `${base}/non-binding-commitments/${fund.id}`],
    ['GET', `${base}/statistics`],
    ['GET', `${base}/first-closing-goal`],
    ['GET', `${base}/profile-interactions`],
    ['GET', `${base}/graph/commitments`],
    ['GET', `${base}/oldest-commitment-date/${fund.id}`],
    ['POST', `${base}/create-non-binding-commitment/${fund.id}`],
    ['POST', `${base}/closing-goals`],
    ['POST', `${base}/download-xlsx-table/${fund.id}`],
  ];

  it('refuses anonymous callers (401) and administrators who are not members (403)', async () => {
    for (const [method, path] of routes()) {
      expect([path, (await t.call(method!, path!, { body: method === 'POST' ? {} : undefined })).status]).toEqual([path, 401]);
      const byAdmin = await t.call(method!, path!, { ...as(admin, fund), body: method === 'POST' ? {} : undefined });
      expect([path, byAdmin.status]).toEqual([path, 403]);
    }
  });

  it('gives another fund 404 on this fund’s book and a viewer 403 on writes', async () => {
    for (const [method, path] of routes().filter(([, p]) => p!.includes(fund.id))) {
      const res = await t.call(method!, path!, { ...as(otherOwner, otherFund), body: method === 'POST' ? investor() : undefined });
      expect([path, res.status]).toEqual([path, 404]);
    }
    const low = await t.call('POST', `${base}/create-non-binding-commitment/${fund.id}`, { ...as(viewer, fund), body: investor() });
    expect(low.status).toBe(403);
    const lowGoal = await t.call('POST', `${base}/closing-goals`, { ...as(viewer, fund), body: {} });
    expect(lowGoal.status).toBe(403);
    // The other fund's own statistics never include this book.
    const theirs = await t.call('GET', `${base}/statistics`, as(otherOwner, otherFund));
    expect(theirs.body.uniqueInvestors).toBe(0);
    // An investor profile cannot read a fund's book.
    expect((await t.call('GET', `${base}/statistics`, as(lpUser, lp))).status).toBe(403);
  });
});
