// The one server the e2e steps share (issue 30.2): the real API serving the built apps on a freshly seeded embedded
// database in a throwaway folder, as e2e/playwright.config.ts would start it. The visual comparisons run first on the
// fresh seed, then the journeys, the size budgets and the re-runs of flaky tests, each pointed at it by E2E_BASE_URL
// (and E2E_DATA_DIR, where the journeys read the mail outbox).
//
// With `postgresUrl` (CI's PostgreSQL, FUNDNET_TEST_POSTGRES_URL) the server runs on a fresh PostgreSQL database of its
// own, dropped when it stops, instead of the embedded PGlite: PGlite runs the SQL of every browser's requests on one
// thread beside the PGlite API pass, and was the e2e step's largest cost on CI's two cores. The API tests still run on
// both databases, and a newcomer's `npm test` (no PostgreSQL) runs the e2e tests on PGlite, as `npm start` serves.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh database on `postgresUrl`'s server, with its URL and a drop(). */
async function freshPostgresDatabase(root, postgresUrl) {
  const pg = createRequire(path.join(root, 'packages/server/package.json'))('pg');
  const name = `fundnet_e2e_${process.pid}_${Date.now()}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  await admin(`alter database ${name} set synchronous_commit = off`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`).catch(() => {}) };
}

/** Starts the server and resolves once /api/health answers, with its address, data folder and a stop(). */
export async function startE2eServer({ root, log, port = Number(process.env.E2E_PORT ?? 4100), postgresUrl }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fundnet-e2e-'));
  const database = postgresUrl ? await freshPostgresDatabase(root, postgresUrl) : null;
  const out = openSync(log, 'w');
  const baseUrl = `http://localhost:${port}`;
  const child = spawn('pnpm', ['--filter', '@fundnet/server', 'start'], {
    cwd: root,
    stdio: ['ignore', out, out],
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      FUNDNET_DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      WEB_ROOT: root,
      APP_URL: baseUrl,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ...(database ? { DATABASE_URL: database.url } : {}),
    },
  });
  let exited = null;
  child.on('exit', (code) => {
    exited = code ?? 1;
  });
  const stop = async () => {
    if (exited === null) {
      try {
        process.kill(-child.pid, 'SIGTERM'); // the whole group: pnpm, tsx and the PGlite worker
      } catch {
        // already gone
      }
      for (let i = 0; i < 50 && exited === null; i++) await wait(100);
    }
    closeSync(out);
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
  process.once('exit', () => {
    if (exited === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }
  });
  for (let i = 0; i < 480; i++) {
    if (exited !== null) break;
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return { baseUrl, dataDir, stop };
    } catch {
      // not up yet
    }
    await wait(250);
  }
  await stop();
  throw new Error(
    exited !== null
      ? `the e2e server exited with ${exited} (see ${log})`
      : `the e2e server did not answer on port ${port} within 2 minutes`,
  );
}
