import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';

/**
 * The background job queue (ADR 0051): pg-boss on the database the API already runs, PostgreSQL or the
 * embedded PGlite. A generic engine: it knows no module. Modules export a `register…Jobs(jobs, deps)` that
 * app.ts calls; each `define`s its handlers (and their schedules) and enqueues with `send`.
 *
 * - Several API processes may run against one PostgreSQL: pg-boss hands each job to one worker
 *   (`FOR UPDATE SKIP LOCKED`) and each cron slot to one process. Nothing here assumes one process.
 * - pg-boss runs over the API's own pool: on PGlite that is the one connection db/pglite-worker.mjs serves.
 *   Every pg-boss statement is one round trip (its transactions are single multi-statement queries), so it
 *   shares the connection with the requests like any other query.
 * - `work: false` (tests): nothing polls and no schedule fires; a test enqueues through the routes and runs the
 *   waiting jobs with `runPending`. The queue's tables are made on first use, so an app that never enqueues pays
 *   nothing.
 */

export interface JobContext {
  id: string;
  /** When the job was enqueued. */
  createdOn: Date;
  log: FastifyBaseLogger;
}

export interface JobDefinition<T extends object = Record<string, unknown>> {
  /** Queue name: `<module>.<job>` (letters, digits, '-', '_', '.'). */
  name: string;
  handler: (data: T, job: JobContext) => Promise<void>;
  /** Also run on this schedule (cron, UTC), once per slot across every process. */
  cron?: string;
  /** Also enqueue one run when the queue starts working (a reconcile that should not wait for its first slot). */
  runOnStart?: boolean;
  /** pg-boss queue policy: `short` keeps at most one waiting job per singleton key (coalescing). */
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
  /** Retries after a failure (default 3), `retryDelaySeconds` apart (default 30, backing off). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A running job that takes longer is failed (and retried). Default 15 minutes. */
  expireInSeconds?: number;
}

export interface SendOptions {
  /** With a `short`-policy queue: at most one waiting job per key. */
  singletonKey?: string;
  /** Run no earlier than this many seconds from now. */
  startAfterSeconds?: number;
}

export interface JobQueue {
  /** Registers a job (app.ts, through each module's register…Jobs, before the app is ready). */
  define<T extends object>(definition: JobDefinition<T>): void;
  /** Enqueues a job; returns its id, or null when a waiting job with the same singleton key already holds the place. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Starts the workers and schedules (when built with `work: true`). Called by app.ts when the app is ready. */
  start(): Promise<void>;
  /** Graceful: stops fetching, waits for running jobs (up to the timeout), then lets go of the database. */
  stop(): Promise<void>;
  /** Runs the waiting jobs of a queue now, in this process (tests; `includeDelayed` ignores `startAfter`). */
  runPending(name: string, options?: { includeDelayed?: boolean }): Promise<number>;
  /** The registered jobs and their schedules. */
  definitions(): ReadonlyArray<Pick<JobDefinition, 'name' | 'cron' | 'policy'>>;
}

export interface JobQueueOptions {
  database: Pick<Database, 'kind' | 'pool'>;
  logger: FastifyBaseLogger;
  /** Poll and run schedules (the API); false in tests. */
  work: boolean;
  /** Seconds between fetches of an idle worker (pg-boss minimum 0.5). Default 2. */
  pollingIntervalSeconds?: number;
  /** How long `stop` waits for running jobs. Default 10 s (main.ts gives the whole shutdown 10 s more). */
  stopTimeoutMs?: number;
  /** pg-boss's schema. Default `pgboss`. */
  schema?: string;
}

const NAME = /^[A-Za-z0-9_.-]+$/;

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { database, logger, work } = options;
  const log = logger.child({ component: 'jobs' });
  const definitions = new Map<string, JobDefinition<any>>();
  const common = {
    schema: options.schema ?? 'pgboss',
    // Workers, the maintenance (expiry, archive) and the cron clock run only where jobs are worked.
    supervise: work,
    schedule: work,
    migrate: true,
  };
  // The API's own pool, on both databases: one connection budget, and on PGlite (which serves one connection,
  // db/pglite-worker.mjs) pg-boss must not open a second one. pg-boss never ends a pool it did not open.
  const boss = new PgBoss({
    ...common,
    db: { executeSql: (text: string, values: unknown[]) => database.pool.query(text, values as unknown[]) },
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));

  let ready: Promise<void> | undefined;
  let started = false;
  let stopped = false;
  const queued = new Set<string>();
  // Jobs whose handler has ended but whose completion pg-boss may still be writing: pg-boss 10 does not await that
  // write before a worker counts as idle, so its graceful stop can return first, and a job that ran to the end would be
  // run again after its expiry (a second mail). `stop` waits for these to leave the 'active' state. Kept a minute each
  // (the write takes milliseconds), so a long-running process does not hold every id it ever ran.
  const settling = new Set<string>();
  const settle = (id: string) => {
    settling.add(id);
    setTimeout(() => settling.delete(id), 60_000).unref();
  };

  /** Waits (up to `timeoutMs`) until pg-boss has recorded the end of every job whose handler ended. */
  const untilSettled = async (timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (settling.size > 0 && Date.now() < deadline) {
      const { rows } = await database.pool.query<{ active: number }>(
        `select count(*)::int as active from ${common.schema}.job where id = any($1::uuid[]) and state = 'active'`,
        [[...settling]],
      );
      if ((rows[0]?.active ?? 0) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  const createQueue = async (definition: JobDefinition<any>) => {
    if (queued.has(definition.name)) return;
    await boss.createQueue(definition.name, {
      name: definition.name,
      policy: definition.policy ?? 'standard',
      retryLimit: definition.retryLimit ?? 3,
      retryDelay: definition.retryDelaySeconds ?? 30,
      retryBackoff: true,
      expireInSeconds: definition.expireInSeconds ?? 15 * 60,
    });
    queued.add(definition.name);
  };

  /** Installs (or migrates) pg-boss's tables once, then makes the queues. */
  const ensureReady = () => {
    ready ??= (async () => {
      await boss.start();
      for (const definition of definitions.values()) await createQueue(definition);
    })();
    return ready;
  };

  const definitionOf = (name: string) => {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`no job named ${name} is defined`);
    return definition;
  };

  const run = async (definition: JobDefinition<any>, job: PgBoss.JobWithMetadata<object>) => {
    const jobLog = log.child({ job: definition.name, jobId: job.id });
    const startedAt = Date.now();
    try {
      await definition.handler(job.data ?? {}, { id: job.id, createdOn: job.createdOn, log: jobLog });
      jobLog.debug({ ms: Date.now() - startedAt }, 'job done');
    } catch (error) {
      jobLog.error({ err: error, ms: Date.now() - startedAt }, 'job failed');
      throw error;
    }
  };

  return {
    define(definition) {
      if (!NAME.test(definition.name)) throw new Error(`job name ${definition.name} may hold letters, digits, '-', '_' and '.' only`);
      if (definitions.has(definition.name)) throw new Error(`job ${definition.name} is defined twice`);
      if (started) throw new Error(`job ${definition.name} is defined after the queue started`);
      definitions.set(definition.name, definition);
    },

    async send(name, data, sendOptions = {}) {
      const definition = definitionOf(name);
      if (stopped) throw new Error('the job queue is stopped');
      await ensureReady();
      await createQueue(definition);
      return boss.send(name, data, {
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
      });
    },

    async start() {
      if (started || stopped) return;
      started = true;
      // Without workers the tables wait for the first send (most test apps never enqueue).
      if (!work) return;
      await ensureReady();
      for (const definition of definitions.values()) {
        await boss.work(
          definition.name,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1, includeMetadata: true },
          async ([job]) => {
            if (!job) return;
            try {
              await run(definition, job as PgBoss.JobWithMetadata<object>);
            } finally {
              settle(job.id);
            }
          },
        );
        if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
        else await boss.unschedule(definition.name).catch(() => undefined);
      }
      for (const definition of definitions.values()) if (definition.runOnStart) await boss.send(definition.name, {});
      log.info({ jobs: [...definitions.keys()], database: database.kind }, 'job queue working');
    },

    async stop() {
      if (stopped) return;
      stopped = true;
      if (!ready) return;
      await ready.catch(() => undefined);
      // graceful: running jobs finish (up to the timeout), and their completion is written (`settling` above). The pool
      // is the API's: main.ts closes it after the app.
      await boss.stop({ graceful: true, wait: true, close: true, timeout: options.stopTimeoutMs ?? 10_000 });
      await untilSettled(2_000);
    },

    async runPending(name, runOptions = {}) {
      const definition = definitionOf(name);
      await ensureReady();
      await createQueue(definition);
      let done = 0;
      for (;;) {
        const jobs = await boss.fetch<object>(name, {
          batchSize: 1,
          includeMetadata: true,
          ignoreStartAfter: runOptions.includeDelayed === true,
        });
        const job = jobs[0] as PgBoss.JobWithMetadata<object> | undefined;
        if (!job) return done;
        try {
          await run(definition, job);
          await boss.complete(name, job.id);
        } catch (error) {
          await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
        }
        done += 1;
      }
    },

    definitions() {
      return [...definitions.values()].map(({ name, cron, policy }) => ({ name, cron, policy }));
    },
  };
}
