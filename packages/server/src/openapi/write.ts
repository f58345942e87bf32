// Writes the OpenAPI document of the API to docs/api/openapi.json: `pnpm --filter @fundnet/server run openapi:write`.
// The app is built on an in-memory database (nothing listens); a server test fails while the file is stale.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { openapiFile, openapiText } from './document';

async function main() {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0' });
  const database = await openDatabase({});
  try {
    const app = await buildApp({ config, database, logger: false });
    const text = await openapiText(app);
    await app.close();
    await mkdir(path.dirname(openapiFile), { recursive: true });
    await writeFile(openapiFile, text);
    const operations = Object.values(JSON.parse(text).paths as Record<string, object>).reduce((n, ops) => n + Object.keys(ops).length, 0);
    console.log(`wrote ${path.relative(process.cwd(), openapiFile)} (${operations} operations)`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
