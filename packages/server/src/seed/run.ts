import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DEMO_ADMIN, DEMO_MEMBER_PASSWORD, DEMO_USER, seedDemoData } from './demo';

/**
 * `pnpm seed`: seeds the demo data into the configured database (PGlite in the data folder unless
 * DATABASE_URL), the same one the start command opens. Stop the API first when it runs on PGlite:
 * the data folder takes one process at a time.
 */
async function run() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
  try {
    const log = { info: (obj: object, msg: string) => console.log(`${msg}: ${JSON.stringify(obj)}`) };
    const summary = await seedDemoData(database.db, log);
    if (summary)
      console.log(`Demo data seeded into ${database.kind === 'pglite' ? config.dataDir : 'PostgreSQL'}: ${JSON.stringify(summary)}`);
    console.log(`Admin:     ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
    console.log(`Demo user: ${DEMO_USER.email} / ${DEMO_USER.password}`);
    console.log(`Other seeded people sign in with ${DEMO_MEMBER_PASSWORD}.`);
  } finally {
    await database.close();
  }
}

run().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : `Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
