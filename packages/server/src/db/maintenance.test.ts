/** @database both: the database's own maintenance statements, on each engine */
import { sql } from 'drizzle-orm';
import { createUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/test-app';
import { ANALYZE_CRON, ANALYZE_JOB } from './maintenance';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const defined = () => t.app.jobs.definitions().find((job) => job.name === ANALYZE_JOB);

it('analyzes the embedded database hourly (PGlite has no autovacuum), and leaves PostgreSQL to its autovacuum', async () => {
  if (t.database.kind === 'postgres') {
    expect(defined()).toBeUndefined();
    return;
  }
  expect(defined()).toMatchObject({ cron: ANALYZE_CRON });
  await createUser(t);
  const estimate = async () =>
    Number(
      ((await t.database.db.execute(sql`select reltuples from pg_class where relname = 'users'`)).rows[0] as { reltuples: number })
        .reltuples,
    );
  const [{ n }] = (await t.database.db.execute(sql`select count(*)::int as n from users`)).rows as [{ n: number }];

  await t.app.jobs.send(ANALYZE_JOB, {});
  expect(await t.app.jobs.runPending(ANALYZE_JOB)).toBe(1);
  // The planner's row estimate of a table is now its row count (analyze reads tables this small whole).
  expect(await estimate()).toBe(n);
});
