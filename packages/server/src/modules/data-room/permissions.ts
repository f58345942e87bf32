import {
  noPermissions,
  type ProfileMemberRole,
  roleAtLeast,
  scopeResourceIds,
  type SharePermissions,
  sharePermissionFlags,
  sharePermissionLabels,
} from '@fundnet/validation-schema';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { LinkVisitor } from '../fund-custom-profile-link';
import type { DbOrTx } from '../../db/client';
import { membershipRowsOf } from '../profiles';
import { userIdByEmailAnyCase } from '../users';
import { type DataRoomRow, dataRoomGroups, dataRoomHolders, dataRoomItemPermissions, dataRoomItems } from './tables';

/**
 * THE place that decides what a person may do in a data room (ADR 0027). Every route asks here; nothing
 * else compares roles, holders or overrides.
 *
 * 1. Members of the room's fund with the editor role and up manage the room: every permission on every item.
 * 2. Anybody else gets, per item, the union (OR) of the permissions of every group that holds them. A group's
 *    permissions on an item are its override on that item, else its override on the nearest folder above,
 *    else its room-wide permissions (folders inherit unless overridden).
 * 3. canHide in a group's permissions hides the item from that group (it is not listed, not viewable); an item
 *    the owner marked `hidden` is hidden from every holder. Managers see everything.
 *
 * Who holds a group: an e-mail address (the caller's account e-mail), a profile the caller is a member of, or
 * the fund's members of a role (viewer members are not managers).
 * 4. A share-link visitor (fund-custom-profile-link's `linkVisitorOf`: every gate passed, the link live) whose link
 *    belongs to the room's fund and names the room in its scope (`data-room:<id>`, ADR 0056) holds the link's
 *    permissions on the whole room, like a group without overrides; the owner's hidden items stay hidden. The
 *    link's canHide means "may hide" in the share-link form, not "hidden from": it hides nothing here.
 */

export interface Viewer {
  userId: string | null;
  /** The account's e-mail, or the address a link visitor gave ('' when their link asks none). */
  email: string;
  /** The share link the caller came through, when the request carries a live visitor token. */
  link?: LinkVisitor | null;
}

export interface Grant {
  /** A permission group's id, or `link:<linkId>` for a share link's scope. */
  groupId: string;
  groupName: string;
  holderId: string;
  holderText: string;
  permissions: SharePermissions;
}

export interface RoomAccess {
  room: DataRoomRow;
  viewer: Viewer;
  /** The caller's role on the fund, if a member. */
  memberRole: ProfileMemberRole | null;
  manager: boolean;
  grants: Grant[];
  /** groupId → itemId → override. */
  overrides: Map<string, Map<string, SharePermissions>>;
  /** itemId → parentId, for the whole room (inheritance walks up it). */
  parents: Map<string, string | null>;
  hidden: Set<string>;
}

export interface Rule {
  source: 'member' | 'group' | 'link';
  text: string;
  groupId: string | null;
  groupName: string | null;
  holderId: string | null;
  overrideItemId: string | null;
  permissions: SharePermissions;
}

export const allPermissions: SharePermissions = Object.fromEntries(sharePermissionFlags.map((flag) => [flag, true])) as SharePermissions;

const normalise = (permissions: Partial<SharePermissions>): SharePermissions =>
  Object.fromEntries(sharePermissionFlags.map((flag) => [flag, permissions[flag] === true])) as SharePermissions;

const union = (a: SharePermissions, b: SharePermissions): SharePermissions =>
  Object.fromEntries(sharePermissionFlags.map((flag) => [flag, a[flag] || b[flag]])) as SharePermissions;

/**
 * Everything the resolver needs about one person in one room, read once per request.
 * `asInvited`: the "why" answer about an address with no account yet. Its e-mail holders count, as they will once
 * it signs up with that address (a request never passes this: a typed address is not proof of identity).
 */
export async function roomAccess(
  db: DbOrTx,
  room: DataRoomRow,
  viewer: Viewer,
  options: { asInvited?: boolean } = {},
): Promise<RoomAccess> {
  const email = viewer.email.trim().toLowerCase();
  let memberRole: ProfileMemberRole | null = null;
  let memberProfileIds: string[] = [];
  if (viewer.userId) {
    const memberships = await membershipRowsOf(db, viewer.userId);
    memberProfileIds = memberships.map((m) => m.profileId);
    memberRole = memberships.find((m) => m.profileId === room.fundProfileId)?.role ?? null;
  }
  const manager = memberRole !== null && roleAtLeast(memberRole, 'editor');

  // Managers see everything: the tree's shape only matters for holders (inheritance, hidden folders).
  const items = manager
    ? []
    : await db
        .select({ id: dataRoomItems.id, parentId: dataRoomItems.parentId, hidden: dataRoomItems.hidden })
        .from(dataRoomItems)
        .where(eq(dataRoomItems.dataRoomId, room.id));
  const parents = new Map(items.map((item) => [item.id, item.parentId]));
  const hidden = new Set(items.filter((item) => item.hidden).map((item) => item.id));

  const grants: Grant[] = [];
  const overrides = new Map<string, Map<string, SharePermissions>>();
  if (!manager) {
    // Only an account's e-mail matches e-mail holders: the address a link visitor typed is not proof of identity.
    const invited = !viewer.userId && options.asInvited === true && email !== '';
    const matches = viewer.userId || invited ? [eq(dataRoomHolders.email, email)] : [];
    if (memberProfileIds.length > 0) matches.push(inArray(dataRoomHolders.profileId, memberProfileIds));
    if (memberRole) matches.push(and(eq(dataRoomHolders.kind, 'role'), eq(dataRoomHolders.role, memberRole))!);
    const rows =
      matches.length === 0
        ? []
        : await db
            .select({
              groupId: dataRoomGroups.id,
              groupName: dataRoomGroups.name,
              permissions: dataRoomGroups.permissions,
              holderId: dataRoomHolders.id,
              kind: dataRoomHolders.kind,
              holderEmail: dataRoomHolders.email,
              role: dataRoomHolders.role,
            })
            .from(dataRoomHolders)
            .innerJoin(dataRoomGroups, eq(dataRoomGroups.id, dataRoomHolders.groupId))
            .where(and(eq(dataRoomGroups.dataRoomId, room.id), or(...matches)));
    for (const row of rows) {
      const holderText =
        row.kind === 'email'
          ? `the e-mail address ${row.holderEmail}${invited ? ', invited and not signed up yet' : ''}`
          : row.kind === 'profile'
            ? 'a profile they are a member of'
            : `the fund's members with the ${row.role} role`;
      grants.push({
        groupId: row.groupId,
        groupName: row.groupName,
        holderId: row.holderId,
        holderText,
        permissions: normalise(row.permissions),
      });
    }
    const link = viewer.link;
    if (link && link.profileId === room.fundProfileId && scopeResourceIds(link.scope, 'data-room').includes(room.id)) {
      grants.push({
        groupId: `link:${link.linkId}`,
        groupName: link.linkName,
        holderId: link.linkId,
        holderText: `the share link "${link.linkName}", whose scope includes this data room`,
        permissions: { ...normalise(link.permissions), canHide: false },
      });
    }
    const groupIds = [...new Set(grants.filter((g) => !g.groupId.startsWith('link:')).map((g) => g.groupId))];
    if (groupIds.length > 0) {
      const rowsOverride = await db.select().from(dataRoomItemPermissions).where(inArray(dataRoomItemPermissions.groupId, groupIds));
      for (const row of rowsOverride) {
        const byItem = overrides.get(row.groupId) ?? new Map<string, SharePermissions>();
        byItem.set(row.itemId, normalise(row.permissions));
        overrides.set(row.groupId, byItem);
      }
    }
  }
  return { room, viewer: { ...viewer, email }, memberRole, manager, grants, overrides, parents, hidden };
}

/** The group's permissions on `itemId` and the item whose override decided them (null: room-wide). */
function groupPermissionsOn(
  access: RoomAccess,
  grant: Grant,
  itemId: string | null,
): { permissions: SharePermissions; from: string | null } {
  const byItem = access.overrides.get(grant.groupId);
  let cursor: string | null = itemId;
  const seen = new Set<string>();
  while (cursor && byItem && !seen.has(cursor)) {
    seen.add(cursor);
    const own = byItem.get(cursor);
    if (own) return { permissions: own, from: cursor };
    cursor = access.parents.get(cursor) ?? null;
  }
  return { permissions: grant.permissions, from: null };
}

/** Hidden by the owner: the item itself or any folder above it. */
function hiddenByOwner(access: RoomAccess, itemId: string | null): boolean {
  let cursor = itemId;
  const seen = new Set<string>();
  while (cursor && !seen.has(cursor)) {
    if (access.hidden.has(cursor)) return true;
    seen.add(cursor);
    cursor = access.parents.get(cursor) ?? null;
  }
  return false;
}

/**
 * The effective permissions of the person on one item (null: the room itself) and every rule that contributed.
 * canView comes out false for an item hidden from the person (owner-hidden, or canHide in their group).
 */
export function permissionsOn(access: RoomAccess, itemId: string | null): { permissions: SharePermissions; rules: Rule[] } {
  if (access.manager) {
    return {
      permissions: allPermissions,
      rules: [
        {
          source: 'member',
          text: `${access.viewer.email} is a member of the fund with the ${access.memberRole} role, which manages the data room.`,
          groupId: null,
          groupName: null,
          holderId: null,
          overrideItemId: null,
          permissions: allPermissions,
        },
      ],
    };
  }
  const ownerHidden = hiddenByOwner(access, itemId);
  let permissions = { ...noPermissions };
  const rules: Rule[] = [];
  for (const grant of access.grants) {
    const { permissions: own, from } = groupPermissionsOn(access, grant, itemId);
    const effective = own.canHide || ownerHidden ? { ...own, canView: false, canDownload: false } : own;
    permissions = union(permissions, effective);
    const where =
      from === null
        ? 'its permissions for the whole room'
        : from === itemId
          ? 'its override on this item'
          : 'its override on a folder above, inherited';
    const byLink = grant.groupId.startsWith('link:');
    const hiddenNote = ownerHidden ? ' (the item is hidden by the owner)' : own.canHide ? ' (hidden from this group)' : '';
    rules.push({
      source: byLink ? 'link' : 'group',
      text: byLink
        ? `The visitor came through ${grant.holderText}; the link's permissions apply to the whole room${hiddenNote}.`
        : `Group "${grant.groupName}" holds ${grant.holderText}; ${where} apply${hiddenNote}: ${labelsOf(effective)}.`,
      groupId: grant.groupId,
      groupName: grant.groupName,
      holderId: grant.holderId,
      overrideItemId: from,
      permissions: effective,
    });
  }
  return { permissions, rules };
}

/** May the person see the room at all: manager, or some item (or the room) viewable through a group. */
export function canEnterRoom(access: RoomAccess): boolean {
  if (access.manager) return true;
  if (permissionsOn(access, null).permissions.canView) return true;
  for (const itemId of access.parents.keys()) if (permissionsOn(access, itemId).permissions.canView) return true;
  return false;
}

/** Granted permissions as people read them ('View, Download'), or that there are none. */
function labelsOf(permissions: SharePermissions): string {
  const granted = sharePermissionFlags.filter((flag) => permissions[flag]).map((flag) => sharePermissionLabels[flag]);
  return granted.length > 0 ? granted.join(', ') : 'no permission';
}

/**
 * A sentence for the "why" reply. `signedUp` false: the address has no account yet; its groups are what it was
 * invited to (issue 34.2: "is in no permission group" was said of an address a group lists).
 */
export function explain(email: string, result: { permissions: SharePermissions; rules: Rule[] }, signedUp = true): string {
  if (result.rules.length === 0) {
    return signedUp
      ? `${email} is in no permission group of this data room and is not a manager of the fund: no access.`
      : `${email} has not signed up yet and no permission group of this data room lists this address: no access.`;
  }
  const any = sharePermissionFlags.some((flag) => result.permissions[flag]);
  const because = result.rules.map((r) => r.text).join(' ');
  if (signedUp) return `${email} ${any ? `has ${labelsOf(result.permissions)}` : 'has no permission on this item'} because: ${because}`;
  const groups = [...new Set(result.rules.map((rule) => `"${rule.groupName}"`))];
  const named = groups.length === 1 ? `the group ${groups[0]}` : `the groups ${groups.slice(0, -1).join(', ')} and ${groups.at(-1)}`;
  const will = any ? `will have ${labelsOf(result.permissions)} on this item` : 'will have no permission on this item';
  return `${email} is invited to ${named} (not signed up yet): once they sign up with this address they ${will}. ${because}`;
}

/** For the "why" endpoint: the user id of an e-mail address (so profile and role holders match too). */
export async function userIdByEmail(db: DbOrTx, email: string): Promise<string | null> {
  return userIdByEmailAnyCase(db, email);
}
