import { randomBytes } from 'node:crypto';
import {
  type DataRoom,
  type DataRoomEntry,
  type DataRoomSort,
  dataRoomMessages as text,
  type DataRoomView,
  type PermissionGroup,
  type SharePermissions,
} from '@fundnet/validation-schema';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, forbidden, notFound, referenceNotFound } from '../../lib/errors';
import { findProfile, profileMembersView, profileRefs } from '../profiles';
import { canEnterRoom, permissionsOn, type RoomAccess, roomAccess, type Viewer } from './permissions';
import {
  type DataRoomItemRow,
  type DataRoomRow,
  dataRoomGroups,
  dataRoomHolders,
  dataRoomItemPermissions,
  dataRoomItems,
  dataRoomPageTimes,
  dataRooms,
  dataRoomViews,
} from './tables';

const iso = (date: Date) => date.toISOString();

export async function findRoom(db: DbOrTx, id: string): Promise<DataRoomRow> {
  const [room] = await db.select().from(dataRooms).where(eq(dataRooms.id, id)).limit(1);
  if (!room) throw notFound(text.roomNotFound);
  return room;
}

export async function findItem(db: DbOrTx, id: string, kind?: DataRoomItemRow['kind']): Promise<DataRoomItemRow> {
  const [item] = await db.select().from(dataRoomItems).where(eq(dataRoomItems.id, id)).limit(1);
  if (!item || (kind && item.kind !== kind)) throw notFound(text.itemNotFound);
  return item;
}

/** The room as the caller may see it: 404 when they may not enter it (its existence is not revealed). */
export async function enterRoom(db: DbOrTx, roomId: string, viewer: Viewer): Promise<RoomAccess> {
  const room = await findRoom(db, roomId);
  const access = await roomAccess(db, room, viewer);
  if (!canEnterRoom(access)) throw notFound(text.roomNotFound);
  return access;
}

/** The room of a manager call: the active profile must be the room's fund (404 otherwise). */
export async function managedRoom(db: DbOrTx, roomId: string, fundProfileId: string): Promise<DataRoomRow> {
  const room = await findRoom(db, roomId);
  if (room.fundProfileId !== fundProfileId) throw notFound(text.roomNotFound);
  return room;
}

export async function managedItem(db: DbOrTx, itemId: string, fundProfileId: string, kind?: DataRoomItemRow['kind']) {
  const item = await findItem(db, itemId, kind);
  const room = await managedRoom(db, item.dataRoomId, fundProfileId);
  return { item, room };
}

async function fundName(db: DbOrTx, profileId: string): Promise<string> {
  const fund = await findProfile(db, profileId, { withDeleted: true });
  return fund?.name ?? '';
}

export async function roomReply(db: DbOrTx, room: DataRoomRow, canManage: boolean): Promise<DataRoom> {
  return {
    id: room.id,
    fundProfileId: room.fundProfileId,
    fundName: await fundName(db, room.fundProfileId),
    name: room.name,
    type: room.type,
    externalDataRoomUrl: room.externalUrl,
    isDefault: room.isDefault,
    sort: room.sort,
    canManage,
    createdAt: iso(room.createdAt),
  };
}

export function itemReply(item: DataRoomItemRow, permissions: SharePermissions): DataRoomEntry {
  return {
    id: item.id,
    dataRoomId: item.dataRoomId,
    parentId: item.parentId,
    kind: item.kind,
    name: item.name,
    position: item.position,
    hidden: item.hidden,
    area: item.area,
    url: item.url,
    contentType: item.contentType,
    size: item.size,
    pageCount: item.pageCount,
    // Only once drawn (the read job runs after the upload); the time makes a redrawn thumbnail a new address.
    thumbnailUrl: item.thumbnailAt ? `api/data-room/file/${item.id}/thumbnail?v=${item.thumbnailAt.getTime()}` : null,
    watermark: item.watermark ?? null,
    permissions,
    createdAt: iso(item.createdAt),
    updatedAt: iso(item.updatedAt),
  };
}

const orderOf = (sort: DataRoomSort) =>
  sort === 'NewestFirst'
    ? [desc(dataRoomItems.createdAt), asc(dataRoomItems.id)]
    : sort === 'OlderFirst'
      ? [asc(dataRoomItems.createdAt), asc(dataRoomItems.id)]
      : [sql`case when ${dataRoomItems.kind} = 'folder' then 0 else 1 end`, sql`lower(${dataRoomItems.name})`, asc(dataRoomItems.id)];

/**
 * The items of a room the caller may see (hidden ones left out for holders), in the room's sort (or `sort`),
 * folders first for ByAlphabet. `parentId` undefined: the whole tree; null: the top level; else one folder.
 */
export async function listItems(
  db: DbOrTx,
  access: RoomAccess,
  options: { parentId?: string | null; kind?: DataRoomItemRow['kind']; sort?: DataRoomSort } = {},
): Promise<DataRoomEntry[]> {
  const where = [eq(dataRoomItems.dataRoomId, access.room.id)];
  if (options.parentId !== undefined)
    where.push(options.parentId === null ? isNull(dataRoomItems.parentId) : eq(dataRoomItems.parentId, options.parentId));
  if (options.kind) where.push(eq(dataRoomItems.kind, options.kind));
  const rows = await db
    .select()
    .from(dataRoomItems)
    .where(and(...where))
    .orderBy(...orderOf(options.sort ?? access.room.sort));
  const entries: DataRoomEntry[] = [];
  for (const row of rows) {
    const { permissions } = permissionsOn(access, row.id);
    if (!permissions.canView && !access.manager) {
      // A folder the person cannot view may still lead to something they can (an override below): keep it as a path.
      if (row.kind !== 'folder' || !leadsToViewable(access, row.id)) continue;
    }
    entries.push(itemReply(row, permissions));
  }
  return entries;
}

function leadsToViewable(access: RoomAccess, folderId: string): boolean {
  for (const [id] of access.parents) {
    let cursor = access.parents.get(id) ?? null;
    while (cursor) {
      if (cursor === folderId) {
        if (permissionsOn(access, id).permissions.canView) return true;
        break;
      }
      cursor = access.parents.get(cursor) ?? null;
    }
  }
  return false;
}

/** The next position at the end of a folder. */
async function nextPosition(db: DbOrTx, roomId: string, parentId: string | null): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${dataRoomItems.position})` })
    .from(dataRoomItems)
    .where(
      and(eq(dataRoomItems.dataRoomId, roomId), parentId === null ? isNull(dataRoomItems.parentId) : eq(dataRoomItems.parentId, parentId)),
    );
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

/** The parent must be a folder of the same room (422 otherwise). */
export async function checkParent(db: DbOrTx, room: DataRoomRow, parentId: string | null | undefined): Promise<string | null> {
  if (room.type === 'external') throw badRequest(text.externalHasNoTree, 'EXTERNAL_DATA_ROOM');
  if (!parentId) return null;
  const [parent] = await db.select().from(dataRoomItems).where(eq(dataRoomItems.id, parentId)).limit(1);
  // A parent of nothing or of another room is an unknown reference: 422 on parentId (issue 31.6), in the same words.
  if (!parent || parent.dataRoomId !== room.id) throw referenceNotFound('parentId', text.parentNotFolder);
  if (parent.kind !== 'folder') throw badRequest(text.parentNotFolder, 'BAD_PARENT');
  return parent.id;
}

export async function insertItem(
  db: DbOrTx,
  room: DataRoomRow,
  values: Omit<typeof dataRoomItems.$inferInsert, 'dataRoomId' | 'position'>,
): Promise<DataRoomItemRow> {
  const position = await nextPosition(db, room.id, values.parentId ?? null);
  const [row] = await db
    .insert(dataRoomItems)
    .values({ ...values, dataRoomId: room.id, position })
    .returning();
  return row!;
}

/** Moves an item under `parentId` (null: top level) at `position`; a folder never into itself or below. */
export async function moveItem(db: Db, item: DataRoomItemRow, room: DataRoomRow, parentId: string | null, position?: number) {
  const target = await checkParent(db, room, parentId);
  if (item.kind === 'folder' && target) {
    const items = await db
      .select({ id: dataRoomItems.id, parentId: dataRoomItems.parentId })
      .from(dataRoomItems)
      .where(eq(dataRoomItems.dataRoomId, room.id));
    const parents = new Map(items.map((i) => [i.id, i.parentId]));
    let cursor: string | null = target;
    while (cursor) {
      if (cursor === item.id) throw badRequest(text.moveIntoItself, 'MOVE_INTO_ITSELF');
      cursor = parents.get(cursor) ?? null;
    }
  }
  return db.transaction(async (tx) => {
    const siblings = await tx
      .select({ id: dataRoomItems.id })
      .from(dataRoomItems)
      .where(
        and(eq(dataRoomItems.dataRoomId, room.id), target === null ? isNull(dataRoomItems.parentId) : eq(dataRoomItems.parentId, target)),
      )
      .orderBy(asc(dataRoomItems.position), asc(dataRoomItems.createdAt));
    const order = siblings.map((s) => s.id).filter((id) => id !== item.id);
    order.splice(position === undefined ? order.length : Math.min(position, order.length), 0, item.id);
    for (const [index, id] of order.entries()) {
      await tx
        .update(dataRoomItems)
        .set(id === item.id ? { parentId: target, position: index, updatedAt: new Date() } : { position: index })
        .where(eq(dataRoomItems.id, id));
    }
    const [row] = await tx.select().from(dataRoomItems).where(eq(dataRoomItems.id, item.id));
    return row!;
  });
}

/** Every item under a folder (itself included): what a folder delete removes (files' bytes too). */
export async function subtreeOf(db: DbOrTx, item: DataRoomItemRow): Promise<DataRoomItemRow[]> {
  const all = await db.select().from(dataRoomItems).where(eq(dataRoomItems.dataRoomId, item.dataRoomId));
  const result = [item];
  const ids = new Set([item.id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of all) {
      if (row.parentId && ids.has(row.parentId) && !ids.has(row.id)) {
        ids.add(row.id);
        result.push(row);
        grew = true;
      }
    }
  }
  return result;
}

// ---------------------------------------------------------------- groups

export async function groupReplies(db: DbOrTx, groupIds: string[]): Promise<PermissionGroup[]> {
  if (groupIds.length === 0) return [];
  const groups = await db.select().from(dataRoomGroups).where(inArray(dataRoomGroups.id, groupIds)).orderBy(asc(dataRoomGroups.createdAt));
  // A profile holder is named even after its profile was deleted: profiles' subquery, deleted rows included.
  const holderProfile = profileRefs('holder_profile', { withDeleted: true });
  const holders = await db
    .select({ holder: dataRoomHolders, profileName: holderProfile.name })
    .from(dataRoomHolders)
    .leftJoin(holderProfile, eq(holderProfile.id, dataRoomHolders.profileId))
    .where(inArray(dataRoomHolders.groupId, groupIds))
    .orderBy(asc(dataRoomHolders.createdAt));
  const overrides = await db.select().from(dataRoomItemPermissions).where(inArray(dataRoomItemPermissions.groupId, groupIds));
  return groups.map((group) => ({
    id: group.id,
    dataRoomId: group.dataRoomId,
    name: group.name,
    permissions: group.permissions,
    overrides: overrides.filter((o) => o.groupId === group.id).map((o) => ({ itemId: o.itemId, permissions: o.permissions })),
    holders: holders
      .filter((h) => h.holder.groupId === group.id)
      .map(({ holder, profileName }) => ({
        id: holder.id,
        groupId: holder.groupId,
        kind: holder.kind,
        email: holder.email,
        profileId: holder.profileId,
        profileName,
        role: holder.role,
        createdAt: iso(holder.createdAt),
      })),
    createdAt: iso(group.createdAt),
  }));
}

export async function managedGroup(db: DbOrTx, groupId: string, fundProfileId: string) {
  const [group] = await db.select().from(dataRoomGroups).where(eq(dataRoomGroups.id, groupId)).limit(1);
  if (!group) throw notFound(text.groupNotFound);
  const room = await findRoom(db, group.dataRoomId);
  if (room.fundProfileId !== fundProfileId) throw notFound(text.groupNotFound);
  return { group, room };
}

// ---------------------------------------------------------------- views and analytics

/** A short code printed in every watermark: tells which view a leaked copy came from. */
export const newViewCode = () => randomBytes(4).toString('hex').toUpperCase().slice(0, 6);

export async function startView(db: DbOrTx, item: DataRoomItemRow, viewer: Viewer) {
  const [view] = await db
    .insert(dataRoomViews)
    .values({
      dataRoomId: item.dataRoomId,
      itemId: item.id,
      viewerUserId: viewer.userId,
      viewerEmail: viewer.email.toLowerCase(),
      viewerVisitorId: viewer.link?.visitorId ?? null,
      viaLinkId: viewer.link?.linkId ?? null,
      viewCode: newViewCode(),
      pageCount: item.pageCount,
    })
    .returning();
  return view!;
}

/** A view the caller started: by their account, or, for a link visitor without one, by their visitor token. */
export async function ownView(db: DbOrTx, viewId: string, viewer: Viewer) {
  const [view] = await db.select().from(dataRoomViews).where(eq(dataRoomViews.id, viewId)).limit(1);
  const mine = viewer.userId
    ? view?.viewerUserId === viewer.userId
    : view?.viewerUserId === null && !!viewer.link && view.viewerVisitorId === viewer.link.visitorId;
  if (!view || !mine) throw notFound(text.viewNotFound);
  return view;
}

/** One heartbeat: `ms` on `page` (capped at 60 s: a sleeping laptop must not count hours). */
export async function heartbeat(db: Db, viewId: string, page: number, ms: number, pageCount?: number) {
  const counted = Math.min(ms, 60_000);
  return db.transaction(async (tx) => {
    await tx
      .insert(dataRoomPageTimes)
      .values({ viewId, page, ms: counted })
      .onConflictDoUpdate({
        target: [dataRoomPageTimes.viewId, dataRoomPageTimes.page],
        set: { ms: sql`${dataRoomPageTimes.ms} + ${counted}` },
      });
    const [view] = await tx
      .update(dataRoomViews)
      .set({
        durationMs: sql`${dataRoomViews.durationMs} + ${counted}`,
        lastSeenAt: new Date(),
        ...(pageCount ? { pageCount } : {}),
      })
      .where(eq(dataRoomViews.id, viewId))
      .returning();
    return view!;
  });
}

export async function listViews(db: DbOrTx, roomId: string, fileId?: string): Promise<DataRoomView[]> {
  const where = [eq(dataRoomViews.dataRoomId, roomId)];
  if (fileId) where.push(eq(dataRoomViews.itemId, fileId));
  const rows = await db
    .select({ view: dataRoomViews, fileName: dataRoomItems.name })
    .from(dataRoomViews)
    .innerJoin(dataRoomItems, eq(dataRoomItems.id, dataRoomViews.itemId))
    .where(and(...where))
    .orderBy(desc(dataRoomViews.startedAt))
    .limit(1000);
  const ids = rows.map((r) => r.view.id);
  const pages = ids.length ? await db.select().from(dataRoomPageTimes).where(inArray(dataRoomPageTimes.viewId, ids)) : [];
  return rows.map(({ view, fileName }) => {
    const own = pages.filter((p) => p.viewId === view.id).sort((a, b) => a.page - b.page);
    return {
      id: view.id,
      fileId: view.itemId,
      fileName,
      viewerEmail: view.viewerEmail,
      viewCode: view.viewCode,
      startedAt: iso(view.startedAt),
      lastSeenAt: iso(view.lastSeenAt),
      durationMs: view.durationMs,
      pageCount: view.pageCount,
      pagesReadPercent: view.pageCount ? Math.round((100 * own.filter((p) => p.ms > 0).length) / view.pageCount) : null,
      downloadedAt: view.downloadedAt ? iso(view.downloadedAt) : null,
      pages: own.map((p) => ({ page: p.page, ms: p.ms })),
    };
  });
}

export async function statistics(db: DbOrTx, roomId: string) {
  const [counts] = await db
    .select({
      folders: sql<number>`count(*) filter (where ${dataRoomItems.kind} = 'folder')`.mapWith(Number),
      files: sql<number>`count(*) filter (where ${dataRoomItems.kind} = 'file')`.mapWith(Number),
      links: sql<number>`count(*) filter (where ${dataRoomItems.kind} = 'link')`.mapWith(Number),
    })
    .from(dataRoomItems)
    .where(eq(dataRoomItems.dataRoomId, roomId));
  const [views] = await db
    .select({
      fileViews: sql<number>`count(*)`.mapWith(Number),
      downloads: sql<number>`count(${dataRoomViews.downloadedAt})`.mapWith(Number),
      opened: sql<number>`count(distinct ${dataRoomViews.itemId})`.mapWith(Number),
      averageTimeMs: sql<number>`coalesce(avg(${dataRoomViews.durationMs}), 0)`.mapWith(Number),
      lastView: sql<string | null>`max(${dataRoomViews.startedAt})`,
    })
    .from(dataRoomViews)
    .where(eq(dataRoomViews.dataRoomId, roomId));
  const files = counts?.files ?? 0;
  return {
    fileViews: views?.fileViews ?? 0,
    downloads: views?.downloads ?? 0,
    folders: counts?.folders ?? 0,
    files,
    links: counts?.links ?? 0,
    openingRate: files ? Math.round((100 * Math.min(views?.opened ?? 0, files)) / files) : 0,
    averageTimeMs: Math.round(views?.averageTimeMs ?? 0),
    lastView: views?.lastView ? new Date(views.lastView).toISOString() : null,
  };
}

/** Visits as CSV (RFC 4180; cells that a spreadsheet would run as a formula are prefixed with '). */
export function visitsCsv(views: DataRoomView[]): string {
  const cell = (value: string | number | null) => {
    let text = value === null ? '' : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const header = ['viewed at', 'visitor', 'e-mail', 'file', 'duration (s)', 'pages read %', 'downloaded at'];
  const lines = views.map((view) =>
    [
      view.startedAt,
      view.viewerEmail.split('@')[0] ?? '',
      view.viewerEmail,
      view.fileName,
      Math.round(view.durationMs / 1000),
      view.pagesReadPercent,
      view.downloadedAt,
    ]
      .map(cell)
      .join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

/** A file's permissions for a viewer; 404 when they may not even see it, 403 when `need` is missing. */
export function requireOn(access: RoomAccess, item: DataRoomItemRow, need: 'canView' | 'canDownload') {
  const { permissions } = permissionsOn(access, item.id);
  if (!permissions.canView) throw notFound(text.itemNotFound);
  if (!permissions[need])
    throw forbidden(need === 'canDownload' ? text.noDownload : text.noView, need === 'canDownload' ? 'NO_DOWNLOAD' : 'NO_VIEW');
  return permissions;
}

/** Rooms the user manages (editor and up on the fund) or holds a group in. */
export async function roomsOf(db: DbOrTx, viewer: Viewer & { userId: string }): Promise<DataRoom[]> {
  // The user's membership rows come from profiles' subquery (one statement still); roomAccess below decides.
  const member = profileMembersView('m');
  const holderMember = profileMembersView('hm');
  const managed = await db.execute<{ id: string }>(sql`
    select r.id from data_rooms r
    join ${member} on m.profile_id = r.fund_profile_id and m.user_id = ${viewer.userId}
    union
    select g.data_room_id from data_room_groups g
    join data_room_holders h on h.group_id = g.id
    where h.email = ${viewer.email.toLowerCase()}
       or h.profile_id in (select hm.profile_id from ${holderMember} where hm.user_id = ${viewer.userId})
  `);
  const ids = managed.rows.map((r) => r.id);
  const result: DataRoom[] = [];
  for (const id of ids) {
    const room = await findRoom(db, id);
    const access = await roomAccess(db, room, viewer);
    if (canEnterRoom(access)) result.push(await roomReply(db, room, access.manager));
  }
  return result.sort((a, b) => a.name.localeCompare(b.name));
}

// ---------------------------------------------------------------- share-link scope

/** The fund's data rooms a share link can include (fund-custom-profile-link's scope resources, ADR 0056). */
export const dataRoomScopeSource = {
  list: (db: DbOrTx, fundProfileId: string) =>
    db
      .select({ id: dataRooms.id, name: dataRooms.name })
      .from(dataRooms)
      .where(eq(dataRooms.fundProfileId, fundProfileId))
      .orderBy(desc(dataRooms.isDefault), asc(dataRooms.name)),
};
