/** @database none: opens no test database, so it runs in one server pass only (jest.config.cjs). */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPglite } from './embedded-pglite';

describe('embedded PGlite', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fundnet-pglite-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('serves the wire protocol, refuses a second opener of the same data folder, and keeps data across restarts', async () => {
    const first = await startEmbeddedPglite(dataDir);
    try {
      const client = new pg.Client({ connectionString: first.url });
      await client.connect();
      await client.query('create table kept (v text)');
      await client.query("insert into kept values ('still here')");
      await client.end();
      await expect(startEmbeddedPglite(dataDir)).rejects.toThrow(/is in use by another Fundnet process/);
    } finally {
      await first.stop();
    }
    const second = await startEmbeddedPglite(dataDir);
    try {
      const client = new pg.Client({ connectionString: second.url });
      await client.connect();
      expect((await client.query('select v from kept')).rows).toEqual([{ v: 'still here' }]);
      await client.end();
    } finally {
      await second.stop();
    }
  });
});
