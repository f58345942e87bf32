import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../profiles';
import { fundAccessRequests } from './tables';

/**
 * Pending access requests per share link among `linkIds` (links without any are absent). The share-link list shows the
 * count; fund-custom-profile-link cannot import this module (this module builds on it), so app.ts hands it over
 * (shareLinkHooks.providePendingRequests).
 */
export async function pendingRequestCounts(db: DbOrTx, linkIds: readonly string[]): Promise<Map<string, number>> {
  if (linkIds.length === 0) return new Map();
  const rows = await db
    .select({ linkId: fundAccessRequests.linkId, count: sql<number>`count(*)::int` })
    .from(fundAccessRequests)
    .where(and(inArray(fundAccessRequests.linkId, [...linkIds]), eq(fundAccessRequests.status, 'pending')))
    .groupBy(fundAccessRequests.linkId);
  return new Map(rows.map((row) => [row.linkId!, row.count]));
}
