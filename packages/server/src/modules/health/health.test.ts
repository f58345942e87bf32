/** @database both: the readiness probe of each engine */
import net from 'node:net';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';

/** A port nothing listens on: connections to it are refused at once, as to a database that is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 with the database up', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'ok' });
    expect(res.headers.get('retry-after')).toBeNull();
  });
});

describe('the API with its database unreachable', () => {
  let app: FastifyInstance;
  let baseUrl: string;
  let pool: pg.Pool;

  beforeAll(async () => {
    const url = `postgres://postgres@127.0.0.1:${await closedPort()}/fundnet`;
    pool = new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: 2_000 });
    pool.on('error', () => {});
    const database: Database = { db: drizzle(pool, { schema }), pool, kind: 'postgres', url, close: () => pool.end() };
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', APP_URL: 'http://localhost:8080' });
    app = await buildApp({ config, database, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    await pool.end();
  });

  it('says so on /api/health: 503, degraded, database down, Retry-After', async () => {
    const res = await fetch(`${baseUrl}/api/health`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toMatchObject({ status: 'degraded', database: 'down' });
  });

  it('answers every database-backed request 503 with Retry-After, never 500', async () => {
    const requests: [string, RequestInit][] = [
      [
        '/api/auth/login',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'a@b.test', password: 'Str0ng!pass' }),
        },
      ],
      ['/api/profiles/mine', { headers: { authorization: 'Bearer some-token' } }],
      ['/api/fund-info/discovery-public', {}],
    ];
    for (const [url, init] of requests) {
      const res = await fetch(`${baseUrl}${url}`, init);
      expect({ url, status: res.status }).toEqual({ url, status: 503 });
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The service is briefly unavailable. Please try again in a few seconds.',
        code: 'DATABASE_UNAVAILABLE',
      });
    }
  });
});
