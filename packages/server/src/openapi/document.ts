import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { findRepoRoot } from '../config';

/** Where the document is committed, for clients and contract tests that read it without a running server. */
export const openapiFile = path.join(findRepoRoot(), 'docs/api/openapi.json');

/** The command that rewrites it (named by the test that fails when the file is stale). */
export const OPENAPI_WRITE_COMMAND = 'pnpm --filter @fundnet/server run openapi:write';

/** The live OpenAPI document of a built app, as the file holds it (2-space JSON, trailing newline). */
export async function openapiText(app: FastifyInstance): Promise<string> {
  await app.ready();
  return `${JSON.stringify(app.swagger(), null, 2)}\n`;
}

export const readCommittedOpenapi = () => readFile(openapiFile, 'utf8');
