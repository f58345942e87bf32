/** @database both: PL/pgSQL triggers from the migrations, on each engine */
import { sql } from 'drizzle-orm';
import { createProfile, createUser, type TestProfile, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

/**
 * The interaction rollups (ADR 0058) answer exactly what the interactions themselves answer: after writes of every kind
 * (the API, SQL inserts, a revoke, a pass moved to a row, a row deleted, an LP profile deleted), the rates and the
 * interactions graph equal the same figures computed from `commitment_interactions` alone, for ranges that start and
 * end inside days, on midnights, inside one day and inside an LP's history; and the rollup tables equal a rebuild.
 */
let t: TestApp;
let owner: TestUser;
let lpUser: TestUser;
let fund: TestProfile;
let lp: TestProfile;
let leaving: TestProfile;
const base = '/api/commitments';
const gp = () => ({ token: owner.token, profile: fund });

beforeAll(async () => {
  t = await startTestApp();
  owner = await createUser(t);
  lpUser = await createUser(t);
  fund = await createProfile(t, owner, { type: 'fund', status: 'published' });
  lp = await createProfile(t, lpUser, { type: 'investor', status: 'published' });
  leaving = await createProfile(t, lpUser, { type: 'investor', status: 'published' });
});
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) => (await t.database.db.execute(query)).rows as T[];

/** The rates as the interactions table answers them (the queries before the rollups). */
async function ratesFromInteractions(from: string, to: string) {
  const [r] = await rows<{ interactions: number; unique: number; passed: number; feedback: number; committed: number }>(sql`
    select count(*)::int as interactions,
      count(distinct coalesce(commitment_id, lp_profile_id))::int as unique,
      count(distinct coalesce(commitment_id, lp_profile_id)) filter (where type = 'pass' and revoked_at is null)::int as passed,
      count(distinct coalesce(commitment_id, lp_profile_id)) filter (where type = 'feedback')::int as feedback,
      count(distinct coalesce(commitment_id, lp_profile_id)) filter (where type = 'commitment')::int as committed
    from commitment_interactions
    where fund_profile_id = ${fund.id} and occurred_at >= ${from} and occurred_at <= ${to}`);
  const byType = await rows<{ type: string; n: number }>(sql`
    select type, count(*)::int as n from commitment_interactions
    where fund_profile_id = ${fund.id} and occurred_at >= ${from} and occurred_at <= ${to} group by type`);
  return { ...r!, byType: Object.fromEntries(byType.map((b) => [b.type, Number(b.n)])) };
}

async function graphFromInteractions(from: string, to: string, period: string) {
  const found = await rows<{ type: string; bucket: string; n: number }>(sql`
    select type, to_char(date_trunc(${sql.raw(`'${period}'`)}, occurred_at at time zone 'UTC'), 'YYYY-MM-DD') as bucket, count(*)::int as n
    from commitment_interactions
    where fund_profile_id = ${fund.id} and occurred_at >= ${from} and occurred_at <= ${to}
    group by 1, 2`);
  return new Map(found.map((r) => [`${r.type} ${r.bucket}`, Number(r.n)]));
}

async function expectSameAnswers(from: string, to: string) {
  const q = `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  const api = await t.call('GET', `${base}/profile-interactions?${q}`, gp());
  expect(api.status).toBe(200);
  const raw = await ratesFromInteractions(new Date(from).toISOString(), new Date(to).toISOString());
  expect([from, to, api.body.interactions, api.body.uniqueInvestors, api.body.passed, api.body.gaveFeedback, api.body.committed]).toEqual([
    from,
    to,
    raw.interactions,
    raw.unique,
    raw.passed,
    raw.feedback,
    raw.committed,
  ]);
  for (const { type, count } of api.body.byType) expect([type, count]).toEqual([type, raw.byType[type] ?? 0]);
  for (const period of ['day', 'week', 'month']) {
    const graph = await t.call('GET', `${base}/graph/interactions?${q}&period=${period}&type=all`, gp());
    expect(graph.status).toBe(200);
    const expected = await graphFromInteractions(new Date(from).toISOString(), new Date(to).toISOString(), period);
    const got = new Map<string, number>();
    for (const series of graph.body.series as { key: string; values: number[] }[]) {
      series.values.forEach((n, i) => {
        if (n) got.set(`${series.key} ${graph.body.labels[i]}`, n);
      });
    }
    expect([from, to, period, Object.fromEntries(got)]).toEqual([from, to, period, Object.fromEntries(expected)]);
  }
}

async function expectRollupsRebuilt() {
  const days = await rows(sql`
    select day::text, type, interactions from commitment_interaction_days where fund_profile_id = ${fund.id} and interactions <> 0
    order by 1, 2`);
  const rebuiltDays = await rows(sql`
    select (occurred_at at time zone 'UTC')::date::text as day, type, count(*)::int as interactions from commitment_interactions
    where fund_profile_id = ${fund.id} group by 1, 2 order by 1, 2`);
  expect(days).toEqual(rebuiltDays);
  const lps = await rows(sql`
    select lp_key, is_row, interactions, first_at, last_at, last_contact_at, pass_first_at, pass_last_at, feedback_first_at,
      feedback_last_at, commitment_first_at, commitment_last_at
    from commitment_interaction_lps where fund_profile_id = ${fund.id} order by lp_key`);
  const rebuiltLps = await rows(sql`
    select coalesce(commitment_id, lp_profile_id) as lp_key, bool_or(commitment_id is not null) as is_row,
      (count(*) filter (where type <> 'pass'))::int as interactions, min(occurred_at) as first_at, max(occurred_at) as last_at,
      max(occurred_at) filter (where type in ('meeting', 'call', 'email', 'note')) as last_contact_at,
      min(occurred_at) filter (where type = 'pass' and revoked_at is null) as pass_first_at,
      max(occurred_at) filter (where type = 'pass' and revoked_at is null) as pass_last_at,
      min(occurred_at) filter (where type = 'feedback') as feedback_first_at, max(occurred_at) filter (where type = 'feedback') as feedback_last_at,
      min(occurred_at) filter (where type = 'commitment') as commitment_first_at,
      max(occurred_at) filter (where type = 'commitment') as commitment_last_at
    from commitment_interactions
    where fund_profile_id = ${fund.id} and coalesce(commitment_id, lp_profile_id) is not null
    group by 1 order by 1`);
  expect(lps).toEqual(rebuiltLps);
}

const ranges: [string, string][] = [
  ['2026-01-01T00:00:00Z', '2026-12-31T23:59:59.999Z'], // whole days only
  ['2026-03-10T13:30:00Z', '2026-06-02T08:15:00Z'], // starts and ends inside days
  ['2026-03-10T00:00:00Z', '2026-03-11T00:00:00Z'], // one day, midnight to midnight
  ['2026-03-10T09:00:00Z', '2026-03-10T17:00:00Z'], // inside one day
  ['2026-04-01T00:00:00Z', '2026-04-30T12:00:00Z'], // inside most LPs' histories (first before, last after)
  ['2025-01-01T00:00:00Z', '2026-03-01T00:00:00Z'], // before most
  ['2026-11-01T00:00:00Z', '2027-06-01T00:00:00Z'], // after most
];

describe('interaction rollups', () => {
  it('answer the rates and the interactions graph exactly as the interactions do, after every kind of write', async () => {
    const made: { id: string }[] = [];
    for (const [i, name] of ['Alpha Pension', 'Beta Endowment', 'Gamma Family Office', 'Delta Bank'].entries()) {
      const res = await t.call('POST', `${base}/create-non-binding-commitment/${fund.id}`, {
        ...gp(),
        body: {
          investorName: name,
          email: `lp${i}@rollup.example`,
          investorPhone: '+46 8 123 4567',
          investorHq: 'Stockholm',
          investorType: 'pensionFund',
          ...(i === 0 ? { softAmount: { value: 1_000_000, currency: 'EUR' } } : {}),
        },
      });
      expect(res.status).toBe(201);
      made.push(res.body.commitment);
    }
    const [alpha, beta, gamma, delta] = made as [{ id: string }, { id: string }, { id: string }, { id: string }];
    // Through the API (dates at midnight UTC) ...
    for (const [row, type, occurredAt] of [
      [alpha, 'meeting', '2026-03-10'],
      [alpha, 'call', '2026-05-20'],
      [alpha, 'feedback', '2026-03-10'],
      [beta, 'email', '2026-02-01'],
      [beta, 'feedback', '2026-09-15'],
      [beta, 'commitment', '2026-04-15'],
      [gamma, 'note', '2026-03-11'],
      [delta, 'meeting', '2026-06-02'],
    ] as const) {
      const res = await t.call('POST', `${base}/profile-interaction/${fund.id}`, {
        ...gp(),
        body: { commitmentId: row.id, type, occurredAt },
      });
      expect(res.status).toBe(201);
    }
    // ... and in SQL, at any time of day, several rows in one statement (the seed's and the benchmark's way).
    await t.database.db.execute(sql`
      insert into commitment_interactions (fund_profile_id, commitment_id, lp_profile_id, type, occurred_at)
      select ${fund.id}, (array[${alpha.id}, ${beta.id}, ${gamma.id}, ${delta.id}]::uuid[])[1 + g % 4], null,
        (array['meeting','call','email','note','feedback','commitment'])[1 + g % 6],
        '2026-01-03T05:00:00Z'::timestamptz + g * interval '1 day 7 hours 13 minutes'
      from generate_series(1, 240) g`);
    await expectRollupsRebuilt();
    for (const [from, to] of ranges) await expectSameAnswers(from, to);

    // Passes: the LP's own (no row), the fund's for a row, a second pass replacing the first, a revoke.
    const lpAs = { token: lpUser.token, profile: lp };
    const lpPass = await t.call('POST', `${base}/passed-oportunity/${fund.id}`, { ...lpAs, body: { reason: 'timing' } });
    expect(lpPass.status).toBe(201);
    for (const reason of ['other', 'oversubscribed'])
      expect(
        (await t.call('POST', `${base}/passed-oportunity/${fund.id}`, { ...gp(), body: { reason, commitmentId: gamma.id } })).status,
      ).toBe(201);
    expect(
      (await t.call('POST', `${base}/passed-oportunity/${fund.id}`, { ...gp(), body: { reason: 'other', commitmentId: delta.id } })).status,
    ).toBe(201);
    expect((await t.call('DELETE', `${base}/passed-oportunity?fundInfoId=${fund.id}&commitmentId=${delta.id}`, gp())).status).toBe(204);
    // A pass dated in the past (SQL), so that a range can fall inside the pass history of an LP.
    await t.database.db.execute(sql`
      insert into commitment_interactions (fund_profile_id, commitment_id, lp_profile_id, type, pass_reason, occurred_at, revoked_at)
      values (${fund.id}, ${beta.id}, null, 'pass', 'timing', '2026-02-20T10:00:00Z', null),
             (${fund.id}, null, ${leaving.id}, 'feedback', null, '2026-03-10T12:00:00Z', null),
             (${fund.id}, null, ${leaving.id}, 'feedback', null, '2026-08-10T12:00:00Z', null)`);
    await t.database.db.execute(sql`
      update commitment_interactions set occurred_at = '2026-12-01T10:00:00Z'
      where commitment_id = ${beta.id} and type = 'email' and occurred_at < '2026-01-10'`);
    await expectRollupsRebuilt();
    for (const [from, to] of ranges) await expectSameAnswers(from, to);
    const now = new Date();
    await expectSameAnswers(new Date(now.getTime() - 365 * 86_400_000).toISOString(), now.toISOString());

    // A row deleted (its interactions go with it) and an LP profile deleted (its interactions lose their LP).
    expect((await t.call('DELETE', `${base}/${fund.id}?id=${alpha.id}`, gp())).status).toBe(204);
    await t.database.db.execute(sql`delete from profiles where id = ${leaving.id}`);
    await expectRollupsRebuilt();
    for (const [from, to] of ranges) await expectSameAnswers(from, to);
  });
});
