import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../profiles';
import { shareLinkNdaRecords } from './tables';

/** The latest NDA record of each visitor of a link (for the visits list): when, which version, the latest signature. */
export async function ndaRecordsByVisitor(db: DbOrTx, linkId: string, visitorKeys: string[]) {
  const byVisitor = new Map<string, { at: Date; version: number; signatureId: string | null }>();
  if (visitorKeys.length === 0) return byVisitor;
  const rows = await db
    .select()
    .from(shareLinkNdaRecords)
    .where(and(eq(shareLinkNdaRecords.linkId, linkId), inArray(shareLinkNdaRecords.visitorKey, visitorKeys)))
    .orderBy(desc(shareLinkNdaRecords.at));
  for (const row of rows) {
    const seen = byVisitor.get(row.visitorKey);
    if (!seen)
      byVisitor.set(row.visitorKey, { at: row.at, version: row.ndaVersion, signatureId: row.mode === 'signature' ? row.id : null });
    else if (!seen.signatureId && row.mode === 'signature') seen.signatureId = row.id;
  }
  return byVisitor;
}
