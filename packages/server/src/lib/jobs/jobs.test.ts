/** @database both: pg-boss's schema, locks and retries on each engine */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, openDatabase } from '../../db/client';
import { createJobQueue, type JobQueue } from './index';

// The queue on the run's test database: PGlite by default, PostgreSQL with DATABASE_URL (jest global setup).
const quiet = () => {};
const logger = {
  level: 'silent',
  child: () => logger,
  fatal: quiet,
  error: quiet,
  warn: quiet,
  info: quiet,
  debug: quiet,
  trace: quiet,
  silent: quiet,
} as unknown as FastifyBaseLogger;
const until = async (check: () => boolean, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('job queue (pg-boss)', () => {
  let database: Database;
  const queues: JobQueue[] = [];
  const queue = (work: boolean) => {
    const made = createJobQueue({ database, logger, work, pollingIntervalSeconds: 0.5, stopTimeoutMs: 5_000 });
    queues.push(made);
    return made;
  };
  const unique = (name: string) => `test.${name}-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL!, poolSize: process.env.DATABASE_URL ? 4 : 1 });
  });
  afterEach(async () => {
    for (const made of queues.splice(0)) await made.stop();
  });
  afterAll(() => database.close());

  it('runs enqueued jobs by hand where nothing works (tests), with their data, and fails a throwing one', async () => {
    const jobs = queue(false);
    const seen: unknown[] = [];
    const name = unique('by-hand');
    const failing = unique('failing');
    jobs.define<{ n: number }>({ name, handler: async (data) => void seen.push(data.n) });
    jobs.define({ name: failing, retryLimit: 0, handler: async () => Promise.reject(new Error('no')) });
    await jobs.start();
    await jobs.send(name, { n: 1 });
    await jobs.send(name, { n: 2 });
    expect(await jobs.runPending(name)).toBe(2);
    expect(seen.sort()).toEqual([1, 2]);
    expect(await jobs.runPending(name)).toBe(0);
    await jobs.send(failing, {});
    expect(await jobs.runPending(failing)).toBe(1);
    const { rows } = await database.pool.query(`select state from pgboss.job where name = $1`, [failing]);
    expect(rows).toEqual([{ state: 'failed' }]);
  });

  it('holds delayed jobs until their time, and keeps one waiting job per singleton key on a short queue', async () => {
    const jobs = queue(false);
    const seen: string[] = [];
    const name = unique('coalesce');
    jobs.define<{ room: string }>({ name, policy: 'short', handler: async (data) => void seen.push(data.room) });
    expect(await jobs.send(name, { room: 'a' }, { singletonKey: 'a', startAfterSeconds: 600 })).toEqual(expect.any(String));
    expect(await jobs.send(name, { room: 'a' }, { singletonKey: 'a', startAfterSeconds: 600 })).toBeNull();
    expect(await jobs.send(name, { room: 'b' }, { singletonKey: 'b', startAfterSeconds: 600 })).toEqual(expect.any(String));
    expect(await jobs.runPending(name)).toBe(0);
    expect(await jobs.runPending(name, { includeDelayed: true })).toBe(2);
    expect(seen.sort()).toEqual(['a', 'b']);
  });

  it('works jobs in the background, each once across two processes, records schedules and runs start-up jobs', async () => {
    const name = unique('shared');
    const cronName = unique('cron');
    const seen: number[] = [];
    let startups = 0;
    for (const jobs of [queue(true), queue(true)]) {
      jobs.define<{ n: number }>({ name, handler: async (data) => void seen.push(data.n) });
      jobs.define({
        name: cronName,
        cron: '*/10 * * * *',
        runOnStart: true,
        handler: async () => {
          startups += 1;
        },
      });
      await jobs.start();
    }
    await until(() => startups === 2);
    for (let n = 0; n < 10; n += 1) await queues[0]!.send(name, { n });
    await until(() => seen.length >= 10);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(seen.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const { rows } = await database.pool.query(`select cron, timezone from pgboss.schedule where name = $1`, [cronName]);
    expect(rows).toEqual([{ cron: '*/10 * * * *', timezone: 'UTC' }]);
  });

  it('stops gracefully: a running job finishes before stop returns, and nothing is fetched after', async () => {
    const jobs = queue(true);
    const name = unique('graceful');
    let finished = 0;
    let begun = 0;
    jobs.define({
      name,
      handler: async () => {
        begun += 1;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        finished += 1;
      },
    });
    await jobs.start();
    await jobs.send(name, {});
    await until(() => begun === 1);
    await jobs.stop();
    expect(finished).toBe(1);
    const { rows } = await database.pool.query(`select state from pgboss.job where name = $1`, [name]);
    expect(rows).toEqual([{ state: 'completed' }]);
    await expect(jobs.send(name, {})).rejects.toThrow(/stopped/);
  });

  it("stops only once a finished job's completion is written (pg-boss writes it without waiting)", async () => {
    // The database answers pg-boss's completion 400 ms late: a stop that trusts pg-boss alone returns before it.
    const slowCompletions = {
      ...database,
      pool: {
        query: async (text: string, values?: unknown[]) => {
          if (/SET completed_on = now\(\)/.test(text)) await new Promise((resolve) => setTimeout(resolve, 400));
          return database.pool.query(text, values);
        },
      },
    } as unknown as Database;
    const jobs = createJobQueue({ database: slowCompletions, logger, work: true, pollingIntervalSeconds: 0.5, stopTimeoutMs: 5_000 });
    queues.push(jobs);
    const name = unique('settle');
    let finished = 0;
    jobs.define({
      name,
      handler: async () => {
        finished += 1;
      },
    });
    await jobs.start();
    await jobs.send(name, {});
    await until(() => finished === 1);
    await jobs.stop();
    const { rows } = await database.pool.query(`select state from pgboss.job where name = $1`, [name]);
    expect(rows).toEqual([{ state: 'completed' }]);
  });

  it('refuses unknown jobs, bad names and a job defined twice', async () => {
    const jobs = queue(false);
    await expect(jobs.send('nobody.here', {})).rejects.toThrow(/no job named/);
    expect(() => jobs.define({ name: 'bad name', handler: async () => {} })).toThrow(/may hold/);
    jobs.define({ name: 'twice', handler: async () => {} });
    expect(() => jobs.define({ name: 'twice', handler: async () => {} })).toThrow(/twice/);
  });
});
