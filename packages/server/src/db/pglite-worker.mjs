// Runs PGlite on its own thread and serves it over the Postgres wire protocol on 127.0.0.1, so
// the API talks to the embedded database with the same `pg` driver as to PostgreSQL and a heavy
// query never blocks the API's event loop (STACK-NOTES: in-process PGlite stalled requests 11 s).
// Plain JavaScript on purpose: a worker thread does not inherit the parent's TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { dataDir } = workerData ?? {};

try {
  // pg_trgm: discovery's typo-tolerant search (the migration creates the extension; PGlite must have it loaded).
  const db = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
  // The socket multiplexer can interleave extended-protocol messages of two busy clients, so each
  // API process uses ONE connection (db/client.ts) and the data-folder lock keeps a second process out.
  // A few extra slots let a closing connection overlap its replacement (tests open apps one after another).
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 4 });
  await server.start();
  const port = Number(server.getServerConn().split(':').pop());
  parentPort.postMessage({ type: 'ready', port });
  parentPort.on('message', async (message) => {
    if (message?.type !== 'stop') return;
    await server.stop();
    await db.close();
    parentPort.postMessage({ type: 'stopped' });
  });
} catch (error) {
  parentPort.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
}
