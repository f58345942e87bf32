import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { lastMessageTo, readOutbox } from '../lib/outbox-reader';
import type { Counters } from '../lib/counters';
import type { Storage } from '../lib/storage';

export interface CallOptions {
  body?: unknown;
  /** A raw body sent as is (malformed JSON, other content types). */
  rawBody?: string | Buffer;
  token?: string;
  headers?: Record<string, string>;
  /** Sends meta-profile-id / meta-profile-type. */
  profile?: { id: string; type: string };
}

export interface CallResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestApp {
  app: FastifyInstance;
  baseUrl: string;
  config: Config;
  database: Database;
  outboxDir: string;
  call<T = any>(method: string, path: string, options?: CallOptions): Promise<CallResult<T>>;
  lastMail(to: string, template?: string): ReturnType<typeof lastMessageTo>;
  lastSms(to: string, template?: string): ReturnType<typeof lastMessageTo>;
  mails(): ReturnType<typeof readOutbox>;
  close(): Promise<void>;
}

/**
 * The run's test files share one database (global-setup.ts). On PostgreSQL two Jest workers run files side by side, and
 * with one job queue a file's `app.jobs.runPending(name)` took the other worker's jobs (whose files live in that app's
 * storage: a thumbnail never drawn, a question never indexed), and both workers migrated pg-boss's schema at once
 * (a deadlock in createQueue). Each worker gets its own queue schema; files in one worker run one after another, as on
 * PGlite, where the run is in band and keeps the default.
 */
function jobsSchemaOfThisWorker(): string | undefined {
  const worker = process.env.JEST_WORKER_ID;
  return process.env.DATABASE_URL && worker ? `pgboss_worker_${worker}` : undefined;
}

/** Builds the real app on the run's test database, listening on a free port, with its own outbox folder. */
export async function startTestApp(
  env: Record<string, string> = {},
  configure?: (app: FastifyInstance) => void | Promise<void>,
  /** Replaces a dependency, e.g. a storage that fails (built from the run's config). */
  overrides: {
    storage?: (config: Config) => Storage;
    logger?: Record<string, unknown>;
    counters?: Counters;
    /** PostgreSQL connections (default one, as PGlite has: see below); a race test asks for more. */
    poolSize?: number;
  } = {},
): Promise<TestApp> {
  const outboxDir = await mkdtemp(path.join(tmpdir(), 'fundnet-outbox-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    OUTBOX_DIR: outboxDir,
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    APP_URL: 'http://localhost:8080',
    ...env,
  });
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('TEST_DATABASE_URL is not set: run the server tests through jest (global-setup.ts)');
  // The embedded PGlite serves one connection (db/pglite-worker.mjs). On PostgreSQL the app gets one too, unless the
  // test asks for more: most API files run on PostgreSQL alone in CI (jest.config.cjs), and a query made outside its
  // transaction waits forever for a second connection, which must fail there as it would on PGlite.
  const database = await openDatabase({ databaseUrl, poolSize: process.env.DATABASE_URL ? (overrides.poolSize ?? 1) : 1 });
  const app = await buildApp({
    config,
    database,
    logger: overrides.logger ?? false,
    storage: overrides.storage?.(config),
    counters: overrides.counters,
    jobsSchema: jobsSchemaOfThisWorker(),
  });
  await configure?.(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  async function call<T>(method: string, urlPath: string, options: CallOptions = {}): Promise<CallResult<T>> {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | Buffer | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.profile) {
      headers['meta-profile-id'] = options.profile.id;
      headers['meta-profile-type'] = options.profile.type;
    }
    const response = await fetch(`${baseUrl}${urlPath}`, { method, headers, body, redirect: 'manual' });
    const text = await response.text();
    let parsed: unknown = text;
    if (text && response.headers.get('content-type')?.includes('application/json')) parsed = JSON.parse(text);
    return { status: response.status, body: (text ? parsed : undefined) as T, headers: response.headers };
  }

  return {
    app,
    baseUrl,
    config,
    database,
    outboxDir,
    call,
    lastMail: (to, template) => lastMessageTo(outboxDir, 'mail', to, template),
    lastSms: (to, template) => lastMessageTo(outboxDir, 'sms', to, template),
    mails: () => readOutbox(outboxDir, 'mail'),
    async close() {
      await app.close();
      await database.close();
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}
