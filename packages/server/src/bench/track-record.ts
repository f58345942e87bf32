import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { trackRecordCharts, trackRecordSheetColumns, trackRecordSortableKeys } from '@fundnet/validation-schema';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createSession } from '../modules/auth/sessions';
import { profileMembers, profiles } from '../modules/profiles/tables';
import { users } from '../modules/users/tables';

/**
 * `pnpm bench:trackrecord` (scripts/bench-trackrecord.mjs runs this with tsx): issue 17's targets on PGlite, over HTTP
 * against the real app in this process. A track record of --investments rows (default 10,000) imported from an .xlsx
 * with --bad bad rows first (read + per-row errors, then the fixed sheet imported), --rounds graduations (default
 * 50,000) added in SQL; then grid pages sorted by every sortable column (p95), all 24 chart aggregates (total), and
 * the import times. Prints a markdown table.
 */
const { values: args } = parseArgs({
  options: {
    investments: { type: 'string', default: '10000' },
    rounds: { type: 'string', default: '50000' },
    bad: { type: 'string', default: '50' },
    samples: { type: 'string', default: '5' },
    port: { type: 'string', default: process.env.PORT ?? '4442' },
  },
});
const N = Number(args.investments);
const ROUNDS = Number(args.rounds);

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(xs.length * 0.95) - 1)]!;
const sectors = ['Fintech', 'Health', 'SaaS', 'AI', 'Climate', 'Logistics', 'Consumer', 'Biotech'];
const countries = ['Germany', 'France', 'Netherlands', 'United Kingdom', 'Sweden', 'Spain', 'United States', 'Estonia'];
const stages = ['PreSeed', 'Seed', 'SeriesA', 'SeriesB'];

function row(i: number) {
  const year = 2012 + (i % 10);
  const cost = 100_000 + ((i * 7919) % 2_000_000);
  const exited = i % 7 === 0;
  const writtenOff = i % 11 === 0;
  return {
    companyName: `Company ${i}`,
    website: `https://company-${i}.example`,
    dateOfInitialInvestment: `${year}-${String((i % 12) + 1).padStart(2, '0')}-15`,
    initialInvestmentsCost: cost,
    totalInvestmentCost: cost * 1.5,
    realizedValue: exited ? cost * (1 + (i % 9)) : 0,
    unrealizedValue: exited || writtenOff ? 0 : cost * ((i % 40) / 10),
    exitDate: exited || writtenOff ? `${year + 4}-06-30` : null,
    exitStatus: writtenOff ? 'WriteOff' : null,
    primarySector: sectors[i % sectors.length],
    country: countries[i % countries.length],
    entryStage: stages[i % stages.length],
    initialOwnership: 5 + (i % 20),
    initialValuation: cost * 10,
    lastValuation: cost * 20,
    dealOrigination: ['Outreach', 'Inbound', 'LP', 'VC'][i % 4],
    role: ['Lead', 'CoLead', 'Follow'][i % 3],
    boardSeat: ['Yes', 'No', 'Observer'][i % 3],
  } as Record<string, string | number | null>;
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fundnet-bench-tr-'));
  const outboxDir = await mkdtemp(path.join(tmpdir(), 'fundnet-bench-tr-outbox-'));
  const database = await openDatabase({ dataDir });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: args.port!,
    OUTBOX_DIR: outboxDir,
    APP_URL: 'http://localhost:8080',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ host: '127.0.0.1', port: Number(args.port) });
  const base = `http://127.0.0.1:${args.port}`;
  try {
    const { db } = database;
    const [user] = await db
      .insert(users)
      .values({ email: 'bench@example.test', passwordHash: 'x', firstName: 'B', lastName: 'B', emailVerifiedAt: new Date() })
      .returning();
    const [fund] = await db
      .insert(profiles)
      .values({ type: 'fund', name: 'Bench Fund', slug: 'bench-fund', status: 'published', createdByUserId: user!.id })
      .returning();
    await db.insert(profileMembers).values({ profileId: fund!.id, userId: user!.id, role: 'owner' });
    const { token } = await createSession(db, config.session, user!.id);
    const headers = {
      authorization: `Bearer ${token}`,
      'meta-profile-id': fund!.id,
      'meta-profile-type': 'fund',
      'content-type': 'application/json',
    };
    const call = async (method: string, url: string, body?: unknown) => {
      const res = await fetch(base + url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const json: any = res.headers.get('content-type')?.includes('json') ? await res.json() : null;
      if (res.status >= 400 && !(res.status === 422 && url.includes('import-bad')))
        throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
      return json;
    };
    const record = await call('POST', '/api/track-record', {
      name: 'Bench',
      currency: { label: 'Euro', value: 'EUR' },
      investmentPeriodFrom: 2012,
      investmentPeriodTo: 2022,
      numberOfInvestments: N,
      investedCapital: { value: 1e9, currency: 'EUR' },
      stageFocus: [{ value: 'Seed', inputVal: 'Seed' }],
      type: 'Fund',
      RVPIconfidence: 'High',
    });
    const sheetId = record.sheets[0].id as string;

    // The sheet as an .xlsx with --bad rows broken.
    const workbook = new ExcelJS.Workbook();
    const ws = workbook.addWorksheet('Investments');
    ws.columns = trackRecordSheetColumns.map((c) => ({ header: c.label, key: c.key }));
    for (let i = 0; i < N; i++) {
      const r = row(i);
      if (i < Number(args.bad)) r.realizedValue = 'lots';
      ws.addRow(r);
    }
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    let t = performance.now();
    const preview = await call('POST', '/api/track-record/getRowsFromFile', {
      fileName: 'bench.xlsx',
      contentBase64: file.toString('base64'),
    });
    const readMs = performance.now() - t;
    const rows = preview.rows.map((r: Record<string, unknown>, i: number) => (i < Number(args.bad) ? { ...r, realizedValue: 0 } : r));
    t = performance.now();
    await call('POST', `/api/track-record/${record.id}/sheet/${sheetId}/import`, { rows });
    const importMs = performance.now() - t;

    t = performance.now();
    await db.execute(sql`
      insert into track_record_graduations (track_record_id, sheet_id, investment_id, route, graduation_type, name_of_graduation, stage_of_investment, closing_date, fund_participated, fund_amount, round_amount, valuation, form, previous_data)
      select ${record.id}, ${sheetId}, i.id, 'markup', 'Markup', 'Update ' || g, 'SeriesA', (date '2016-01-01' + g * 30)::text, false, 0, null, 1000000, '{}'::jsonb, i.data
      from track_record_investments i cross join generate_series(1, ${Math.ceil(ROUNDS / N)}) g
      where i.sheet_id = ${sheetId}`);
    const roundsMs = performance.now() - t;

    const gridTimes: Record<string, number> = {};
    for (const key of trackRecordSortableKeys) {
      const times: number[] = [];
      for (let s = 0; s < Number(args.samples); s++) {
        for (const order of ['asc', 'desc']) {
          const start = performance.now();
          await call(
            'GET',
            `/api/track-record/${record.id}/sheet/${sheetId}/investments?take=100&skip=${s * 1000}&sortBy=${key}&sortOrder=${order}`,
          );
          times.push(performance.now() - start);
        }
      }
      gridTimes[key] = p95(times);
    }
    t = performance.now();
    for (const chart of trackRecordCharts) await call('GET', `/api/track-record/graph/${chart.key}/${sheetId}/${record.id}`);
    const chartsMs = performance.now() - t;

    const worst = Object.entries(gridTimes).sort((a, b) => b[1] - a[1])[0]!;
    const allGrid = Object.values(gridTimes);
    console.log(`\n## Track record benchmark (PGlite, ${N} investments, ${ROUNDS} rounds)\n`);
    console.log('| measure | result | target |');
    console.log('|---|---|---|');
    console.log(
      `| grid page (100 rows) sorted, p95 over all ${allGrid.length} sortable columns | ${p95(allGrid).toFixed(1)} ms (worst: ${worst[0]} ${worst[1].toFixed(1)} ms) | ≤ 50 ms |`,
    );
    console.log(`| all 24 chart aggregates, total | ${chartsMs.toFixed(0)} ms | ≤ 300 ms |`);
    console.log(
      `| .xlsx of ${N} rows read with per-row errors (${preview.errors.length} bad rows) | ${(readMs / 1000).toFixed(2)} s | ≤ 10 s (with import) |`,
    );
    console.log(`| import of ${N} rows (all or nothing) | ${(importMs / 1000).toFixed(2)} s | |`);
    console.log(`| (setup) ${ROUNDS} rounds inserted in SQL | ${(roundsMs / 1000).toFixed(2)} s | |`);
  } finally {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(outboxDir, { recursive: true, force: true });
  }
}

await main();
