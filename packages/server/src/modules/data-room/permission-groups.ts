import type * as v from 'valibot';
import {
  type createGroupBody,
  dataRoomMessages as text,
  type editGroupBody,
  type editHoldersBody,
  type PermissionGroup,
} from '@fundnet/validation-schema';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type AuditEvent, audit } from '../../lib/audit';
import { asReference, referenceNotFound } from '../../lib/errors';
import { findProfile } from '../profiles';
import { explain, permissionsOn, roomAccess, userIdByEmail } from './permissions';
import { findItem, groupReplies, managedGroup, managedItem, managedRoom } from './service';
import { dataRoomGroups, dataRoomHolders, dataRoomItemPermissions } from './tables';

/** Who made a change, for the audit log (lib/audit's `auditActor` of the request). */
type Actor = Pick<AuditEvent, 'actorId' | 'actorEmail' | 'ip'>;

/** The reply shape of one group, read back after a change. */
const groupReply = async (db: Db, groupId: string): Promise<PermissionGroup> => (await groupReplies(db, [groupId]))[0]!;

/** POST create/data-room/group: a group of a room the active fund manages, with no holders yet. */
export async function createGroup(db: Db, fundId: string, input: v.InferOutput<typeof createGroupBody>): Promise<PermissionGroup> {
  const room = await asReference('dataRoomId', managedRoom(db, input.dataRoomId, fundId));
  const [group] = await db
    .insert(dataRoomGroups)
    .values({ dataRoomId: room.id, name: input.name, permissions: input.permissions })
    .returning();
  return groupReply(db, group!.id);
}

/** PUT group/edit: name, room-wide permissions and per-item overrides in one audited transaction. */
export async function editGroup(
  db: Db,
  fundId: string,
  actor: Actor,
  input: v.InferOutput<typeof editGroupBody>,
): Promise<PermissionGroup> {
  const { group, room } = await asReference('id', managedGroup(db, input.id, fundId));
  await db.transaction(async (tx) => {
    await audit(tx, {
      ...actor,
      action: 'dataRoom.permissionChanged',
      targetType: 'dataRoomGroup',
      targetId: group.id,
      targetLabel: group.name,
      before: { name: group.name, permissions: group.permissions },
      after: { name: input.name ?? group.name, permissions: input.permissions ?? group.permissions },
    });
    if (input.name || input.permissions) {
      await tx
        .update(dataRoomGroups)
        .set({
          ...(input.name ? { name: input.name } : {}),
          ...(input.permissions ? { permissions: input.permissions } : {}),
        })
        .where(eq(dataRoomGroups.id, group.id));
    }
    for (const [index, override] of (input.overrides ?? []).entries()) {
      // An item of no room or of another room is a 422 on that override's itemId (issue 31.6).
      const item = await asReference(`overrides.${index}.itemId`, findItem(tx, override.itemId));
      if (item.dataRoomId !== room.id) throw referenceNotFound(`overrides.${index}.itemId`, text.itemNotFound);
      if (override.permissions === null) {
        await tx
          .delete(dataRoomItemPermissions)
          .where(and(eq(dataRoomItemPermissions.groupId, group.id), eq(dataRoomItemPermissions.itemId, item.id)));
      } else {
        await tx
          .insert(dataRoomItemPermissions)
          .values({ groupId: group.id, itemId: item.id, permissions: override.permissions })
          .onConflictDoUpdate({
            target: [dataRoomItemPermissions.groupId, dataRoomItemPermissions.itemId],
            set: { permissions: override.permissions },
          });
      }
    }
  });
  return groupReply(db, group.id);
}

/** A profile holder must name a profile that exists (deleted ones too: the check was never about its state). */
async function requireProfile(db: Db, profileId: string, field: string) {
  if (!(await findProfile(db, profileId, { withDeleted: true }))) throw referenceNotFound(field, 'This profile does not exist.');
}

/** PUT permissionHolder/edit: adds the holders not there yet, removes the ids given. */
export async function editHolders(
  db: Db,
  fundId: string,
  actor: Actor,
  input: v.InferOutput<typeof editHoldersBody>,
): Promise<PermissionGroup> {
  const { group } = await asReference('groupId', managedGroup(db, input.groupId, fundId));
  const current = await db.select().from(dataRoomHolders).where(eq(dataRoomHolders.groupId, group.id));
  await audit(db, {
    ...actor,
    action: 'dataRoom.permissionChanged',
    targetType: 'dataRoomGroup',
    targetId: group.id,
    targetLabel: group.name,
    after: { holdersAdded: input.add ?? [], holdersRemoved: (input as { remove?: unknown[] }).remove ?? [] },
  });
  for (const [index, holder] of (input.add ?? []).entries()) {
    const kind = holder.email ? 'email' : holder.profileId ? 'profile' : 'role';
    const exists = current.some(
      (c) =>
        c.kind === kind &&
        c.email === (holder.email ?? null) &&
        c.profileId === (holder.profileId ?? null) &&
        c.role === (holder.role ?? null),
    );
    if (exists) continue;
    if (holder.profileId) await requireProfile(db, holder.profileId, `add.${index}.profileId`);
    await db
      .insert(dataRoomHolders)
      .values({ groupId: group.id, kind, email: holder.email ?? null, profileId: holder.profileId ?? null, role: holder.role ?? null });
  }
  if (input.remove?.length) {
    await db.delete(dataRoomHolders).where(and(eq(dataRoomHolders.groupId, group.id), inArray(dataRoomHolders.id, input.remove)));
  }
  return groupReply(db, group.id);
}

/** DELETE group: its holders and per-item overrides go with it (foreign keys cascade). */
export async function deleteGroup(db: Db, fundId: string, groupId: string): Promise<void> {
  const { group } = await managedGroup(db, groupId, fundId);
  await db.delete(dataRoomGroups).where(eq(dataRoomGroups.id, group.id));
}

/** GET group/:id: one group of a room the active fund manages (404 for another fund's). */
export async function managedGroupReply(db: Db, fundId: string, groupId: string): Promise<PermissionGroup> {
  const { group } = await managedGroup(db, groupId, fundId);
  return groupReply(db, group.id);
}

/** GET group/all/:id: every group of a room the fund manages. */
export async function roomGroups(db: Db, fundId: string, roomId: string): Promise<PermissionGroup[]> {
  const room = await managedRoom(db, roomId, fundId);
  const ids = await db.select({ id: dataRoomGroups.id }).from(dataRoomGroups).where(eq(dataRoomGroups.dataRoomId, room.id));
  return groupReplies(
    db,
    ids.map((g) => g.id),
  );
}

/** GET permission-holders/:id: the holders of one group. */
export async function groupHolders(db: Db, fundId: string, groupId: string) {
  return (await managedGroupReply(db, fundId, groupId)).holders;
}

/** GET permission-holders/room/:dataRoomId: the holders of every group of a room. */
export async function roomHolders(db: Db, fundId: string, roomId: string) {
  return (await roomGroups(db, fundId, roomId)).flatMap((g) => g.holders);
}

/** GET why: the resolver's answer for one person on one item, with the rules that decided it. */
export async function whyCanSee(db: Db, fundId: string, query: { itemId: string; email: string }) {
  const { item, room } = await managedItem(db, query.itemId, fundId);
  const userId = await userIdByEmail(db, query.email);
  // No account yet: answer what the address was invited to (its e-mail holders), not "no group".
  const access = await roomAccess(db, room, { userId, email: query.email }, { asInvited: userId === null });
  const result = permissionsOn(access, item.id);
  return { ...result, explanation: explain(query.email, result, userId !== null) };
}
