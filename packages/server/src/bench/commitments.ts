import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { commitmentSortFields } from '@fundnet/validation-schema';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createSession } from '../modules/auth/sessions';
import { profileMembers, profiles } from '../modules/profiles/tables';
import { users } from '../modules/users/tables';

/**
 * `pnpm bench:commitments` (scripts/bench-commitments.mjs runs this with tsx): issue 18's targets on PGlite (PostgreSQL with DATABASE_URL), over HTTP
 * against the real app in this process. A fund with --rows LP rows (default 5,000; 500 of them linked to investor
 * profiles with 20,000 profile views of the fund) and --interactions interactions (default 100,000, passes with
 * reasons among them), all inserted in SQL; then book pages (50 rows, every sort field both ways, p95), statistics,
 * profile interactions and every graph (p95 each), and the XLSX export of the whole book. Prints a markdown table.
 */
const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '5000' },
    interactions: { type: 'string', default: '100000' },
    samples: { type: 'string', default: '10' },
    port: { type: 'string', default: process.env.PORT ?? '4443' },
  },
});
const N = Number(args.rows);
const I = Number(args.interactions);
const SAMPLES = Number(args.samples);
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(xs.length * 0.95) - 1)]!;

/** A new database on the server of `serverUrl`, and how to drop it. */
async function createBenchDatabase(serverUrl: string) {
  const { default: pg } = await import('pg');
  const name = `fundnet_bench_commitments_${Date.now()}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fundnet-bench-cm-'));
  const outboxDir = await mkdtemp(path.join(tmpdir(), 'fundnet-bench-cm-outbox-'));
  // PGlite by default; with DATABASE_URL, a fresh database on that server (dropped at the end).
  const server = process.env.DATABASE_URL;
  const benchDatabase = server ? await createBenchDatabase(server) : null;
  const database = await openDatabase(benchDatabase ? { databaseUrl: benchDatabase.url, poolSize: 10 } : { dataDir });
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
      if (res.status >= 400) throw new Error(`${method} ${url}: ${res.status} ${(await res.text()).slice(0, 300)}`);
      return res;
    };
    const timed = async (method: string, url: string, body?: unknown) => {
      const start = performance.now();
      try {
        const res = await call(method, url, body);
        await res.arrayBuffer();
      } catch (error) {
        console.error(String(error).slice(0, 200));
        return Number.NaN;
      }
      return performance.now() - start;
    };

    let t = performance.now();
    const fundId = fund!.id;
    await db.execute(sql`
      insert into profiles (type, name, slug, status, created_by_user_id)
      select 'investor', 'Bench LP ' || g, 'bench-lp-' || g, 'published', ${user!.id} from generate_series(1, 500) g`);
    await db.execute(sql`
      insert into non_binding_commitments (fund_profile_id, lp_profile_id, investor_name, email, investor_phone, investor_hq, investor_type,
        intended_value, intended_currency, investment_entity, lp_type, closing, soft_value, soft_currency, soft_date, hard_value, hard_currency,
        hard_date, reminder_frequency, created_at)
      select ${fundId},
        case when g <= 500 then (select id from profiles where slug = 'bench-lp-' || g and type = 'investor') end,
        'LP ' || g, 'lp' || g || '@example.test', '+46 8 555 ' || lpad((g % 10000)::text, 4, '0'), 'Stockholm',
        (array['familyOffice','fundOfFunds','pensionFund','endowment','foundation','bank','assetManager','corporate'])[1 + g % 8],
        (1 + g % 10) * 1000000, 'EUR', 'LP ' || g || ' SCSp', case when g % 4 = 0 then 'returning' else 'new' end,
        (array['first','final',null])[1 + g % 3],
        case when g % 3 <> 0 then (1 + g % 10) * 1000000 end, case when g % 3 <> 0 then 'EUR' end,
        case when g % 3 <> 0 then current_date - (g % 300) end,
        case when g % 5 = 0 then (1 + g % 10) * 1000000 end, case when g % 5 = 0 then 'EUR' end,
        case when g % 5 = 0 then current_date - (g % 200) end,
        (array['daily','weekly','monthly','quarterly','yearly',null])[1 + g % 6],
        now() - (g % 365) * interval '1 day'
      from generate_series(1, ${N}) g`);
    await db.execute(sql`
      insert into commitment_interactions (fund_profile_id, commitment_id, lp_profile_id, type, pass_reason, occurred_at)
      select ${fundId}, c.id, c.lp_profile_id,
        (array['meeting','call','email','note','feedback','commitment','pass'])[1 + (g % 7)],
        case when g % 7 = 6 then (array['oversubscribed','inappropriateFees','timing','sectorMismatch','fundSizeTooSmall','other'])[1 + g % 6] end,
        now() - (g % 365) * interval '1 day' - (g % 24) * interval '1 hour'
      from generate_series(1, ${I}) g
      join (select id, lp_profile_id, row_number() over (order by id) as rn from non_binding_commitments where fund_profile_id = ${fundId}) c
        on c.rn = 1 + g % ${N}
      where not (g % 7 = 6 and g > ${N})`);
    await db.execute(sql`
      insert into profile_views (profile_id, viewer_profile_id, viewer_key, viewed_at)
      select ${fundId}, p.id, 'bench:' || g, now() - (g % 200) * interval '1 day'
      from generate_series(1, 20000) g join lateral (select id from profiles where slug = 'bench-lp-' || (1 + g % 500)) p on true`);
    const [{ n: interactions }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from commitment_interactions`)).rows as [
      { n: number },
    ];
    // What the deployed server does after such a load: autovacuum on PostgreSQL, the hourly db.analyze job on PGlite
    // (db/maintenance.ts); without statistics the planner takes a 5,000-row book for a few rows (ADR 0060).
    await db.execute(sql`analyze`);
    const setupMs = performance.now() - t;

    const book = `/api/commitments/non-binding-commitments/${fundId}`;
    const bookTimes: number[] = [];
    for (const field of commitmentSortFields) {
      for (const order of ['asc', 'desc']) {
        for (let s = 0; s < SAMPLES; s++)
          bookTimes.push(await timed('GET', `${book}?take=50&skip=${s * 450}&sortField=${field}&sortOrder=${order}`));
      }
    }
    const filtered: number[] = [];
    for (let s = 0; s < SAMPLES; s++) filtered.push(await timed('GET', `${book}?take=50&search=LP 1&closing=first&commitmentType=soft`));

    const statistics: number[] = [];
    for (let s = 0; s < SAMPLES; s++) statistics.push(await timed('GET', '/api/commitments/statistics'));
    const rates: number[] = [];
    for (let s = 0; s < SAMPLES; s++) rates.push(await timed('GET', '/api/commitments/profile-interactions'));
    const graphs: Record<string, number> = {};
    for (const [kind, type, period] of [
      ['commitments', 'all', 'week'],
      ['interactions', 'all', 'day'],
      ['interactions', 'meeting', 'month'],
      ['pass-reasons', 'reason', 'month'],
      ['pass-reasons', 'lpType', 'month'],
      ['lp-types', 'all', 'month'],
    ]) {
      const times: number[] = [];
      for (let s = 0; s < SAMPLES; s++) times.push(await timed('GET', `/api/commitments/graph/${kind}?type=${type}&period=${period}`));
      graphs[`${kind} (${type}, ${period})`] = p95(times);
    }

    t = performance.now();
    const file = await (
      await call('POST', `/api/commitments/download-xlsx-table/${fundId}`, { sortField: 'investorName', sortOrder: 'asc' })
    ).arrayBuffer();
    const exportMs = performance.now() - t;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file);
    const exportedRows = workbook.getWorksheet('LP commitments')!.rowCount - 1;

    console.log(
      `\n## Commitments benchmark (${benchDatabase ? 'PostgreSQL' : 'PGlite'}, ${N} LP rows, ${interactions} interactions, 20,000 profile views)\n`,
    );
    console.log('| measure | result | target |');
    console.log('|---|---|---|');
    console.log(
      `| book page (50 rows with engagement), p95 over ${bookTimes.length} pages, ${commitmentSortFields.length} sort fields both ways | ${p95(bookTimes).toFixed(1)} ms | ≤ 50 ms |`,
    );
    console.log(`| book page filtered (search + closing + type), p95 | ${p95(filtered).toFixed(1)} ms | ≤ 50 ms |`);
    console.log(`| statistics (with heat of every row), p95 | ${p95(statistics).toFixed(1)} ms | ≤ 100 ms |`);
    console.log(`| profile interactions (rates), p95 | ${p95(rates).toFixed(1)} ms | ≤ 100 ms |`);
    for (const [name, ms] of Object.entries(graphs)) console.log(`| graph ${name}, p95 | ${ms.toFixed(1)} ms | ≤ 100 ms |`);
    console.log(`| XLSX export of the whole book (${exportedRows} rows, every column) | ${(exportMs / 1000).toFixed(2)} s | ≤ 3 s |`);
    console.log(`| (setup) rows, interactions and views inserted in SQL | ${(setupMs / 1000).toFixed(1)} s | |`);
  } finally {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(outboxDir, { recursive: true, force: true });
    await benchDatabase?.drop();
  }
}

await main();
