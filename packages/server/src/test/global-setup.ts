import pg from 'pg';
import { openDatabase } from '../db/client';
import { startEmbeddedPglite } from '../db/embedded-pglite';

/**
 * One database per test run: a fresh PostgreSQL database when DATABASE_URL is set (dropped at the end),
 * otherwise an in-memory PGlite. Migrations are applied once here; test files connect to TEST_DATABASE_URL.
 */
export default async function globalSetup() {
  const state = globalThis as typeof globalThis & { __fundnetTestDb?: { stop(): Promise<void> } };
  if (process.env.DATABASE_URL) {
    const name = `fundnet_test_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    // A database the run drops at its end needs no durable commit: the same writes, without a wait for the disk on each.
    await admin.query(`alter database ${name} set synchronous_commit = off`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    process.env.TEST_DATABASE_URL = url.toString();
    state.__fundnetTestDb = {
      async stop() {
        const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  } else {
    const embedded = await startEmbeddedPglite();
    process.env.TEST_DATABASE_URL = embedded.url;
    state.__fundnetTestDb = embedded;
  }
  const database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL });
  await database.close();
}
