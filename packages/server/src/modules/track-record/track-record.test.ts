import { expectNoRawCodes } from '@fundnet/validation-schema/testing';
import ExcelJS from 'exceljs';
import { createUser, type TestUser } from '../../test/factories';
import { investmentRow, trackRecordForm } from './test-support';
import { startTestApp, type TestApp } from '../../test/test-app';
import { actor, as, member, type SocialActor, setStatus } from '../follow/test-support';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const form = trackRecordForm;
const row = investmentRow;

async function fundWithRecord() {
  const fund = await actor(t);
  const created = await t.call('POST', '/api/track-record', { ...as(fund.owner, fund.profile), body: form });
  expect(created.status).toBe(201);
  return { fund, record: created.body, sheetId: created.body.sheets[0].id as string };
}
const base = (c: { record: { id: string }; sheetId: string }) => `/api/track-record/${c.record.id}/sheet/${c.sheetId}`;

describe('track record form', () => {
  it('answers every missing field with the spec’s message', async () => {
    const fund = await actor(t);
    const res = await t.call('POST', '/api/track-record', {
      ...as(fund.owner, fund.profile),
      body: { stageFocus: [{ value: '', inputVal: ' ' }] },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      name: ['Name is required'],
      currency: ['Currency is required'],
      investmentPeriodFrom: ['Investment period is required'],
      numberOfInvestments: ['Number of investments is required'],
      investedCapital: ['Invested capital is required'],
      stageFocus: ['At least one stage focus is required'],
      type: ['Track record type is required'],
      RVPIconfidence: ['RVPI confidence is required'],
    });
  });

  it('creates, edits, lists and deletes a track record with a first sheet', async () => {
    const { fund, record } = await fundWithRecord();
    expect(record).toMatchObject({ name: form.name, visible: false, sheets: [{ name: 'Investments', rows: 0 }] });
    const edited = await t.call('PUT', `/api/track-record/${record.id}`, {
      ...as(fund.owner, fund.profile),
      body: { ...form, name: 'Renamed' },
    });
    expect(edited.body.name).toBe('Renamed');
    const list = await t.call('GET', '/api/track-record', as(fund.owner, fund.profile));
    expect(list.body.items.map((i: { id: string }) => i.id)).toEqual([record.id]);
    expect((await t.call('DELETE', `/api/track-record/${record.id}`, as(fund.owner, fund.profile))).status).toBe(204);
    expect((await t.call('GET', `/api/track-record/${record.id}`, as(fund.owner, fund.profile))).status).toBe(404);
  });
});

describe('who may call', () => {
  let c: Awaited<ReturnType<typeof fundWithRecord>>;
  let viewer: TestUser;
  let other: SocialActor;
  beforeAll(async () => {
    c = await fundWithRecord();
    viewer = await member(t, c.fund.profile, 'viewer');
    other = await actor(t);
  });

  it('refuses anonymous writes (401), a viewer (403), another fund (404)', async () => {
    expect((await t.call('POST', '/api/track-record', { body: form })).status).toBe(401);
    expect((await t.call('POST', '/api/track-record', { ...as(viewer, c.fund.profile), body: form })).status).toBe(403);
    const put = await t.call('PUT', `/api/track-record/${c.record.id}`, { ...as(other.owner, other.profile), body: form });
    expect(put.status).toBe(404);
    const imp = await t.call('POST', `${base(c)}/import`, { ...as(other.owner, other.profile), body: { rows: [row()] } });
    expect(imp.status).toBe(404);
    const stranger = await createUser(t);
    expect((await t.call('PUT', `/api/track-record/${c.record.id}`, { ...as(stranger, c.fund.profile), body: form })).status).toBe(403);
  });

  it('lets a viewer read, but not delete (admin role)', async () => {
    expect((await t.call('GET', `/api/track-record/${c.record.id}`, as(viewer, c.fund.profile))).status).toBe(200);
    expect((await t.call('DELETE', `/api/track-record/${c.record.id}`, as(viewer, c.fund.profile))).status).toBe(403);
  });

  it('hides a track record from visitors until it is visible and the fund is published', async () => {
    const path = `/api/track-record/${c.record.id}`;
    expect((await t.call('GET', path)).status).toBe(404);
    expect((await t.call('GET', path, as(other.owner, other.profile))).status).toBe(404);
    const shown = await t.call('PATCH', `/api/track-record/visibility/${c.record.id}`, {
      ...as(c.fund.owner, c.fund.profile),
      body: { visible: true },
    });
    expect(shown.body.visible).toBe(true);
    expect((await t.call('GET', path)).status).toBe(200);
    expect((await t.call('GET', `${base(c)}/investments`)).status).toBe(200);
    expect((await t.call('GET', `/api/track-record/graph/sectorsByCost/${c.sheetId}/${c.record.id}`)).status).toBe(200);
    expect((await t.call('GET', `/api/track-record/fund/${c.fund.profile.id}`)).body.items).toHaveLength(1);
    await setStatus(t, c.fund.profile, 'archived');
    expect((await t.call('GET', path)).status).toBe(404);
    await setStatus(t, c.fund.profile, 'published');
    await t.call('PATCH', `/api/track-record/visibility/${c.record.id}`, { ...as(c.fund.owner, c.fund.profile), body: { visible: false } });
    expect((await t.call('GET', path)).status).toBe(404);
  });
});

describe('investments, import and metrics', () => {
  it('imports all or nothing, with errors per row and cell', async () => {
    const c = await fundWithRecord();
    const bad = await t.call('POST', `${base(c)}/import`, {
      ...as(c.fund.owner, c.fund.profile),
      body: { rows: [row(), row({ companyName: '', realizedValue: 'lots', entryStage: 'Seedling' })] },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('SHEET_INVALID');
    expect(bad.body.errors).toEqual({
      '1.companyName': ['Company name is required'],
      '1.realizedValue': ['Realized value must be a number'],
      '1.entryStage': [expect.stringContaining('Entry stage must be one of PreSeed, Seed')],
    });
    const none = await t.call('GET', `${base(c)}/investments`, as(c.fund.owner, c.fund.profile));
    expect(none.body.total).toBe(0);

    const ok = await t.call('POST', `${base(c)}/import`, {
      ...as(c.fund.owner, c.fund.profile),
      body: { rows: [row(), row({ companyName: 'Beta', realizedValue: 300, unrealizedValue: 0, exitDate: '2022-01-01' })] },
    });
    expect(ok.body).toEqual({ imported: 2, total: 2 });
    const page = await t.call('GET', `${base(c)}/investments?sortBy=grossMoic&sortOrder=desc`, as(c.fund.owner, c.fund.profile));
    expect(page.body.items.map((i: { data: { companyName: string } }) => i.data.companyName)).toEqual(['Beta', 'Alpha']);
    expect(page.body.items[0].metrics).toMatchObject({ status: 'realized', grossMoic: 3, realizedMoic: 3 });
    expect(page.body.items[1].metrics.status).toBe('active');
    expect(page.body.items[1].metrics.irr).toBeCloseTo(1 - 0.00273, 2); // 2020 is a leap year: 366 days
    const detail = await t.call('GET', `/api/track-record/${c.record.id}`, as(c.fund.owner, c.fund.profile));
    expect(detail.body.metrics).toMatchObject({ paidIn: 200, distributions: 300, nav: 200, dpi: 1.5, rvpi: 1, tvpi: 2.5 });
  });

  it('sorts the grid on any column (numbers as numbers, text ignoring case, empty cells last) and pages, searches and follows edits', async () => {
    const c = await fundWithRecord();
    const owner = as(c.fund.owner, c.fund.profile);
    const imported = await t.call('POST', `${base(c)}/import`, {
      ...owner,
      body: {
        rows: [
          row({ companyName: 'beta', reportedGrossMoic: 1.2 }),
          row({ companyName: 'Alpha', reportedGrossMoic: 3 }),
          row({ companyName: 'Gamma' }),
          row({ companyName: 'delta', reportedGrossMoic: 2 }),
        ],
      },
    });
    expect(imported.status).toBe(200);
    const names = (body: { items: Array<{ data: { companyName: string } }> }) => body.items.map((i) => i.data.companyName);
    const byValue = await t.call('GET', `${base(c)}/investments?sortBy=reportedGrossMoic&sortOrder=asc`, owner);
    expect(names(byValue.body)).toEqual(['beta', 'delta', 'Alpha', 'Gamma']);
    const byValueDesc = await t.call('GET', `${base(c)}/investments?sortBy=reportedGrossMoic&sortOrder=desc`, owner);
    expect(names(byValueDesc.body)).toEqual(['Alpha', 'delta', 'beta', 'Gamma']);
    const byName = await t.call('GET', `${base(c)}/investments?sortBy=companyName&sortOrder=asc&take=10&skip=1`, owner);
    expect(names(byName.body)).toEqual(['beta', 'delta', 'Gamma']);
    expect(byName.body).toMatchObject({ total: 4, skip: 1, take: 10 });
    const searched = await t.call('GET', `${base(c)}/investments?search=ELT`, owner);
    expect(names(searched.body)).toEqual(['delta']);
    expect(searched.body.total).toBe(1);
    // A write moves the sheet's version: the next page reads the new values, not a cached order.
    const gamma = byValue.body.items[3];
    const edited = await t.call('PUT', `/api/track-record/investment/${gamma.id}`, {
      ...owner,
      body: { ...gamma.data, reportedGrossMoic: 0.5 },
    });
    expect(edited.status).toBe(200);
    const after = await t.call('GET', `${base(c)}/investments?sortBy=reportedGrossMoic&sortOrder=asc`, owner);
    expect(names(after.body)).toEqual(['Gamma', 'beta', 'delta', 'Alpha']);
  });

  it('reads an .xlsx into a preview without writing, and exports the grid', async () => {
    const c = await fundWithRecord();
    const example = await fetch(`${t.baseUrl}/api/track-record/example-sheet`);
    expect(example.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await example.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    sheet.getRow(3).getCell(1).value = null; // company name of the second sample row
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const preview = await t.call('POST', '/api/track-record/getRowsFromFile', {
      ...as(c.fund.owner, c.fund.profile),
      body: { fileName: 'copy.xlsx', contentBase64: buffer.toString('base64') },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.rows).toHaveLength(3);
    expect(preview.body.valid).toBe(false);
    expect(preview.body.errors).toEqual([{ row: 1, errors: { companyName: ['Company name is required'] } }]);
    const fixed = preview.body.rows.map((r: Record<string, unknown>, i: number) => (i === 1 ? { ...r, companyName: 'Fixed' } : r));
    expect(
      (await t.call('POST', '/api/track-record/validate', { ...as(c.fund.owner, c.fund.profile), body: { rows: fixed } })).body,
    ).toEqual({ valid: true, errors: [] });
    expect((await t.call('POST', `${base(c)}/import`, { ...as(c.fund.owner, c.fund.profile), body: { rows: fixed } })).body.imported).toBe(
      3,
    );

    const csv =
      'Company name*;Date of initial investment*;Initial investment cost*;Total investment cost*;Realized value*;Unrealized value*\nGamma;2021-02-03;10;10;0;5\n';
    const fromCsv = await t.call('POST', '/api/track-record/getRowsFromFile', {
      ...as(c.fund.owner, c.fund.profile),
      body: { fileName: 'a.csv', contentBase64: Buffer.from(csv).toString('base64') },
    });
    expect(fromCsv.body).toMatchObject({ valid: true, rows: [{ companyName: 'Gamma', initialInvestmentsCost: 10 }] });

    const exported = await fetch(`${t.baseUrl}${base(c)}/export`, {
      headers: { authorization: `Bearer ${c.fund.owner.token}`, 'meta-profile-id': c.fund.profile.id, 'meta-profile-type': 'fund' },
    });
    const back = new ExcelJS.Workbook();
    await back.xlsx.load(await exported.arrayBuffer());
    expect(back.worksheets[0]!.rowCount).toBe(4);
  });

  it('answers all 24 charts and saves hidden columns per user', async () => {
    const c = await fundWithRecord();
    await t.call('POST', `${base(c)}/investments`, { ...as(c.fund.owner, c.fund.profile), body: row() });
    const { trackRecordCharts } = await import('@fundnet/validation-schema');
    for (const chart of trackRecordCharts) {
      const res = await t.call('GET', `/api/track-record/graph/${chart.key}/${c.sheetId}/${c.record.id}`, as(c.fund.owner, c.fund.profile));
      expect(res.status).toBe(200);
      expect(res.body.series[0].data).toHaveLength(res.body.categories.length);
    }
    const put = await t.call('PUT', `${base(c)}/config`, { ...as(c.fund.owner, c.fund.profile), body: { hiddenColumns: ['website'] } });
    expect(put.body).toEqual({ hiddenColumns: ['website'] });
    expect((await t.call('GET', `${base(c)}/config`, as(c.fund.owner, c.fund.profile))).body).toEqual({ hiddenColumns: ['website'] });
    const viewer = await member(t, c.fund.profile, 'viewer');
    expect((await t.call('GET', `${base(c)}/config`, as(viewer, c.fund.profile))).body).toEqual({ hiddenColumns: [] });
  });
});

describe('grid column filters', () => {
  let c: Awaited<ReturnType<typeof fundWithRecord>>;
  let owner: ReturnType<typeof as>;
  const names = (body: { items: Array<{ data: { companyName: string } }> }) => body.items.map((i) => i.data.companyName);
  const list = async (query: string, who: ReturnType<typeof as> | Record<string, never> = owner) =>
    t.call('GET', `${base(c)}/investments?${query}`, who);
  beforeAll(async () => {
    c = await fundWithRecord();
    owner = as(c.fund.owner, c.fund.profile);
    const imported = await t.call('POST', `${base(c)}/import`, {
      ...owner,
      body: {
        rows: [
          row({ companyName: 'Alpha', primarySector: 'Fintech', dateOfInitialInvestment: '2019-03-01' }),
          row({
            companyName: 'Beta',
            primarySector: 'fintech',
            dateOfInitialInvestment: '2020-06-15',
            realizedValue: 300,
            unrealizedValue: 0,
            exitDate: '2022-01-01',
          }),
          row({
            companyName: 'Gamma',
            primarySector: 'Health',
            dateOfInitialInvestment: '2021-01-10',
            unrealizedValue: 0,
            exitDate: '2022-02-01',
          }),
          row({ companyName: 'Delta', primarySector: 'Climate', dateOfInitialInvestment: '2022-05-05', dateOfValuation: '2023-01-01' }),
          row({ companyName: 'Epsilon Labs', primarySector: 'Health', dateOfInitialInvestment: '2020-01-01', realizedValue: 50 }),
        ],
      },
    });
    expect(imported.status).toBe(200);
  });

  it('filters by each column on the server, with the sheet’s sectors as the options', async () => {
    const all = await list('');
    expect(all.body.total).toBe(5);
    expect(all.body.sectors).toEqual(['Climate', 'Fintech', 'Health']);
    expect(names((await list('search=TA')).body)).toEqual(['Beta', 'Delta']);
    // Sector matches ignore case; a repeated parameter means "any of".
    expect(names((await list('sector=FINTECH')).body)).toEqual(['Alpha', 'Beta']);
    expect(names((await list('sector=Health&sector=Climate')).body)).toEqual(['Gamma', 'Delta', 'Epsilon Labs']);
    expect(names((await list('status=active')).body)).toEqual(['Alpha', 'Delta']);
    expect(names((await list('status=realized&status=write-off')).body)).toEqual(['Beta', 'Gamma']);
    expect(names((await list('status=partly-realized')).body)).toEqual(['Epsilon Labs']);
    // Both bounds are inclusive.
    expect(names((await list('investedFrom=2020-06-15')).body)).toEqual(['Beta', 'Gamma', 'Delta']);
    expect(names((await list('investedTo=2020-06-15')).body)).toEqual(['Alpha', 'Beta', 'Epsilon Labs']);
    expect(names((await list('investedFrom=2020-01-01&investedTo=2020-12-31')).body)).toEqual(['Beta', 'Epsilon Labs']);
    // Filtered lists still report every sector of the sheet (the filter's options do not shrink as one filters).
    expect((await list('sector=Climate')).body.sectors).toEqual(['Climate', 'Fintech', 'Health']);
  });

  it('combines filters (AND), sorts and pages the filtered rows, and follows edits', async () => {
    const combined = await list('sector=Health&sector=Fintech&investedFrom=2020-01-01&status=active&status=write-off');
    expect(names(combined.body)).toEqual(['Gamma']);
    const sorted = await list('sector=health&sector=fintech&sortBy=companyName&sortOrder=desc&take=10&skip=1');
    expect(names(sorted.body)).toEqual(['Epsilon Labs', 'Beta', 'Alpha']);
    expect(sorted.body).toMatchObject({ total: 4, skip: 1, take: 10 });
    expect((await list('search=zzz&sector=Health')).body).toMatchObject({ items: [], total: 0 });

    const delta = (await list('search=delta')).body.items[0];
    const moved = await t.call('PUT', `/api/track-record/investment/${delta.id}`, {
      ...owner,
      body: { ...delta.data, primarySector: 'Health' },
    });
    expect(moved.status).toBe(200);
    expect(names((await list('sector=Health')).body)).toEqual(['Gamma', 'Delta', 'Epsilon Labs']);
    expect((await list('')).body.sectors).toEqual(['Fintech', 'Health']);
    await t.call('PUT', `/api/track-record/investment/${delta.id}`, { ...owner, body: { ...delta.data, primarySector: 'Climate' } });
  });

  it('answers bad filter values with 422 and the message of each filter', async () => {
    const cases: Array<[string, Record<string, string[]>]> = [
      ['status=bogus', { status: ['Select a valid status'] }],
      ['status=active&status=bogus', { status: ['Select a valid status'] }],
      ['investedFrom=2020-02-30', { investedFrom: ['Invested from must be a date (YYYY-MM-DD)'] }],
      ['investedTo=yesterday', { investedTo: ['Invested to must be a date (YYYY-MM-DD)'] }],
      ['investedFrom=2021-01-01&investedTo=2020-01-01', { investedTo: ['Invested from must be on or before invested to'] }],
      [`sector=${'x'.repeat(201)}`, { sector: ['A sector can be at most 200 characters'] }],
      [Array.from({ length: 51 }, (_, i) => `sector=s${i}`).join('&'), { sector: ['Select at most 50 values per filter'] }],
      [`search=${'y'.repeat(101)}`, { search: ['Search can be at most 100 characters'] }],
    ];
    for (const [query, errors] of cases) {
      const res = await list(query);
      expect({ query, status: res.status, errors: res.body.errors }).toEqual({ query, status: 422, errors });
      expect(res.body.message).toBe(Object.values(errors)[0]![0]);
    }
  });

  it('exports the filtered, sorted rows to Excel and refuses a bad filter there too', async () => {
    const headers = { authorization: `Bearer ${c.fund.owner.token}`, 'meta-profile-id': c.fund.profile.id, 'meta-profile-type': 'fund' };
    const exported = await fetch(
      `${t.baseUrl}${base(c)}/export?sector=Health&sector=Fintech&status=active&sortBy=companyName&sortOrder=desc`,
      {
        headers,
      },
    );
    expect(exported.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await exported.arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe('Alpha');
    const bad = await fetch(`${t.baseUrl}${base(c)}/export?investedFrom=soon`, { headers });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: unknown }).errors).toEqual({ investedFrom: ['Invested from must be a date (YYYY-MM-DD)'] });
  });

  it('filters for every actor who may read the sheet, and for no one else', async () => {
    const viewer = await member(t, c.fund.profile, 'viewer');
    const other = await actor(t);
    const query = 'sector=Fintech&status=active';
    const asViewer = await list(query, as(viewer, c.fund.profile));
    expect(asViewer.status).toBe(200);
    expect(names(asViewer.body)).toEqual(['Alpha']);
    // A hidden track record does not exist for another fund or a visitor, filtered or not.
    expect((await list(query, as(other.owner, other.profile))).status).toBe(404);
    expect((await list(query, {})).status).toBe(404);
    // A stranger claiming the fund's headers is refused by the profile check.
    const stranger = await createUser(t);
    expect((await list(query, as(stranger, c.fund.profile))).status).toBe(403);
    await t.call('PATCH', `/api/track-record/visibility/${c.record.id}`, { ...owner, body: { visible: true } });
    const visitor = await list(query, {});
    expect(visitor.status).toBe(200);
    expect(names(visitor.body)).toEqual(['Alpha']);
    expect(names((await list(query, as(other.owner, other.profile))).body)).toEqual(['Alpha']);
    await t.call('PATCH', `/api/track-record/visibility/${c.record.id}`, { ...owner, body: { visible: false } });
  });
});

describe('a sheet’s reply and its charts tell the truth in words (issue 34)', () => {
  it('counts the sheet’s rows in the track record’s reply (it said 0 while the sheet held 24 investments)', async () => {
    const c = await fundWithRecord();
    const rows = Array.from({ length: 24 }, (_, i) =>
      row({
        companyName: `Company ${i + 1}`,
        entryStage: i % 2 ? 'SeriesB' : 'PreSeed',
        role: i % 2 ? 'CoLead' : 'SpvLead',
        ...(i % 3 === 0 ? { exitStatus: 'WriteOff', unrealizedValue: 0 } : {}),
      }),
    );
    const imported = await t.call('POST', `${base(c)}/import`, { ...as(c.fund.owner, c.fund.profile), body: { rows } });
    expect(imported.body).toEqual({ imported: 24, total: 24 });
    const detail = await t.call('GET', `/api/track-record/${c.record.id}`, as(c.fund.owner, c.fund.profile));
    expect(detail.body.sheets).toEqual([{ id: c.sheetId, name: 'Investments', rows: 24 }]);
    const list = await t.call('GET', '/api/track-record', as(c.fund.owner, c.fund.profile));
    expect(list.body.items.find((i: { id: string }) => i.id === c.record.id).sheets[0].rows).toBe(24);
    // Another sheet's rows are not counted in this one.
    const other = await fundWithRecord();
    await t.call('POST', `${base(other)}/import`, { ...as(other.fund.owner, other.fund.profile), body: { rows: rows.slice(0, 2) } });
    const again = await t.call('GET', `/api/track-record/${c.record.id}`, as(c.fund.owner, c.fund.profile));
    expect(again.body.sheets[0].rows).toBe(24);
  });

  it('names stages, statuses and roles in the charts’ categories, not their stored codes', async () => {
    const c = await fundWithRecord();
    const rows = Array.from({ length: 6 }, (_, i) =>
      row({
        companyName: `Company ${i + 1}`,
        entryStage: i % 2 ? 'SeriesB' : 'PreSeed',
        role: i % 2 ? 'CoLead' : 'SpvLead',
        boardSeat: i % 2 ? 'YesChair' : 'Observer',
        ...(i % 3 === 0 ? { exitStatus: 'WriteOff', unrealizedValue: 0 } : {}),
      }),
    );
    await t.call('POST', `${base(c)}/import`, { ...as(c.fund.owner, c.fund.profile), body: { rows } });
    const chart = async (key: string) => {
      const reply = await t.call('GET', `/api/track-record/graph/${key}/${c.sheetId}/${c.record.id}`, as(c.fund.owner, c.fund.profile));
      expect(reply.status).toBe(200);
      expectNoRawCodes(reply.body.categories.join(' | '));
      return reply.body.categories as string[];
    };
    expect(await chart('initialInvestmentStage')).toEqual(['Pre-seed', 'Series B']);
    expect(await chart('investmentStatus')).toEqual(expect.arrayContaining(['Write-off', 'Active']));
    expect(await chart('roleOfInvestor')).toEqual(expect.arrayContaining(['Co-lead', 'SPV lead']));
    expect(await chart('boardRole')).toEqual(expect.arrayContaining(['Yes, chair', 'Observer']));
  });
});
