import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';

/** Filled by the seed work: returns a summary when it inserted demo data, null when it was already there. */
export async function seedDemoData(_db: Db, _log: FastifyBaseLogger): Promise<Record<string, unknown> | null> {
  return null;
}
