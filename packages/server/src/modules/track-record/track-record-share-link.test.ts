import ExcelJS from 'exceljs';
import { shareLinkMessages, trackRecordCharts } from '@fundnet/validation-schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { as, type FundTeam, fundTeam } from '../fund-info/test-support';
import { investmentRow, trackRecordForm } from './test-support';

// A share link's scope can hold the fund's track records (`track-record:<id>`, ADR 0056): a visitor the link admits reads
// them (record, grid, export, charts) even when they are hidden from the public profile; nobody else learns they exist.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const LINKS = '/api/fund-custom-profile-link';
const V = 'x-visitor-token';

const form = { ...trackRecordForm, numberOfInvestments: 2 };
const row = investmentRow;

interface RecordRef {
  id: string;
  sheetId: string;
}

/** A hidden (not visible) track record of the fund with two investments. */
async function hiddenRecord(team: FundTeam, name = form.name): Promise<RecordRef> {
  const created = await t.call('POST', '/api/track-record', { ...as(team.owner, team.profile), body: { ...form, name } });
  expect(created.status).toBe(201);
  expect(created.body.visible).toBe(false);
  const record = { id: created.body.id as string, sheetId: created.body.sheets[0].id as string };
  const imported = await t.call('POST', `/api/track-record/${record.id}/sheet/${record.sheetId}/import`, {
    ...as(team.owner, team.profile),
    body: { rows: [row(), row({ companyName: 'Beta', realizedValue: 300, unrealizedValue: 0, exitDate: '2022-01-01' })] },
  });
  expect(imported.body).toEqual({ imported: 2, total: 2 });
  return record;
}

async function createLink(team: FundTeam, scope: string[], overrides: Record<string, unknown> = {}) {
  const res = await t.call('POST', `${LINKS}/create`, {
    ...as(team.owner, team.profile),
    body: { name: 'Investor deck', accessMode: 'AnyoneWithLink', scope, permissions: { canView: true }, ...overrides },
  });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string; slug: string };
}

/** Opens a link as a new visitor: the visitor token (gates not passed yet for gated modes). */
async function openLink(slug: string): Promise<string> {
  const opened = await t.call('POST', `${LINKS}/token-from-slug/${slug}`);
  expect(opened.status).toBe(200);
  return opened.body.token as string;
}

const withToken = (token: string | null): { headers: Record<string, string> } => ({ headers: token ? { [V]: token } : {} });
const recordPath = (r: RecordRef) => `/api/track-record/${r.id}`;
const gridPath = (r: RecordRef) => `/api/track-record/${r.id}/sheet/${r.sheetId}/investments`;
const chartPath = (r: RecordRef, key: string) => `/api/track-record/graph/${key}/${r.sheetId}/${r.id}`;
const exportOf = (r: RecordRef, token: string | null) =>
  fetch(`${t.baseUrl}/api/track-record/${r.id}/sheet/${r.sheetId}/export`, withToken(token));

/** The four reads a preview page makes, each as the given token (null: anonymous). */
async function readStatuses(r: RecordRef, token: string | null) {
  return {
    record: (await t.call('GET', recordPath(r), withToken(token))).status,
    grid: (await t.call('GET', gridPath(r), withToken(token))).status,
    chart: (await t.call('GET', chartPath(r, 'sectorsByCost'), withToken(token))).status,
    export: (await exportOf(r, token)).status,
  };
}
const all = (status: number) => ({ record: status, grid: status, chart: status, export: status });

describe('a track record in a share link’s scope', () => {
  let team: FundTeam;
  let shared: RecordRef;
  let unshared: RecordRef;
  let inScope: string;
  let outOfScope: string;
  let viewOnly: string;
  beforeAll(async () => {
    team = await fundTeam(t, { status: 'published' });
    shared = await hiddenRecord(team);
    unshared = await hiddenRecord(team, 'Fund II track record');
    inScope = await openLink(
      (await createLink(team, ['fund-details', `track-record:${shared.id}`], { permissions: { canView: true, canDownload: true } })).slug,
    );
    viewOnly = await openLink((await createLink(team, [`track-record:${shared.id}`])).slug);
    outOfScope = await openLink((await createLink(team, ['fund-details'])).slug);
  });

  it('is read by a visitor of that link, hidden or not: the record, its grid, charts and export', async () => {
    const record = await t.call('GET', recordPath(shared), withToken(inScope));
    expect(record.status).toBe(200);
    expect(record.body).toMatchObject({ id: shared.id, visible: false, metrics: { paidIn: 200, distributions: 300, nav: 200 } });
    const grid = await t.call('GET', `${gridPath(shared)}?sortBy=companyName&sortOrder=desc`, withToken(inScope));
    expect(grid.status).toBe(200);
    expect(grid.body.items.map((i: { data: { companyName: string } }) => i.data.companyName)).toEqual(['Beta', 'Alpha']);
    for (const chart of trackRecordCharts) {
      const res = await t.call('GET', chartPath(shared, chart.key), withToken(inScope));
      expect({ chart: chart.key, status: res.status }).toEqual({ chart: chart.key, status: 200 });
      expect(res.body.series[0].data).toHaveLength(res.body.categories.length);
    }
    const exported = await exportOf(shared, inScope);
    expect(exported.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await exported.arrayBuffer());
    expect(book.worksheets[0]!.rowCount).toBe(3);
    // A link without canDownload shows the rows but does not hand them over as a file.
    expect((await t.call('GET', recordPath(shared), withToken(viewOnly))).status).toBe(200);
    const refused = await exportOf(shared, viewOnly);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('DOWNLOAD_NOT_ALLOWED');
  });

  it('does not exist (404) for a visitor of a link that does not include it, nor for anyone without a link', async () => {
    expect(await readStatuses(shared, outOfScope)).toEqual(all(404));
    expect(await readStatuses(shared, null)).toEqual(all(404));
    expect(await readStatuses(shared, 'not-a-visitor-token')).toEqual(all(404));
    // The link that shares one track record does not open the fund's others.
    expect(await readStatuses(unshared, inScope)).toEqual(all(404));
    // Another fund's member gets what anyone gets.
    const other = await fundTeam(t, { status: 'published' });
    expect((await t.call('GET', recordPath(shared), as(other.owner, other.profile))).status).toBe(404);
  });

  it('reads as any visible track record does once the fund shows it, with or without the link', async () => {
    const record = await hiddenRecord(team, 'Shown later');
    const owner = as(team.owner, team.profile);
    await t.call('PATCH', `/api/track-record/visibility/${record.id}`, { ...owner, body: { visible: true } });
    expect(await readStatuses(record, outOfScope)).toEqual(all(200));
    expect(await readStatuses(record, null)).toEqual(all(200));
  });
});

describe('the link’s state decides', () => {
  it('a link switched off reads nothing more (404); switched on again, its visitors open it anew', async () => {
    const team = await fundTeam(t, { status: 'published' });
    const record = await hiddenRecord(team);
    const link = await createLink(team, [`track-record:${record.id}`], { permissions: { canView: true, canDownload: true } });
    const token = await openLink(link.slug);
    expect(await readStatuses(record, token)).toEqual(all(200));
    const off = await t.call('PATCH', `${LINKS}/activate/${link.id}`, { ...as(team.owner, team.profile), body: { status: 'inactive' } });
    expect(off.status).toBe(200);
    expect(await readStatuses(record, token)).toEqual(all(404));
    await t.call('PATCH', `${LINKS}/activate/${link.id}`, { ...as(team.owner, team.profile), body: { status: 'active' } });
    // Switching off ended the link's tokens (the share-link module's rule): the old one stays dead, a new visit reads.
    expect(await readStatuses(record, token)).toEqual(all(404));
    expect(await readStatuses(record, await openLink(link.slug))).toEqual(all(200));
  });

  it('a visitor who has not passed the link’s gate reads nothing (404) until they do', async () => {
    const team = await fundTeam(t, { status: 'published' });
    const record = await hiddenRecord(team);
    const link = await createLink(team, [`track-record:${record.id}`], {
      accessMode: 'AnyoneWithLinkAndPw',
      password: 'open-sesame',
      permissions: { canView: true, canDownload: true },
    });
    const token = await openLink(link.slug);
    expect(await readStatuses(record, token)).toEqual(all(404));
    const passed = await t.call('POST', `${LINKS}/confirm-password`, { ...withToken(token), body: { password: 'open-sesame' } });
    expect(passed.body.access).toEqual({ state: 'granted' });
    expect(await readStatuses(record, token)).toEqual(all(200));
  });

  it('refuses another fund’s track record in a scope (422), and drops a deleted one from the scoped profile', async () => {
    const team = await fundTeam(t, { status: 'published' });
    const own = await hiddenRecord(team);
    const other = await fundTeam(t, { status: 'published' });
    const foreign = await hiddenRecord(other);
    const refused = await t.call('POST', `${LINKS}/create`, {
      ...as(team.owner, team.profile),
      body: {
        name: 'Deck',
        accessMode: 'AnyoneWithLink',
        scope: ['fund-details', `track-record:${foreign.id}`],
        permissions: { canView: true },
      },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.scope).toEqual([shareLinkMessages.scopeInvalid]);

    const token = await openLink((await createLink(team, ['fund-details', `track-record:${own.id}`])).slug);
    const before = await t.call('GET', `${LINKS}/profile`, withToken(token));
    expect(before.status).toBe(200);
    expect(before.body.resources).toEqual([{ entry: `track-record:${own.id}`, kind: 'track-record', id: own.id, name: form.name }]);
    expect((await t.call('DELETE', recordPath(own), as(team.owner, team.profile))).status).toBe(204);
    const after = await t.call('GET', `${LINKS}/profile`, withToken(token));
    expect(after.status).toBe(200);
    expect(after.body.resources).toEqual([]);
    expect(await readStatuses(own, token)).toEqual(all(404));
  });

  it('offers the fund’s track records as scope options to its members', async () => {
    const team = await fundTeam(t, { status: 'published' });
    const first = await hiddenRecord(team, 'First');
    const second = await hiddenRecord(team, 'Second');
    const other = await fundTeam(t, { status: 'published' });
    await hiddenRecord(other, 'Not ours');
    const options = await t.call('GET', `${LINKS}/scope-options`, as(team.viewer, team.profile));
    expect(options.status).toBe(200);
    expect(options.body.items.filter((item: { kind: string }) => item.kind === 'track-record')).toEqual([
      { entry: `track-record:${first.id}`, kind: 'track-record', id: first.id, name: 'First' },
      { entry: `track-record:${second.id}`, kind: 'track-record', id: second.id, name: 'Second' },
    ]);
  });
});
