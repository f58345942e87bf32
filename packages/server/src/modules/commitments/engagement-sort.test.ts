import ExcelJS from 'exceljs';
import { profileViews } from '../profile-view/tables';
import { createProfile, createUser, type TestProfile, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

/** The book sorted by engagement (score, or heat, which orders the same way), ties by id; the XLSX follows it. */
let t: TestApp;
let owner: TestUser;
let fund: TestProfile;
let lps: TestProfile[];
const base = '/api/commitments';
const gp = () => ({ token: owner.token, profile: fund });
type Row = { id: string; investorName: string; engagement: { score: number; heat: string } };

beforeAll(async () => {
  t = await startTestApp();
  owner = await createUser(t);
  const lpUser = await createUser(t);
  fund = await createProfile(t, owner, { type: 'fund', status: 'published' });
  lps = await Promise.all([0, 1].map(() => createProfile(t, lpUser, { type: 'investor', status: 'published' })));
});
afterAll(() => t.close());

async function addRow(investorName: string, over: Record<string, unknown> = {}) {
  const res = await t.call('POST', `${base}/create-non-binding-commitment/${fund.id}`, {
    ...gp(),
    body: {
      investorName,
      email: `${investorName.toLowerCase().replace(/\W+/g, '.')}@sort.example`,
      investorPhone: '+46 8 123 4567',
      investorHq: 'Stockholm',
      investorType: 'bank',
      ...over,
    },
  });
  expect(res.status).toBe(201);
  return res.body.commitment as Row;
}

async function meetings(row: Row, n: number) {
  for (let i = 0; i < n; i++) {
    const res = await t.call('POST', `${base}/profile-interaction/${fund.id}`, {
      ...gp(),
      body: { commitmentId: row.id, type: 'meeting' },
    });
    expect(res.status).toBe(201);
  }
}

const list = async (query: string) => {
  const res = await t.call('GET', `${base}/non-binding-commitments/${fund.id}?${query}`, gp());
  expect(res.status).toBe(200);
  return res.body as { rows: Row[]; total: number };
};

describe('sorting the book by engagement', () => {
  it('orders by score (and heat) both ways, ties by id, pages and filters, and exports in that order', async () => {
    // Scores: 20 recent profile views → 60 (hot); 5 meetings → 30 (warm); 1 meeting → 6; three rows with 0 (a tie).
    const hot = await addRow('Hot Pension', { lpProfileId: lps[0]!.id });
    const warm = await addRow('Warm Endowment');
    const mild = await addRow('Mild Bank');
    const zeros = [await addRow('Zero One'), await addRow('Zero Two'), await addRow('Zero Three', { closing: 'first' })];
    await meetings(warm, 5);
    await meetings(mild, 1);
    const now = Date.now();
    await t.database.db.insert(profileViews).values(
      Array.from({ length: 20 }, (_, i) => ({
        profileId: fund.id,
        viewerProfileId: lps[0]!.id,
        viewerKey: `bench:${i}`,
        viewedAt: new Date(now - i * 3_600_000),
      })),
    );
    const tied = zeros.map((z) => z.id).sort();

    const desc = await list('sortField=engagementScore&sortOrder=desc');
    expect(desc.total).toBe(6);
    expect(desc.rows.map((r) => [r.id, r.engagement.score])).toEqual([
      [hot.id, 60],
      [warm.id, 30],
      [mild.id, 6],
      ...tied.map((id) => [id, 0]),
    ]);
    expect(desc.rows.map((r) => r.engagement.heat)).toEqual(['hot', 'warm', 'cold', 'cold', 'cold', 'cold']);

    // Ascending: lowest first, the tie still by id ascending (as every other sort).
    const asc = await list('sortField=engagementScore&sortOrder=asc');
    expect(asc.rows.map((r) => r.id)).toEqual([...tied, mild.id, warm.id, hot.id]);

    // Heat orders exactly as the score does.
    expect((await list('sortField=heat&sortOrder=desc')).rows.map((r) => r.id)).toEqual(desc.rows.map((r) => r.id));
    expect((await list('sortField=heat&sortOrder=asc')).rows.map((r) => r.id)).toEqual(asc.rows.map((r) => r.id));

    // Pages are slices of the same order; a filter applies before the order.
    const page = await list('sortField=engagementScore&sortOrder=desc&skip=2&take=2');
    expect([page.total, page.rows.map((r) => r.id)]).toEqual([6, [mild.id, tied[0]]]);
    const filtered = await list('sortField=engagementScore&sortOrder=desc&search=zero');
    expect([filtered.total, filtered.rows.map((r) => r.id)]).toEqual([3, tied]);
    expect((await list('sortField=engagementScore&sortOrder=desc&skip=10')).rows).toEqual([]);

    // The XLSX file has the grid's order.
    const response = await fetch(`${t.baseUrl}${base}/download-xlsx-table/${fund.id}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${owner.token}`,
        'content-type': 'application/json',
        'meta-profile-id': fund.id,
        'meta-profile-type': 'fund',
      },
      body: JSON.stringify({ sortField: 'engagementScore', sortOrder: 'desc', columns: ['investorName', 'engagementScore', 'heat'] }),
    });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const values = workbook
      .getWorksheet('LP commitments')!
      .getSheetValues()
      .slice(2)
      .map((r) => (r as unknown[]).slice(1));
    expect(values).toEqual(desc.rows.map((r) => [r.investorName, r.engagement.score, r.engagement.heat]));

    const unknown = await t.call('GET', `${base}/non-binding-commitments/${fund.id}?sortField=suggestedFollowUp`, gp());
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(unknown.body)).toContain('Select a valid sort field');
  });
});
