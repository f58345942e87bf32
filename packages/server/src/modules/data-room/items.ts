import { type DataRoomEntry, dataRoomMessages as text, uploadFileKinds } from '@fundnet/validation-schema';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { asReference } from '../../lib/errors';
import { safeName } from './file-upload';
import { allPermissions } from './permissions';
import {
  checkParent,
  enterRoom,
  findItem,
  insertItem,
  itemReply,
  managedItem,
  managedRoom,
  moveItem,
  requireOn,
  subtreeOf,
} from './service';
import { type DataRoomItemRow, dataRoomItems } from './tables';
import type { ViewerSource } from './viewer';

type ItemKind = DataRoomItemRow['kind'];
type Place = { dataRoomId: string; parentId?: string | null };

/** POST folder: the parent must be a folder of the same room; the reply shows every permission, as the caller manages the room. */
export async function createFolder(db: Db, fundId: string, userId: string, input: Place & { name: string }): Promise<DataRoomEntry> {
  const room = await asReference('dataRoomId', managedRoom(db, input.dataRoomId, fundId));
  const parentId = await checkParent(db, room, input.parentId);
  const item = await insertItem(db, room, { kind: 'folder', parentId, name: input.name, createdByUserId: userId });
  return itemReply(item, allPermissions);
}

/** POST link: an external address placed in the tree like a file, under the same rules as a folder. */
export async function createLink(
  db: Db,
  fundId: string,
  userId: string,
  input: Place & { linkName: string; linkUrl: string },
): Promise<DataRoomEntry> {
  const room = await asReference('dataRoomId', managedRoom(db, input.dataRoomId, fundId));
  const parentId = await checkParent(db, room, input.parentId);
  const item = await insertItem(db, room, {
    kind: 'link',
    parentId,
    name: input.linkName,
    url: input.linkUrl,
    createdByUserId: userId,
  });
  return itemReply(item, allPermissions);
}

/**
 * PUT move-<kind>-location: `kind` must match the item's, so one route cannot move another kind; an id of no such
 * item of the fund's rooms is a 422 on the body's id (issue 31.6).
 */
export async function moveManagedItem(
  db: Db,
  fundId: string,
  kind: ItemKind,
  input: { id: string; parentId?: string | null; position?: number },
): Promise<DataRoomEntry> {
  const { item, room } = await asReference('id', managedItem(db, input.id, fundId, kind), text.itemNotFound);
  const moved = await moveItem(db, item, room, input.parentId ?? null, input.position);
  return itemReply(moved, allPermissions);
}

/** PUT rename-<kind>/:id: a file's name is cleaned and keeps the extension of its kind. */
export async function renameItem(db: Db, fundId: string, kind: ItemKind, itemId: string, newName: string): Promise<DataRoomEntry> {
  const { item } = await managedItem(db, itemId, fundId, kind);
  let name = newName;
  if (kind === 'file') {
    const fileKind = (Object.entries(uploadFileKinds).find(([, info]) => info.contentType === item.contentType)?.[0] ??
      'pdf') as keyof typeof uploadFileKinds;
    name = safeName(name, fileKind);
  }
  const [row] = await db.update(dataRoomItems).set({ name, updatedAt: new Date() }).where(eq(dataRoomItems.id, item.id)).returning();
  return itemReply(row!, allPermissions);
}

/** DELETE <kind>: a folder goes with everything under it; stored bytes are removed after the rows. */
export async function deleteItem(deps: Pick<AppDeps, 'db' | 'storage'>, fundId: string, kind: ItemKind, itemId: string): Promise<void> {
  const { db, storage } = deps;
  const { item } = await managedItem(db, itemId, fundId, kind);
  const doomed = kind === 'folder' ? await subtreeOf(db, item) : [item];
  await db.delete(dataRoomItems).where(
    inArray(
      dataRoomItems.id,
      doomed.map((d) => d.id),
    ),
  );
  for (const row of doomed) if (row.storageKey) await storage.delete(row.storageKey).catch(() => undefined);
}

/** PUT hidden: hides an item (and, for a folder, what it holds) from every holder; managers still see it. */
export async function setHidden(db: Db, fundId: string, itemId: string, hidden: boolean): Promise<DataRoomEntry> {
  const { item } = await asReference('id', managedItem(db, itemId, fundId), text.itemNotFound);
  const [row] = await db.update(dataRoomItems).set({ hidden, updatedAt: new Date() }).where(eq(dataRoomItems.id, item.id)).returning();
  return itemReply(row!, allPermissions);
}

/** GET file/:fileId and link/:id: the item with the caller's permissions on it (404 when they may not view it). */
export async function viewableItem(db: Db, itemId: string, kind: ItemKind, viewer: ViewerSource): Promise<DataRoomEntry> {
  const item = await findItem(db, itemId, kind);
  const access = await enterRoom(db, item.dataRoomId, await viewer());
  return itemReply(item, requireOn(access, item, 'canView'));
}
