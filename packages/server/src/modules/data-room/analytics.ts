import { sql, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listViews, managedRoom, statistics, visitsCsv } from './service';
import { dataRoomViews } from './tables';

/** GET views/:dataRoomId: a managed room's views (of one file when `fileId` is given). */
export async function roomViews(db: Db, fundId: string, roomId: string, fileId?: string) {
  const room = await managedRoom(db, roomId, fundId);
  return listViews(db, room.id, fileId);
}

/** GET views/:dataRoomId/csv: the visits as CSV, with the room's name for the file name. */
export async function roomVisitsCsv(db: Db, fundId: string, roomId: string): Promise<{ roomName: string; csv: string }> {
  const room = await managedRoom(db, roomId, fundId);
  return { roomName: room.name, csv: visitsCsv(await listViews(db, room.id)) };
}

/** GET visitors/:dataRoomId: one line per visitor e-mail, most recent visit first. */
export async function roomVisitors(db: Db, fundId: string, roomId: string) {
  const room = await managedRoom(db, roomId, fundId);
  const rows = await db
    .select({
      viewerEmail: dataRoomViews.viewerEmail,
      views: sql<number>`count(*)`.mapWith(Number),
      files: sql<number>`count(distinct ${dataRoomViews.itemId})`.mapWith(Number),
      downloads: sql<number>`count(${dataRoomViews.downloadedAt})`.mapWith(Number),
      durationMs: sql<number>`coalesce(sum(${dataRoomViews.durationMs}), 0)`.mapWith(Number),
      lastViewAt: sql<string>`max(${dataRoomViews.startedAt})`,
    })
    .from(dataRoomViews)
    .where(eq(dataRoomViews.dataRoomId, room.id))
    .groupBy(dataRoomViews.viewerEmail)
    .orderBy(sql`max(${dataRoomViews.startedAt}) desc`);
  return rows.map((r) => ({ ...r, lastViewAt: new Date(r.lastViewAt).toISOString() }));
}

/** GET statistics/:dataRoomId: the dashboard's figures (the share-link counts stay with the fundraising dashboard). */
export async function roomStatistics(db: Db, fundId: string, roomId: string) {
  const room = await managedRoom(db, roomId, fundId);
  const { links: _, ...figures } = await statistics(db, room.id);
  return figures;
}
