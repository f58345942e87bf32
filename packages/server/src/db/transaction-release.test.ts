/** @database both: a failed transaction gives its one connection back (PGlite has only one) */
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from './client';

/**
 * drizzle-orm's node-postgres transaction() checked a client out and sent BEGIN outside its try/finally, so a BEGIN
 * that failed (the connection terminated between checkout and BEGIN, as the fault suite does under load) never
 * released the client: after `poolSize` such failures every request waited for a connection and answered 503 for
 * good. patches/drizzle-orm@*.patch releases it as broken. A BEGIN with an invalid option fails the same way, every time.
 */
describe('a transaction whose BEGIN fails', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, poolSize: 1 });
  });

  afterAll(async () => {
    await database.close();
  });

  it('gives its connection back to the pool, so the next query still runs', async () => {
    const bogus = { isolationLevel: 'not a level' } as unknown as Parameters<Database['db']['transaction']>[1];
    for (let attempt = 0; attempt < 3; attempt++) {
      await expect(database.db.transaction(async () => 'never', bogus)).rejects.toThrow();
    }
    expect(database.pool.totalCount - database.pool.idleCount).toBe(0);
    const result = await database.db.execute(sql`select 1 as one`);
    expect(result.rows[0]).toEqual({ one: 1 });
  });
});
