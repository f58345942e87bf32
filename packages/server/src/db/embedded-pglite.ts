import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import lockfile from 'proper-lockfile';
import { findRepoRoot } from '../config';

export interface EmbeddedPglite {
  url: string;
  stop(): Promise<void>;
}

const workerFile = path.join(findRepoRoot(), 'packages/server/src/db/pglite-worker.mjs');

/**
 * Starts PGlite on a worker thread and returns a postgres:// URL for it.
 * With a data folder, a lock guards it: a second process opening the same folder would corrupt it.
 * Without one, the database lives in memory (tests).
 */
export async function startEmbeddedPglite(dataDir?: string): Promise<EmbeddedPglite> {
  let release: (() => Promise<void>) | undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    try {
      release = await lockfile.lock(dataDir, { lockfilePath: path.join(dataDir, 'fundnet.lock'), stale: 15_000 });
    } catch {
      throw new Error(
        `The data folder ${dataDir} is in use by another Fundnet process. Stop it, or set FUNDNET_DATA_DIR to another folder.`,
      );
    }
  }
  const worker = new Worker(workerFile, { workerData: { dataDir: dataDir ? path.join(dataDir, 'pgdata') : undefined } });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      worker.once('error', reject);
      worker.once('message', (message: { type: string; port?: number; message?: string }) => {
        if (message.type === 'ready' && message.port) resolve(message.port);
        else reject(new Error(`PGlite failed to start: ${message.message ?? 'unknown error'}`));
      });
    });
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      async stop() {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 5_000);
          worker.once('message', () => {
            clearTimeout(timer);
            resolve();
          });
          worker.postMessage({ type: 'stop' });
        });
        await worker.terminate();
        await release?.();
      },
    };
  } catch (error) {
    await worker.terminate();
    await release?.();
    throw error;
  }
}
