import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoData } from './seed/demo';

/** Starts the API: configuration, database (PGlite embedded unless DATABASE_URL), listen, graceful shutdown. */
async function main() {
  const startedAt = Date.now();
  const config = loadConfig();
  // The app (and its logger) is built after the database opens; connection errors before that have no one to tell.
  let logConnectionError: (error: Error) => void = () => {};
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : `${config.dataDir}`,
    onConnectionError: (error) => logConnectionError(error),
  });
  const app = await buildApp({ config, database });
  logConnectionError = (error) => app.log.warn({ err: error }, 'database connection lost; the pool reconnects on next use');
  if (config.seedDemoData) {
    const seeded = await seedDemoData(database.db, app.log);
    if (seeded) app.log.info(seeded, 'demo data ready');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    {
      database: database.kind,
      dataDir: database.kind === 'pglite' ? config.dataDir : undefined,
      // The folder actually in use (OUTBOX_DIR, else FUNDNET_DATA_DIR/outbox), or that mail goes out over SMTP.
      mail: config.smtpUrl ? `SMTP ${new URL(config.smtpUrl).host}` : `outbox ${config.outboxDir}`,
      startupMs: Date.now() - startedAt,
    },
    `Fundnet API ready on http://${config.host}:${app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : config.port}`,
  );
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Fundnet API failed to start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
