import pg from 'pg';
import { startEmbeddedPglite } from '../db/embedded-pglite';

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
