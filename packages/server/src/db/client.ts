import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { findRepoRoot } from '../config';
import { startEmbeddedPglite } from './embedded-pglite';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** The database or a transaction of it: what code that may run inside a caller's transaction takes. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  pool: pg.Pool;
  kind: 'pglite' | 'postgres';
  url: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; without one, PGlite runs embedded. */
  databaseUrl?: string;
  /** PGlite data folder; without one (and without a URL) the database is in memory. */
  dataDir?: string;
  poolSize?: number;
  /** Called when a pooled connection fails (logged by the caller); the pool replaces it on next use. */
  onConnectionError?: (error: Error) => void;
}

export const migrationsFolder = path.join(findRepoRoot(), 'packages/server/src/db/migrations');

/** Opens the database (starting embedded PGlite when no URL is given) and applies the migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const embedded = options.databaseUrl ? undefined : await startEmbeddedPglite(options.dataDir);
  const url = options.databaseUrl ?? embedded!.url;
  const pool = new pg.Pool({
    connectionString: url,
    // PGlite serves one connection (see pglite-worker.mjs); PostgreSQL gets a real pool.
    max: embedded ? 1 : (options.poolSize ?? 10),
    idleTimeoutMillis: embedded ? 0 : 30_000,
    // While the database is away, a request waits at most this long for a connection and then answers 503
    // (db/availability.ts) instead of hanging.
    connectionTimeoutMillis: 5_000,
  });
  const onConnectionError = options.onConnectionError ?? (() => {});
  // pg-pool listens for errors on idle clients only (and re-emits them here). A client checked out by a request or a
  // transaction has no listener, and its 'error' event (backend terminated, server restart: ECONNRESET, 57P01) would
  // crash the process. So every client gets its own listener for its whole life: the query in flight then rejects,
  // that request fails alone, and pg-pool drops the dead client when it is released.
  pool.on('connect', (client) => {
    client.on('error', onConnectionError);
  });
  // Idle clients' errors are also re-emitted by the pool; the client's own listener above has reported them already,
  // but the pool needs a listener or it throws.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  try {
    await migrate(db, { migrationsFolder });
  } catch (error) {
    await pool.end();
    await embedded?.stop();
    throw error;
  }
  return {
    db,
    pool,
    kind: embedded ? 'pglite' : 'postgres',
    url,
    async close() {
      await pool.end();
      await embedded?.stop();
    },
  };
}
