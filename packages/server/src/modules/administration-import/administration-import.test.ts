import ExcelJS from 'exceljs';
import { and, count, eq, inArray, like } from 'drizzle-orm';
import { createProfile, createUser, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { profileSectionsPublished } from '../profile-sections/tables';
import { profileMembers, profiles } from '../profiles/tables';

/**
 * POST administration/import (dry run, apply, all-or-nothing), import/error-file and profiles/list/{model}:
 * administrators only; a dry run writes nothing; a failing row rolls the whole apply back; imported profiles
 * are published, unclaimed, claimable and in discovery.
 */

let t: TestApp;
let admin: TestUser;
let user: TestUser;
const run = Date.now().toString(36);

const header = [
  'Type',
  'Name',
  'Website',
  'Headline',
  'Summary',
  'Keywords',
  'Sector focus',
  'Stage focus',
  'Strategy type',
  'Target fund size',
  'Currency',
  'Provider type',
  'Main offerings',
];
const goodFund = [
  'fund',
  `Import Fund ${run}`,
  'https://importfund.example',
  'Seed funds in the Baltics',
  'A fund from the sheet.',
  'Baltics, B2B',
  'fintech',
  'Seed',
  'fundsVc',
  '50 000 000',
  'EUR',
  '',
  '',
];
const goodProvider = [
  'serviceProvider',
  `Import Advisors ${run}`,
  'https://importadvisors.example',
  'Fund formation',
  'Lawyers.',
  'Legal',
  '',
  '',
  '',
  '',
  '',
  'legal',
  'Fund formation',
];
const badFund = ['fund', `Broken Fund ${run}`, '', '', '', '', 'notASector', '', 'fundsVc', 'lots', 'EUR', '', ''];

async function xlsx(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Import');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function send(path: string, file: Buffer, fileName: string, fields: Record<string, string> = {}, token = admin.token) {
  const form = new FormData();
  form.set('file', new Blob([file]), fileName);
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const response = await fetch(`${t.baseUrl}${path}`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    headers: response.headers,
    body: (type.includes('json') ? await response.json() : Buffer.from(await response.arrayBuffer())) as any,
  };
}

// This run's sheet's profiles only (their names carry `run`): other suites create profiles in the same database at the
// same time (PostgreSQL runs two workers), so a count of every profile moves under this test.
const profileCount = async () =>
  (
    await t.database.db
      .select({ n: count() })
      .from(profiles)
      .where(like(profiles.name, `%${run}%`))
  )[0]!.n;

beforeAll(async () => {
  t = await startTestApp();
  [admin, user] = await Promise.all([createUser(t, { admin: true }), createUser(t)]);
});

afterAll(async () => {
  await t.close();
});

describe('administration import', () => {
  it('is for administrators only: anonymous 401, a signed-in user 403', async () => {
    const file = await xlsx([goodFund]);
    for (const path of ['/api/administration/import', '/api/administration/import/error-file']) {
      expect((await send(path, file, 'a.xlsx', {}, '')).status).toBe(401);
      expect((await send(path, file, 'a.xlsx', {}, user.token)).status).toBe(403);
    }
    expect((await t.call('POST', '/api/administration/profiles/list/fund', { body: {} })).status).toBe(401);
    expect((await t.call('POST', '/api/administration/profiles/list/fund', { token: user.token, body: {} })).status).toBe(403);
  });

  it('dry run: reports create and per-row errors, and writes nothing', async () => {
    const before = await profileCount();
    const res = await send('/api/administration/import', await xlsx([goodFund, goodProvider, badFund]), 'market.xlsx');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ mode: 'dryRun', applied: false, total: 3, create: 2, update: 0, failed: 1 });
    expect(res.body.rows[0]).toMatchObject({ row: 2, type: 'fund', action: 'create', errors: [] });
    const broken = res.body.rows[2];
    expect(broken).toMatchObject({ row: 4, action: 'error' });
    expect(broken.errors).toEqual(
      expect.arrayContaining([
        'Target fund size: must be a number',
        expect.stringMatching(/^Keywords: /),
        expect.stringMatching(/^Sector focus: /),
        expect.stringMatching(/^Stage focus: /),
      ]),
    );
    expect(await profileCount()).toBe(before);
  });

  it('the error file holds the failing rows as sent with their messages (xlsx and csv)', async () => {
    const file = await xlsx([goodFund, badFund]);
    const res = await send('/api/administration/import/error-file', file, 'market.xlsx');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="market-errors.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(1).getCell(header.length + 1).value).toBe('Errors');
    expect(sheet.getRow(2).getCell(2).value).toBe(`Broken Fund ${run}`);
    expect(String(sheet.getRow(2).getCell(header.length + 1).value)).toContain('Target fund size: must be a number');
    const csv = await send('/api/administration/import/error-file', file, 'market.xlsx', { format: 'csv' });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect((csv.body as Buffer).toString('utf8')).toContain(`Broken Fund ${run}`);
  });

  it('apply with a failing row writes nothing: the rows before it are rolled back', async () => {
    const before = await profileCount();
    const res = await send('/api/administration/import', await xlsx([goodFund, goodProvider, badFund]), 'market.xlsx', { mode: 'apply' });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('IMPORT_HAS_ERRORS');
    expect(Object.keys(res.body.errors)).toEqual(['row 4']);
    expect(await profileCount()).toBe(before);
    const names = await t.database.db
      .select()
      .from(profiles)
      .where(inArray(profiles.name, [goodFund[1]!, goodProvider[1]!]));
    expect(names).toHaveLength(0);
  });

  it('apply creates published profiles with no member: claimable and in discovery; a second import updates them', async () => {
    const res = await send('/api/administration/import', await xlsx([goodFund, goodProvider]), 'market.xlsx', { mode: 'apply' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ applied: true, create: 2, failed: 0 });
    const fundId = res.body.rows[0].profileId as string;
    expect(res.body.rows[0].slug).toBe(`import-fund-${run}`);
    const [row] = await t.database.db
      .select()
      .from(profiles)
      .where(inArray(profiles.id, [fundId]));
    expect(row!.status).toBe('published');
    expect(
      (
        await t.database.db
          .select({ n: count() })
          .from(profileMembers)
          .where(inArray(profileMembers.profileId, [fundId]))
      )[0]!.n,
    ).toBe(0);
    const claim = await t.call('GET', `/api/profile-claim/profiles/${fundId}`);
    expect(claim.status).toBe(200);
    expect(claim.body.claimable).toBe(true);
    const found = await t.call('GET', `/api/fund-info/discovery-public?search=${encodeURIComponent(goodFund[1]!)}`);
    expect(found.body.items.map((item: { name: string }) => item.name)).toContain(goodFund[1]);

    const changed = [...goodFund];
    changed[3] = 'Now Series A too';
    const again = await send('/api/administration/import', await xlsx([changed]), 'market.xlsx', { mode: 'apply' });
    expect(again.body).toMatchObject({ applied: true, create: 0, update: 1 });
    expect(again.body.rows[0].profileId).toBe(fundId);
    const [published] = await t.database.db
      .select({ data: profileSectionsPublished.data })
      .from(profileSectionsPublished)
      .where(and(eq(profileSectionsPublished.profileId, fundId), eq(profileSectionsPublished.section, 'fund-details')));
    expect(published!.data).toMatchObject({ headline: 'Now Series A too', keywords: ['Baltics', 'B2B'], companyName: goodFund[1] });

    // Each apply is in the audit log: who, which file, what it did (a dry run and a refused apply are not).
    const log = await t.call('GET', `/api/administration/activity?action=admin.marketDataImported&actorId=${admin.id}`, {
      token: admin.token,
    });
    expect(log.status).toBe(200);
    expect(log.body.items.slice(0, 2)).toMatchObject([
      { action: 'admin.marketDataImported', targetLabel: 'market.xlsx', after: { rows: 1, created: 0, updated: 1 } },
      { action: 'admin.marketDataImported', targetLabel: 'market.xlsx', after: { rows: 2, created: 2, updated: 0 } },
    ]);
    expect(log.body.items).toHaveLength(2);
  });

  it('refuses a row that names a claimed profile, duplicates, and reads CSV files', async () => {
    const owner = await createUser(t);
    const claimed = await createProfile(t, owner, { type: 'fund', status: 'published', name: `Claimed Fund ${run}` });
    const csv = [
      header.join(','),
      ['fund', `Claimed Fund ${run}`, '', '', '', 'x', 'fintech', 'Seed', 'fundsVc', '', '', '', ''].join(','),
      ['serviceProvider', `CSV Provider ${run}`, 'https://csvprovider.example', '', '', '', '', '', '', '', '', 'legal', ''].join(','),
      ['serviceProvider', `csv provider ${run}`, '', '', '', '', '', '', '', '', '', '', ''].join(','),
    ].join('\n');
    const res = await send('/api/administration/import', Buffer.from(csv), 'market.csv');
    expect(res.status).toBe(200);
    expect(res.body.rows.map((row: { action: string }) => row.action)).toEqual(['error', 'create', 'error']);
    expect(res.body.rows[0].errors).toContain('A claimed profile with this name exists: its owners keep it up to date');
    expect(res.body.rows[2].errors).toContain('This profile appears more than once in the sheet');
    expect(claimed.id).toBeTruthy();
  });

  it('answers 422 for a file that is not a sheet, a sheet without Type and Name, and a bad mode', async () => {
    const notSheet = await send('/api/administration/import', Buffer.from('%PDF-1.4'), 'a.pdf');
    expect(notSheet.status).toBe(422);
    expect(notSheet.body.errors).toEqual({ file: ['Import an .xlsx or a .csv file'] });
    const noColumns = await send('/api/administration/import', Buffer.from('Title,Text\na,b'), 'a.csv');
    expect(noColumns.body.errors).toEqual({ file: ['The sheet needs the columns Type and Name'] });
    const mode = await send('/api/administration/import', Buffer.from('Type,Name\nfund,x'), 'a.csv', { mode: 'yes' });
    expect(mode.body.errors).toEqual({ mode: ['Select a valid mode (dryRun or apply)'] });
    // A JSON body is not the form: the contract's `file` is missing.
    expect((await t.call('POST', '/api/administration/import', { token: admin.token, body: {} })).status).toBe(422);
  });

  it('exports the filtered list as xlsx with the import columns', async () => {
    const res = await fetch(`${t.baseUrl}/api/administration/profiles/list/fund`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ search: run, claimed: 'unclaimed' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const head = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(head.slice(0, 3)).toEqual(['Type', 'Name', 'Website']);
    const names = [] as unknown[];
    sheet.eachRow((row, n) => n > 1 && names.push(row.getCell(2).value));
    expect(names).toEqual([goodFund[1]]);
    const log = await t.call('GET', `/api/administration/activity?action=admin.profilesExported&actorId=${admin.id}`, {
      token: admin.token,
    });
    expect(log.body.items[0]).toMatchObject({ targetLabel: 'fund list', after: { filters: { search: run, claimed: 'unclaimed' } } });
    expect((await t.call('POST', '/api/administration/profiles/list/company', { token: admin.token, body: {} })).status).toBe(422);
  });
});
