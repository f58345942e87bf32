import { and, eq, inArray } from 'drizzle-orm';
import type { ShareLinkInterest } from '@fundnet/validation-schema';
import type { DbOrTx } from '../profiles';
import { type ShareLinkInterestRow, shareLinkInterests } from './tables';

/** A visitor's "I'm interested" as the replies carry it (interest.ts writes them; the visits list reads them here). */
export const interestDto = (row: ShareLinkInterestRow): ShareLinkInterest => ({
  at: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  name: row.name,
  email: row.email,
  message: row.message,
});

/** The interests of a link by visitor key, for the fund's visits list. */
export async function interestsByVisitor(db: DbOrTx, linkId: string, visitorKeys: string[]): Promise<Map<string, ShareLinkInterest>> {
  if (visitorKeys.length === 0) return new Map();
  const rows = await db
    .select()
    .from(shareLinkInterests)
    .where(and(eq(shareLinkInterests.linkId, linkId), inArray(shareLinkInterests.visitorKey, visitorKeys)));
  return new Map(rows.map((row) => [row.visitorKey, interestDto(row)]));
}
