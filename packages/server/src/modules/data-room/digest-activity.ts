import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberUserIdsOf } from '../profiles';
import { dataRooms, dataRoomViews } from './tables';

// What other modules read of data rooms (ADR 0069). A file of its own, so the split of this module's service and
// routes (another change) is not touched.

/**
 * Reads of a fund's data rooms in a period by people outside the fund (its own members' reads are work, not news), as
 * one scalar subquery giving `{ views, downloads, readers }` (jsonb). profile-notifications' digest embeds it per member
 * and period; data-room builds it because the tables are its own (ADR 0069), and app.ts hands it over
 * (profileNotificationsHooks.provideDataRoomActivity) because data-room already builds on profile-notifications.
 */
export function dataRoomReadsBetween(period: { profileId: SQL; from: SQL; until: SQL }): SQL {
  const v = dataRoomViews;
  const started = sql`${v.startedAt} >= ${period.from} and ${v.startedAt} < ${period.until}`;
  const downloaded = sql`${v.downloadedAt} >= ${period.from} and ${v.downloadedAt} < ${period.until}`;
  return sql`(
    select jsonb_build_object(
      'views', count(*) filter (where ${started}),
      'downloads', count(*) filter (where ${downloaded}),
      'readers', count(distinct ${v.viewerEmail}))
    from ${v}
    join ${dataRooms} on ${dataRooms.id} = ${v.dataRoomId}
    where ${dataRooms.fundProfileId} = ${period.profileId}
      and ((${started}) or (${downloaded}))
      and (${v.viewerUserId} is null or ${v.viewerUserId} not in ${memberUserIdsOf(period.profileId)}))`;
}

/** The fund's main data room: its default one, else its first (the fundraising dashboard shows its statistics). */
export async function mainDataRoomOf(db: DbOrTx, fundProfileId: string): Promise<{ id: string } | null> {
  const [room] = await db
    .select({ id: dataRooms.id })
    .from(dataRooms)
    .where(eq(dataRooms.fundProfileId, fundProfileId))
    .orderBy(desc(dataRooms.isDefault), asc(dataRooms.createdAt))
    .limit(1);
  return room ?? null;
}
