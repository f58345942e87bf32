import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { JobQueue } from '../../lib/jobs';
import { accessMagicCodes, accessVisitorTokens } from './tables';

/** The purge job's name on the queue (lib/jobs). */
export const PURGE_VISITOR_TOKENS_JOB = 'access-policy.purge-visitor-tokens';
/** Daily at 03:17 UTC (off the hour, away from the other schedules). */
export const PURGE_CRON = '17 3 * * *';

/**
 * Deletes visitor tokens past their expiry (30 days at most, ADR 0022) and magic codes a day past theirs. An
 * expired token already reads nothing (resolveVisitorToken checks expires_at): this only stops them piling up.
 * A share link's visits keep their rows (visitor_token_id is set null).
 */
export async function purgeExpiredVisitorTokens(db: DbOrTx, now = new Date()): Promise<{ tokens: number; codes: number }> {
  const tokens = await db
    .delete(accessVisitorTokens)
    .where(lt(accessVisitorTokens.expiresAt, now))
    .returning({ id: accessVisitorTokens.id });
  const codes = await db
    .delete(accessMagicCodes)
    .where(lt(accessMagicCodes.expiresAt, new Date(now.getTime() - 86_400_000)))
    .returning({ id: accessMagicCodes.id });
  return { tokens: tokens.length, codes: codes.length };
}

/** Defines the purge on the queue (app.ts calls it); once a day across every API process. */
export function registerAccessPolicyJobs(jobs: JobQueue, deps: { db: DbOrTx }): void {
  jobs.define({
    name: PURGE_VISITOR_TOKENS_JOB,
    cron: PURGE_CRON,
    handler: async (_data, job) => {
      const purged = await purgeExpiredVisitorTokens(deps.db);
      if (purged.tokens + purged.codes > 0) job.log.info(purged, 'expired visitor tokens purged');
    },
  });
}
