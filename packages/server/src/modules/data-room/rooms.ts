import type * as v from 'valibot';
import type { createDataRoomBody, DataRoom, DataRoomEntry } from '@fundnet/validation-schema';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assertEntitlement } from '../feature-config';
import { findProfile } from '../profiles';
import { canEnterRoom, roomAccess } from './permissions';
import { enterRoom, listItems, roomReply } from './service';
import { dataRooms } from './tables';
import type { ViewerSource } from './viewer';

type RoomWithItems = { dataRoom: DataRoom; items: DataRoomEntry[] };

/** POST data-room (and data-room/data-room): a room of the active fund, within its plan's number of rooms. */
export async function createRoom(db: Db, fundId: string, body: v.InferOutput<typeof createDataRoomBody>): Promise<DataRoom> {
  const room = await db.transaction(async (tx) => {
    // The plan's number of rooms (feature-config), checked with the fund locked so two requests cannot both take the last.
    await findProfile(tx, fundId, { withDeleted: true, forUpdate: true });
    await assertEntitlement(tx, fundId, 'dataRooms');
    const [made] = await tx
      .insert(dataRooms)
      .values({
        fundProfileId: fundId,
        name: body.name,
        type: body.type,
        externalUrl: body.type === 'external' ? (body.externalDataRoomUrl ?? null) : null,
        sort: body.sort,
      })
      .returning();
    return made!;
  });
  return roomReply(db, room, true);
}

/** POST default/data-room: the fund's default room, made on first call (`created` tells which). */
export async function defaultRoom(db: Db, fund: { id: string; name: string }): Promise<{ created: boolean; dataRoom: DataRoom }> {
  const fundId = fund.id;
  const existing = await db
    .select()
    .from(dataRooms)
    .where(and(eq(dataRooms.fundProfileId, fundId), eq(dataRooms.isDefault, true)))
    .limit(1);
  if (existing[0]) return { created: false, dataRoom: await roomReply(db, existing[0], true) };
  const room = await db.transaction(async (tx) => {
    await findProfile(tx, fundId, { withDeleted: true, forUpdate: true });
    await assertEntitlement(tx, fundId, 'dataRooms');
    const [made] = await tx
      .insert(dataRooms)
      .values({ fundProfileId: fundId, name: `${fund.name} data room`, type: 'fundnetDiscovery', isDefault: true })
      .onConflictDoNothing()
      .returning();
    return made;
  });
  const row =
    room ??
    (
      await db
        .select()
        .from(dataRooms)
        .where(and(eq(dataRooms.fundProfileId, fundId), eq(dataRooms.isDefault, true)))
    )[0]!;
  return { created: Boolean(room), dataRoom: await roomReply(db, row, true) };
}

/** The rooms of a fund (of one type, if given) the caller may enter, with their access. */
async function roomsOfFund(db: Db, viewer: ViewerSource, fundId: string, type?: 'external' | 'fundnetDiscovery') {
  const rows = await db
    .select()
    .from(dataRooms)
    .where(type ? and(eq(dataRooms.fundProfileId, fundId), eq(dataRooms.type, type)) : eq(dataRooms.fundProfileId, fundId));
  const result = [];
  for (const room of rows) {
    const access = await roomAccess(db, room, await viewer());
    if (canEnterRoom(access)) result.push({ room, access });
  }
  return result;
}

/** GET fund/:fundId: only the rooms the caller may enter; the others are left out rather than refused. */
export async function fundRooms(db: Db, viewer: ViewerSource, fundId: string): Promise<DataRoom[]> {
  const rooms = await roomsOfFund(db, viewer, fundId);
  return Promise.all(rooms.map(({ room, access }) => roomReply(db, room, access.manager)));
}

/** GET discovery-tree/:fundId/internal|external: internal rooms with the items the caller may see, external ones bare. */
export async function discoveryTree(
  db: Db,
  viewer: ViewerSource,
  fundId: string,
  variant: 'internal' | 'external',
): Promise<RoomWithItems[]> {
  const rooms = await roomsOfFund(db, viewer, fundId, variant === 'internal' ? 'fundnetDiscovery' : 'external');
  return Promise.all(
    rooms.map(async ({ room, access }) => ({
      dataRoom: await roomReply(db, room, access.manager),
      items: variant === 'internal' ? await listItems(db, access) : [],
    })),
  );
}

/** GET :id, :id/files and folders/:dataRoomId: a room the caller may enter and the items of it they may see. */
export async function roomWithItems(
  db: Db,
  roomId: string,
  viewer: ViewerSource,
  options: Parameters<typeof listItems>[2] = {},
): Promise<RoomWithItems> {
  const access = await enterRoom(db, roomId, await viewer());
  return { dataRoom: await roomReply(db, access.room, access.manager), items: await listItems(db, access, options) };
}

/** GET number-of-files/:dataRoomId: what the caller may see, counted by kind. */
export async function numberOfFiles(db: Db, roomId: string, viewer: ViewerSource) {
  const access = await enterRoom(db, roomId, await viewer());
  const items = await listItems(db, access);
  return {
    files: items.filter((i) => i.kind === 'file').length,
    folders: items.filter((i) => i.kind === 'folder').length,
    links: items.filter((i) => i.kind === 'link').length,
  };
}
