import {
  type InviteProfileMembersInput,
  invitableProfileMemberRoles,
  PROFILE_MEMBER_INVITE_TTL_DAYS,
  type ProfileMemberInvitation,
  type ProfileMemberList,
  type ProfileMemberRole,
  type ProfileSummary,
  type ProfileTeamMember,
  profileMemberMessages as text,
  profileMemberRoleRank,
} from '@fundnet/validation-schema';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { randomToken } from '../../lib/crypto';
import { AppError, badRequest, conflict, forbidden, gone, notFound } from '../../lib/errors';
import { lockMemberRole, type ProfileContext } from '../../plugins/profile-context';
import {
  type AuthContext,
  createInvitation,
  forgetActiveProfileOf,
  hashInvitationCode,
  invitationByCode,
  invitationById,
  type InvitationRow,
  markInvitationAccepted,
  openlyInvitedAddresses,
  profileInvitation,
  profileInvitations,
  renewInvitation,
  revokeInvitation as revokeInvitationRow,
  revokeOpenInvitationsTo,
} from '../auth';
import { assertEntitlement } from '../feature-config';
import {
  addMember,
  type DbOrTx,
  findMemberContact,
  findProfileRow,
  memberContacts,
  memberUserIds,
  removeMembership,
  setMemberRole,
  toProfileSummary,
} from '../profiles';
import { assertOwnsAddress } from '../user-secondary-email';
import { userById } from '../users';
import { type TeamMemberRow, toMemberInvitation, toTeamMember } from './dto';
import { profileMemberInviteMail } from './mail';

/**
 * The team of a profile (profile_members) and its member invitations (invitations of kind 'member',
 * with profile_id and the role to grant). Role rules: only an owner grants or removes the owner and
 * admin roles (inviting an admin included); a profile always keeps at least one owner. Membership
 * changes of one profile are serialized by locking its profiles row, so two owners demoting each
 * other at the same moment cannot leave the profile without one.
 */

export const MEMBER_INVITATION_KIND = 'member';
const DAY_MS = 86_400_000;
const inviteTtlMs = PROFILE_MEMBER_INVITE_TTL_DAYS * DAY_MS;

type MailDeps = Pick<AppDeps, 'db' | 'config' | 'mailer'>;

/** The caller of a profile-scoped call: the user and their role on the active profile. */
export interface Actor {
  userId: string;
  profile: ProfileContext;
}

const isPrivileged = (role: ProfileMemberRole) => role === 'owner' || role === 'admin';

const memberInvitations = (profileId: string) => ({ kind: MEMBER_INVITATION_KIND, profileId });

function displayName(user: { firstName: string; lastName: string; email?: string } | undefined, fallback: string) {
  return `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim() || user?.email || fallback;
}

// ---------------------------------------------------------------- reading

/** GET api/profileMember: members (strongest role first, then who joined first) and open invitations (newest first). */
export async function listTeam(db: Db, profileId: string): Promise<ProfileMemberList> {
  const members = await memberContacts(db, profileId);
  members.sort((a, b) => profileMemberRoleRank[b.role] - profileMemberRoleRank[a.role]);

  const open = await profileInvitations(db, memberInvitations(profileId), { open: true });
  const now = new Date();
  return {
    members: members.map(toTeamMember),
    invitations: open.map((row) => toMemberInvitation(row.invitation, row.inviter, now)),
  };
}

async function findMember(db: DbOrTx, profileId: string, userId: string): Promise<TeamMemberRow | undefined> {
  return findMemberContact(db, profileId, userId);
}

async function inviterOf(db: Db, userId: string) {
  const row = await userById(db, userId);
  return row ? { userId: row.id, firstName: row.firstName, lastName: row.lastName, email: row.email } : undefined;
}

/** The member invitation `invitationId` of this profile, whatever its state; 404 when it is not one. */
async function findProfileInvitation(db: Db, profileId: string, invitationId: string): Promise<InvitationRow> {
  const row = await profileInvitation(db, memberInvitations(profileId), invitationId);
  if (!row) throw notFound(text.invitationNotFound, 'INVITATION_NOT_FOUND');
  return row;
}

/** The addresses (lower-cased) among `emails` that belong to a live member of the profile. */
async function memberAddresses(db: Db, profileId: string, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const wanted = new Set(emails);
  return new Set((await memberContacts(db, profileId)).map((row) => row.email).filter((email) => wanted.has(email)));
}

// ---------------------------------------------------------------- inviting

function assertMayActOnRole(actor: Actor, role: string | null) {
  if (role === 'admin' && actor.profile.role !== 'owner') throw forbidden(text.onlyOwnerManagesAdmins, 'OWNER_ONLY');
}

async function mailInvitation(
  deps: MailDeps,
  actor: Actor,
  invitation: { email: string; role: string; message: string; code: string },
  inviter: { firstName: string; lastName: string; email: string } | undefined,
) {
  const link = `${deps.config.appUrl}/invitation?code=${encodeURIComponent(invitation.code)}&type=member`;
  await deps.mailer.send({
    to: invitation.email,
    ...profileMemberInviteMail({
      invitedBy: displayName(inviter, 'A Fundnet member'),
      profileName: actor.profile.name,
      profileId: actor.profile.id,
      role: invitation.role,
      message: invitation.message,
      link,
      code: invitation.code,
      days: PROFILE_MEMBER_INVITE_TTL_DAYS,
    }),
  });
}

/**
 * POST api/profileMember/invite. Atomic on membership: when any address already belongs to a member,
 * nothing is sent and the 409 names each such address (`errors['emails.N']`). Each address is invited
 * once; an earlier open invitation of this profile to the same address is revoked (its link stops working).
 */
export async function inviteMembers(deps: MailDeps, actor: Actor, input: InviteProfileMembersInput): Promise<ProfileMemberInvitation[]> {
  const { db } = deps;
  assertMayActOnRole(actor, input.role);
  const members = await memberAddresses(db, actor.profile.id, input.emails);
  if (members.size > 0) {
    const errors: Record<string, string[]> = {};
    input.emails.forEach((email, index) => {
      if (members.has(email)) errors[`emails.${index}`] = [text.alreadyMember(email)];
    });
    const list = [...members].join(', ');
    throw new AppError(
      409,
      members.size === 1 ? text.alreadyMember(list) : `${list} are already members of this profile`,
      'ALREADY_MEMBER',
      errors,
    );
  }

  // The plan's seats (feature-config): members and open invitations, with these new addresses. An address invited
  // again replaces its open invitation, so it takes no new seat.
  const reinvited = await openlyInvitedAddresses(db, memberInvitations(actor.profile.id), input.emails);
  const newSeats = new Set(input.emails).size - new Set(reinvited).size;
  if (newSeats > 0) await assertEntitlement(db, actor.profile.id, 'seats', { adding: newSeats });

  const inviter = await inviterOf(db, actor.userId);
  const created: ProfileMemberInvitation[] = [];
  for (const email of [...new Set(input.emails)]) {
    await revokeOpenInvitationsTo(db, memberInvitations(actor.profile.id), email);
    const invitation = await createInvitation(db, {
      kind: MEMBER_INVITATION_KIND,
      email,
      ttlMs: inviteTtlMs,
      invitedByUserId: actor.userId,
      profileId: actor.profile.id,
      role: input.role,
      message: input.message,
    });
    await mailInvitation(deps, actor, { email, role: input.role, message: input.message, code: invitation.code }, inviter);
    const row = await invitationById(db, invitation.id);
    created.push(toMemberInvitation(row!, inviter ?? null));
  }
  return created;
}

/**
 * POST api/profileMember/resend/{invitationId}: a new code (the previous link stops working) and a
 * fresh validity period for an open invitation, mailed again. An expired invitation can be resent.
 */
export async function resendInvitation(deps: MailDeps, actor: Actor, invitationId: string): Promise<ProfileMemberInvitation> {
  const { db } = deps;
  const invitation = await findProfileInvitation(db, actor.profile.id, invitationId);
  assertMayActOnRole(actor, invitation.role);
  if (invitation.acceptedAt) throw conflict(text.invitationAlreadyAccepted, 'INVITATION_ACCEPTED');
  if (invitation.revokedAt) throw gone(text.invitationRevoked, 'INVITATION_REVOKED');
  if ((await memberAddresses(db, actor.profile.id, [invitation.email])).size > 0) {
    throw conflict(text.alreadyMember(invitation.email), 'ALREADY_MEMBER');
  }
  const code = randomToken(32);
  const row = await renewInvitation(db, invitation.id, {
    codeHash: hashInvitationCode(code),
    expiresAt: new Date(Date.now() + inviteTtlMs),
  });
  if (!row) throw gone(text.invitationRevoked, 'INVITATION_REVOKED');
  const inviter = row.invitedByUserId ? await inviterOf(db, row.invitedByUserId) : undefined;
  const sender = await inviterOf(db, actor.userId);
  await mailInvitation(deps, actor, { email: row.email, role: row.role ?? 'viewer', message: row.message ?? '', code }, sender);
  return toMemberInvitation(row, inviter ?? null);
}

/** DELETE api/profileMember/invitation/{invitationId}: the link stops working. Revoking twice is fine; an accepted one is a 409. */
export async function revokeInvitation(db: Db, actor: Actor, invitationId: string): Promise<void> {
  const invitation = await findProfileInvitation(db, actor.profile.id, invitationId);
  assertMayActOnRole(actor, invitation.role);
  if (invitation.acceptedAt) throw conflict(text.invitationAlreadyAccepted, 'INVITATION_ACCEPTED');
  if (invitation.revokedAt) return;
  await revokeInvitationRow(db, invitation.id);
}

// ---------------------------------------------------------------- accepting

/**
 * POST api/profileMember/accept: the signed-in user joins the invitation's profile with its role.
 * Unknown code 400; revoked, expired or already accepted 410; the invited address must be one of the
 * user's verified addresses (403). Someone who is already a member keeps their role (roles change
 * through PATCH) and the invitation counts as accepted.
 */
export async function acceptInvitation(db: Db, auth: AuthContext, code: string): Promise<ProfileSummary> {
  const invitation = await invitationByCode(db, [MEMBER_INVITATION_KIND], code);
  if (!invitation?.profileId || !(invitableProfileMemberRoles as readonly string[]).includes(invitation.role ?? '')) {
    throw badRequest(text.invitationInvalid, 'INVITATION_INVALID');
  }
  if (invitation.revokedAt) throw gone(text.invitationRevoked, 'INVITATION_REVOKED');
  if (invitation.acceptedAt) throw gone(text.invitationUsed, 'INVITATION_USED');
  if (invitation.expiresAt.getTime() <= Date.now()) throw gone(text.invitationExpired, 'INVITATION_EXPIRED');
  await assertOwnsAddress(db, auth.userId, invitation.email, text);

  const profileId = invitation.profileId;
  return db.transaction(async (tx) => {
    const profile = await findProfileRow(tx, profileId, { forUpdate: true });
    if (!profile) throw gone(text.profileGone, 'PROFILE_GONE');
    if (!(await markInvitationAccepted(tx, invitation.id, auth.userId))) throw gone(text.invitationUsed, 'INVITATION_USED');
    const joinedRole = invitation.role as ProfileMemberRole;
    const joined = await addMember(tx, { profileId, userId: auth.userId, role: joinedRole });
    const role = joined ? joinedRole : (await findMember(tx, profileId, auth.userId))!.role;
    return toProfileSummary(profile, role);
  });
}

// ---------------------------------------------------------------- changing the team

async function ownerCount(tx: DbOrTx, profileId: string): Promise<number> {
  return (await memberUserIds(tx, profileId, { atLeast: 'owner' })).length;
}

/** PATCH api/profileMember/{userId}: only an owner grants or removes owner/admin; the last owner stays an owner (409). */
export async function updateMemberRole(db: Db, actor: Actor, userId: string, role: ProfileMemberRole): Promise<ProfileTeamMember> {
  return db.transaction(async (tx) => {
    // Membership changes of one profile run one at a time; the caller's role is re-read under the lock.
    const callerRole = await lockMemberRole(tx, { profileId: actor.profile.id, userId: actor.userId, minRole: 'admin' });
    const member = await findMember(tx, actor.profile.id, userId);
    if (!member) throw notFound(text.memberNotFound, 'MEMBER_NOT_FOUND');
    if ((isPrivileged(member.role) || isPrivileged(role)) && callerRole !== 'owner') {
      throw forbidden(text.onlyOwnerManagesAdmins, 'OWNER_ONLY');
    }
    if (member.role === role) return toTeamMember(member);
    if (member.role === 'owner' && (await ownerCount(tx, actor.profile.id)) <= 1) throw conflict(text.lastOwner, 'LAST_OWNER');
    await setMemberRole(tx, { profileId: actor.profile.id, userId, role });
    return toTeamMember({ ...member, role });
  });
}

/**
 * DELETE api/profileMember/{userId}: an admin or owner removes a member, or a member leaves. Removing an
 * owner or admin (other than oneself) needs an owner; the last owner can neither leave nor be removed (409).
 * The removed user's sessions that had this profile active forget it.
 */
export async function removeMember(db: Db, actor: Actor, userId: string): Promise<void> {
  const leaving = userId === actor.userId;
  if (!leaving && !isPrivileged(actor.profile.role)) throw forbidden(text.removeNeedsAdmin, 'ROLE_TOO_LOW');
  await db.transaction(async (tx) => {
    const callerRole = await lockMemberRole(tx, { profileId: actor.profile.id, userId: actor.userId });
    if (!leaving && !isPrivileged(callerRole)) throw forbidden(text.removeNeedsAdmin, 'ROLE_TOO_LOW');
    const member = await findMember(tx, actor.profile.id, userId);
    if (!member) throw notFound(text.memberNotFound, 'MEMBER_NOT_FOUND');
    if (!leaving && isPrivileged(member.role) && callerRole !== 'owner') throw forbidden(text.onlyOwnerManagesAdmins, 'OWNER_ONLY');
    if (member.role === 'owner' && (await ownerCount(tx, actor.profile.id)) <= 1) throw conflict(text.lastOwner, 'LAST_OWNER');
    await removeMembership(tx, { profileId: actor.profile.id, userId });
    await forgetActiveProfileOf(tx, userId, actor.profile.id);
  });
}
