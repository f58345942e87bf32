import { and, eq } from 'drizzle-orm';
import { scopeResourceIds, trackRecordMessages } from '@fundnet/validation-schema';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { linkVisitorOf } from '../fund-custom-profile-link';
import { findProfile, profileRefs } from '../profiles';
import { type TrackRecordRow, trackRecordSheets, trackRecords } from './tables';

// ------------------------------------------------------------------------------------------ access

export interface Viewer {
  /** The caller's active profile (member of it), or null for a visitor. */
  profileId: string | null;
  /**
   * A share-link visitor token (`x-visitor-token`), if the request carries one: a visitor who passed every gate of a
   * live link reads the track records of the link's fund that its scope names (`track-record:<id>`, ADR 0056).
   */
  visitorToken?: string;
}

/** A track record a member of its fund may manage: 404 when it is another profile's. */
export async function ownTrackRecord(db: DbOrTx, id: string, profileId: string): Promise<TrackRecordRow> {
  const [row] = await db
    .select()
    .from(trackRecords)
    .where(and(eq(trackRecords.id, id), eq(trackRecords.profileId, profileId)))
    .limit(1);
  if (!row) throw notFound(trackRecordMessages.notFound);
  return row;
}

/** A track record the owner put in a share link's scope, read by a visitor the link admits now. */
async function sharedWithVisitor(db: Db, record: TrackRecordRow, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const visitor = await linkVisitorOf(db, token);
  return visitor !== null && visitor.profileId === record.profileId && scopeResourceIds(visitor.scope, 'track-record').includes(record.id);
}

/**
 * A track record the caller may read: any of its own fund's; another fund's when it is visible and the fund profile is
 * published and live, or when the caller's share link (visitor token) has it in its scope and the fund is live, visible
 * or not (the owner chose to share it in that link). 404 otherwise: a hidden track record does not exist for anyone else.
 */
export async function readableTrackRecord(db: Db, id: string, viewer: Viewer): Promise<TrackRecordRow> {
  // The fund's state through profiles' subquery, deleted rows included: a deleted fund's record is still its own fund's.
  const fund = profileRefs('fund', { withDeleted: true });
  const [row] = await db
    .select({ record: trackRecords, status: fund.status, deletedAt: fund.deletedAt })
    .from(trackRecords)
    .innerJoin(fund, eq(fund.id, trackRecords.profileId))
    .where(eq(trackRecords.id, id))
    .limit(1);
  if (!row) throw notFound(trackRecordMessages.notFound);
  if (row.record.profileId === viewer.profileId) return row.record;
  if (row.record.visible && row.status === 'published' && !row.deletedAt) return row.record;
  if (!row.deletedAt && (await sharedWithVisitor(db, row.record, viewer.visitorToken))) return row.record;
  throw notFound(trackRecordMessages.notFound);
}

/**
 * May the caller take the rows away as a file (the sheet's export): members and readers of a publicly visible track
 * record may; a share-link visitor who reads it only through the link may when the link grants canDownload.
 */
export async function mayExport(db: Db, record: TrackRecordRow, viewer: Viewer): Promise<boolean> {
  if (record.profileId === viewer.profileId) return true;
  // Publicly visible: the record is visible and its fund published and live.
  if (record.visible && (await findProfile(db, record.profileId, { status: 'published' }))) return true;
  return (await linkVisitorOf(db, viewer.visitorToken))?.permissions.canDownload === true;
}

export async function sheetOf(db: DbOrTx, trackRecordId: string, sheetId: string) {
  const [sheet] = await db
    .select()
    .from(trackRecordSheets)
    .where(and(eq(trackRecordSheets.id, sheetId), eq(trackRecordSheets.trackRecordId, trackRecordId)))
    .limit(1);
  if (!sheet) throw notFound(trackRecordMessages.sheetNotFound);
  return sheet;
}
