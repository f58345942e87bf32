import pg from 'pg';
import { startEmbeddedPglite } from '../db/embedded-pglite';
import { startTestApp, type TestApp } from '../test/test-app';
import { seedDemoData } from './demo';

/** A database of its own for a seed test: an embedded PGlite, or a fresh PostgreSQL database when DATABASE_URL is set. */
export async function isolatedDatabaseUrl(prefix = 'fundnet_seed_test'): Promise<{ url: string; stop(): Promise<void> }> {
  if (!process.env.DATABASE_URL) return startEmbeddedPglite();
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async stop() {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A test app on a database of its own, seeded with the demo data (seed tests); `login` signs a demo person in. */
export async function seededDemoApp(prefix: string) {
  const isolated = await isolatedDatabaseUrl(prefix);
  const shared = process.env.TEST_DATABASE_URL;
  process.env.TEST_DATABASE_URL = isolated.url;
  let t: TestApp;
  try {
    t = await startTestApp();
  } finally {
    process.env.TEST_DATABASE_URL = shared;
  }
  const summary = await seedDemoData(t.database.db, { info: () => {} });
  return {
    t,
    summary: summary!,
    async login(email: string, password: string, admin = false) {
      const res = await t.call('POST', admin ? '/api/auth/admin/login' : '/api/auth/login', { body: { email, password } });
      expect(res.status).toBe(200);
      return res.body.token as string;
    },
    async close() {
      await t.close();
      await isolated.stop();
    },
  };
}
