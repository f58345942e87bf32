import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as v from 'valibot';
import { fundDiscoveryQuery, investorDiscoveryQuery, providerDiscoveryQuery } from '@fundnet/validation-schema';
import { findRepoRoot, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { createSession, resolveSession } from '../modules/auth/sessions';
import { memberProfile } from '../plugins/profile-context';
import type { DiscoveryQuery } from '../modules/discovery/search';
import { discoverPage } from '../modules/discovery/service';
import { profileMembers } from '../modules/profiles/tables';
import { users } from '../modules/users/tables';
import { filterSets, toSearchParams } from './discovery-data';
import { seedFollows, seedProfiles } from './discovery-seed';

/**
 * `pnpm bench:discovery` (scripts/bench-discovery.mjs runs this file with tsx). Seeds 100,000 funds, 100,000
 * investors and 20,000 service providers into a throwaway database, then times each discovery call with 200
 * random filter sets: over HTTP against the real API started as its own process (concurrency 1: median and
 * p95; concurrency 20: requests per second), and the same service code run directly against the database
 * (the floor: every query the route runs, without HTTP and JSON). On PostgreSQL each filter set is timed
 * over HTTP and directly back to back, so the load of this shared machine hits both alike; PGlite admits one
 * process per data folder, so there the floor is measured first and the HTTP calls after.
 * PGlite always (a temporary data folder); PostgreSQL too when FUNDNET_BENCH_POSTGRES_URL or DATABASE_URL is
 * set (a fresh database fundnet_bench_<pid>, dropped afterwards). Prints markdown tables.
 *
 * Options: --backend all|pglite|postgres, --funds N, --investors N, --providers N, --sets N (per call),
 * --concurrency N (default 20), --follows N.
 */

const { values: args } = parseArgs({
  options: {
    backend: { type: 'string', default: 'all' },
    funds: { type: 'string', default: '100000' },
    investors: { type: 'string', default: '100000' },
    providers: { type: 'string', default: '20000' },
    sets: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '20' },
    follows: { type: 'string', default: '200000' },
  },
});
const counts = { fund: Number(args.funds), investor: Number(args.investors), serviceProvider: Number(args.providers) };
const SETS = Number(args.sets);
const CONCURRENCY = Number(args.concurrency);
const TARGET_P95_MS = 50;
const TARGET_HTTP_OVERHEAD = 0.2;

const families = [
  { type: 'fund', path: 'fund-info', schema: fundDiscoveryQuery },
  { type: 'investor', path: 'investor-info', schema: investorDiscoveryQuery },
  { type: 'serviceProvider', path: 'service-provider', schema: providerDiscoveryQuery },
] as const;
const variants = ['public', 'signedIn'] as const;

interface Viewer {
  token: string;
  profileId: string;
}

interface Timing {
  median: number;
  p95: number;
  perSecond: number;
}

interface CallResult {
  call: string;
  http: Timing;
  direct: Timing;
  cappedShare: number;
}

interface BackendResult {
  backend: 'PGlite' | 'PostgreSQL';
  seedSeconds: number;
  calls: CallResult[];
}

const policy = loadConfig({ NODE_ENV: 'test' }).session;
const log = (message: string) => process.stderr.write(`[bench:discovery] ${message}\n`);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

type Params = Record<string, string | string[]>;
type Task = (params: Params) => Promise<void>;

const timingOf = (times: number[], perSecond: number): Timing => {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95), perSecond };
};

/**
 * Concurrency 1: each filter set once per task, the tasks of one set back to back (their order alternating),
 * so a load spike of this shared machine hits the HTTP call and its floor alike. After a warm-up.
 */
async function timeEach(items: readonly Params[], tasks: readonly Task[]): Promise<number[][]> {
  for (const item of items.slice(0, Math.min(20, items.length))) for (const task of tasks) await task(item);
  const times = tasks.map(() => [] as number[]);
  for (const [index, item] of items.entries()) {
    const order = index % 2 === 0 ? tasks.map((_, i) => i) : tasks.map((_, i) => tasks.length - 1 - i);
    for (const i of order) {
      const start = performance.now();
      await tasks[i]!(item);
      times[i]!.push(performance.now() - start);
    }
  }
  return times;
}

/** Concurrency CONCURRENCY: every filter set twice; calls per second. */
async function throughput(items: readonly Params[], task: Task): Promise<number> {
  const queue = [...items, ...items];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
    }),
  );
  return (items.length * 2) / ((performance.now() - started) / 1000);
}

const queryOf = (family: (typeof families)[number], params: Record<string, string | string[]>): DiscoveryQuery =>
  ({ family: family.type, filters: v.parse(family.schema, params) }) as DiscoveryQuery;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function seed(database: Database): Promise<{ seconds: number; viewer: Viewer }> {
  const started = performance.now();
  for (const type of ['fund', 'investor', 'serviceProvider'] as const) {
    const t0 = performance.now();
    await seedProfiles(database.db, type, counts[type]);
    log(`seeded ${counts[type]} ${type} profiles in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  await seedFollows(database.db, Number(args.follows));
  const [user] = await database.db
    .insert(users)
    .values({
      email: 'bench@fundnet.local',
      passwordHash: 'not-a-password',
      firstName: 'Bench',
      lastName: 'Viewer',
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  const profileId = '10000000-0000-4000-8000-000000000000';
  await database.db.insert(profileMembers).values({ profileId, userId: user!.id, role: 'owner' });
  const session = await createSession(database.db, policy, user!.id);
  await database.db.execute(sql`analyze`);
  return { seconds: (performance.now() - started) / 1000, viewer: { token: session.token, profileId } };
}

type Family = (typeof families)[number];
type VariantName = (typeof variants)[number];

/**
 * The floor: every query the route runs, called in-process without HTTP: the service (typo lookup, discovery
 * SQL, capped count, follower counts) and, signed in, the session lookup and the membership check.
 */
function directTask(
  database: Database,
  viewer: Viewer,
  family: Family,
  variant: VariantName,
  counter: { calls: number; capped: number },
): Task {
  return async (params) => {
    let viewerProfileId: string | null = null;
    if (variant === 'signedIn') {
      const auth = await resolveSession(database.db, policy, viewer.token);
      // The same lookup the optional profile mode of the signed-in route does.
      viewerProfileId = auth ? (await memberProfile(database.db, viewer.profileId, auth.userId)).id : null;
    }
    const page = await discoverPage(database.db, queryOf(family, params), { signedIn: variant === 'signedIn', viewerProfileId });
    counter.calls++;
    if (page.totalCapped) counter.capped++;
  };
}

function httpTask(baseUrl: string, viewer: Viewer, family: Family, variant: VariantName): Task {
  const route = variant === 'public' ? 'discovery-public' : 'discovery';
  const headers: Record<string, string> =
    variant === 'public'
      ? {}
      : { authorization: `Bearer ${viewer.token}`, 'meta-profile-id': viewer.profileId, 'meta-profile-type': 'fund' };
  return async (params) => {
    const response = await fetch(`${baseUrl}/api/${family.path}/${route}?${toSearchParams(params)}`, { headers });
    if (response.status !== 200) throw new Error(`${family.path}/${route}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  };
}

const calls = families.flatMap((family) => variants.map((variant) => ({ family, variant, name: `${family.path} ${variant}` })));

/** Floor only (PGlite: the API cannot open the data folder while this process has it). */
async function measureDirect(database: Database, viewer: Viewer): Promise<Map<string, { timing: Timing; cappedShare: number }>> {
  const out = new Map<string, { timing: Timing; cappedShare: number }>();
  for (const call of calls) {
    const sets = filterSets(call.family.type, SETS);
    const counter = { calls: 0, capped: 0 };
    const task = directTask(database, viewer, call.family, call.variant, counter);
    const [times] = await timeEach(sets, [task]);
    const timing = timingOf(times!, await throughput(sets, task));
    out.set(call.name, { timing, cappedShare: counter.capped / Math.max(1, counter.calls) });
    log(`direct ${call.name}: median ${timing.median.toFixed(1)} ms, p95 ${timing.p95.toFixed(1)} ms`);
  }
  return out;
}

async function measureHttp(baseUrl: string, viewer: Viewer): Promise<Map<string, Timing>> {
  const out = new Map<string, Timing>();
  for (const call of calls) {
    const sets = filterSets(call.family.type, SETS);
    const task = httpTask(baseUrl, viewer, call.family, call.variant);
    const [times] = await timeEach(sets, [task]);
    const timing = timingOf(times!, await throughput(sets, task));
    out.set(call.name, timing);
    log(`http ${call.name}: median ${timing.median.toFixed(1)} ms, p95 ${timing.p95.toFixed(1)} ms`);
  }
  return out;
}

/** HTTP and floor paired set by set (PostgreSQL: both can reach the database at once). */
async function measurePaired(database: Database, baseUrl: string, viewer: Viewer): Promise<CallResult[]> {
  const results: CallResult[] = [];
  for (const call of calls) {
    const sets = filterSets(call.family.type, SETS);
    const counter = { calls: 0, capped: 0 };
    const direct = directTask(database, viewer, call.family, call.variant, counter);
    const http = httpTask(baseUrl, viewer, call.family, call.variant);
    const [directTimes, httpTimes] = await timeEach(sets, [direct, http]);
    const result = {
      call: call.name,
      direct: timingOf(directTimes!, await throughput(sets, direct)),
      http: timingOf(httpTimes!, await throughput(sets, http)),
      cappedShare: counter.capped / Math.max(1, counter.calls),
    };
    results.push(result);
    log(
      `${call.name}: http median ${result.http.median.toFixed(1)} / p95 ${result.http.p95.toFixed(1)} ms, direct ${result.direct.median.toFixed(1)} / ${result.direct.p95.toFixed(1)} ms`,
    );
  }
  return results;
}

async function startApi(env: Record<string, string>): Promise<{ child: ChildProcess; baseUrl: string }> {
  const port = await freePort();
  const serverDir = path.join(findRepoRoot(), 'packages/server');
  const tsx = path.join(serverDir, 'node_modules/.bin/tsx');
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: serverDir,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO_DATA: 'false',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { child, baseUrl };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the API did not start within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function stopApi(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function combine(direct: Map<string, { timing: Timing; cappedShare: number }>, http: Map<string, Timing>): CallResult[] {
  return [...direct].map(([call, floor]) => ({ call, direct: floor.timing, http: http.get(call)!, cappedShare: floor.cappedShare }));
}

async function runPglite(): Promise<BackendResult> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fundnet-bench-'));
  try {
    log(`PGlite in ${dataDir}`);
    // The API opens the data folder itself (one process at a time): seed and measure the floor first.
    const database = await openDatabase({ dataDir });
    let seeded: Awaited<ReturnType<typeof seed>>;
    let direct: Awaited<ReturnType<typeof measureDirect>>;
    try {
      seeded = await seed(database);
      direct = await measureDirect(database, seeded.viewer);
    } finally {
      await database.close();
    }
    const { child, baseUrl } = await startApi({ FUNDNET_DATA_DIR: dataDir, OUTBOX_DIR: path.join(dataDir, 'outbox') });
    try {
      return { backend: 'PGlite', seedSeconds: seeded.seconds, calls: combine(direct, await measureHttp(baseUrl, seeded.viewer)) };
    } finally {
      await stopApi(child);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function runPostgres(adminUrl: string): Promise<BackendResult> {
  const name = `fundnet_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const outbox = await mkdtemp(path.join(tmpdir(), 'fundnet-bench-outbox-'));
  try {
    log(`PostgreSQL database ${name}`);
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
    let child: ChildProcess | undefined;
    try {
      const seeded = await seed(database);
      const api = await startApi({ DATABASE_URL: url.toString(), OUTBOX_DIR: outbox });
      child = api.child;
      return { backend: 'PostgreSQL', seedSeconds: seeded.seconds, calls: await measurePaired(database, api.baseUrl, seeded.viewer) };
    } finally {
      if (child) await stopApi(child);
      await database.close();
    }
  } finally {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
    await rm(outbox, { recursive: true, force: true });
  }
}

const ms = (value: number) => value.toFixed(1);

function report(results: BackendResult[]): string {
  const lines: string[] = [];
  const total = counts.fund + counts.investor + counts.serviceProvider;
  lines.push(
    `## Discovery benchmark: ${counts.fund.toLocaleString('en')} funds, ${counts.investor.toLocaleString('en')} investors, ` +
      `${counts.serviceProvider.toLocaleString('en')} providers (${total.toLocaleString('en')} profiles), ${SETS} filter sets per call`,
    '',
  );
  for (const result of results) {
    lines.push(`### ${result.backend} (seeded in ${result.seedSeconds.toFixed(0)} s)`, '');
    lines.push(
      '| call | HTTP median ms | HTTP p95 ms | direct median ms | direct p95 ms | HTTP over direct (median / p95) | HTTP req/s c=' +
        `${CONCURRENCY} | direct calls/s c=${CONCURRENCY} | totals capped |`,
    );
    lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const call of result.calls) {
      const overMedian = call.http.median / call.direct.median - 1;
      const overP95 = call.http.p95 / call.direct.p95 - 1;
      lines.push(
        `| ${call.call} | ${ms(call.http.median)} | ${ms(call.http.p95)} | ${ms(call.direct.median)} | ${ms(call.direct.p95)} | ` +
          `${(overMedian * 100).toFixed(0)} % / ${(overP95 * 100).toFixed(0)} % | ${call.http.perSecond.toFixed(0)} | ` +
          `${call.direct.perSecond.toFixed(0)} | ${(call.cappedShare * 100).toFixed(0)} % |`,
      );
    }
    if (result.backend === 'PostgreSQL') {
      const worstP95 = Math.max(...result.calls.map((call) => call.http.p95));
      const worstOver = Math.max(...result.calls.map((call) => call.http.median / call.direct.median - 1));
      lines.push(
        '',
        `Targets (PostgreSQL): p95 ≤ ${TARGET_P95_MS} ms with totals: ${worstP95 <= TARGET_P95_MS ? 'met' : 'MISSED'} (worst ${ms(worstP95)} ms); ` +
          `HTTP adds ≤ ${TARGET_HTTP_OVERHEAD * 100} % over direct (median): ${worstOver <= TARGET_HTTP_OVERHEAD ? 'met' : 'MISSED'} ` +
          `(worst ${(worstOver * 100).toFixed(0)} %).`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

async function main() {
  const postgresUrl = process.env.FUNDNET_BENCH_POSTGRES_URL ?? process.env.DATABASE_URL;
  const results: BackendResult[] = [];
  if (args.backend === 'all' || args.backend === 'pglite') results.push(await runPglite());
  if (args.backend === 'all' || args.backend === 'postgres') {
    if (postgresUrl) results.push(await runPostgres(postgresUrl));
    else log('PostgreSQL skipped: set FUNDNET_BENCH_POSTGRES_URL (or DATABASE_URL) to a server where a database can be created');
  }
  process.stdout.write(`${report(results)}\n`);
}

main().catch((error) => {
  console.error('bench:discovery failed:', error);
  process.exit(1);
});
