// POST auth/admin/invite and the invited sign-ups (auth/signup-invited-fund, -investor).
import { type ProfileMemberRole, profileMemberRoles } from '@fundnet/validation-schema';
import { badRequest, conflict } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { addMember, findProfile } from '../profiles';
import { createUser, type UserRow } from '../users';
import { createInvitation, findOpenInvitation, markInvitationAccepted, revokeOpenInvitations } from './invitations';
import { adminInviteMail } from './mail-templates';
import type { AuthContext } from './sessions';
import {
  type AuthDeps,
  HOUR,
  type RequestMeta,
  type SessionReply,
  authErrors,
  authPolicy,
  findActiveUserByEmail,
  getUser,
  isUniqueViolation,
  normalizeEmail,
  startSession,
} from './common';

/** POST auth/admin/invite: a new administrator is invited; an earlier open invitation to the address is revoked. */
export async function inviteAdmin(
  deps: AuthDeps,
  auth: AuthContext,
  input: { email: string; firstName: string | null; lastName: string | null },
) {
  const { db } = deps;
  const email = normalizeEmail(input.email);
  if (await findActiveUserByEmail(db, email)) throw conflict(authErrors.emailTaken);
  await revokeOpenInvitations(db, 'admin', email);
  const invitation = await createInvitation(db, {
    kind: 'admin',
    email,
    ttlMs: authPolicy.adminInviteTtlMs,
    invitedByUserId: auth.userId,
    data: { firstName: input.firstName, lastName: input.lastName },
  });
  const inviter = await getUser(db, auth.userId);
  const link = `${deps.config.appUrl}/invitation?code=${encodeURIComponent(invitation.code)}`;
  await deps.mailer.send({
    to: email,
    ...adminInviteMail({
      firstName: input.firstName,
      invitedBy: `${inviter.firstName} ${inviter.lastName}`.trim() || 'A Fundnet administrator',
      link,
      code: invitation.code,
      days: authPolicy.adminInviteTtlMs / (24 * HOUR),
    }),
  });
  return { invitationId: invitation.id, expiresAt: invitation.expiresAt.toISOString() };
}

const isMemberRole = (role: string | null): role is ProfileMemberRole =>
  role !== null && (profileMemberRoles as readonly string[]).includes(role);

/**
 * POST auth/signup-invited-investor and -fund: the invitation decides the (already verified) e-mail;
 * with a profile and a member role on the invitation, the new user joins that profile.
 */
export async function signupInvited(
  deps: AuthDeps,
  kind: 'investor' | 'fund',
  input: { invitationCode: string; password: string; firstName: string; lastName: string },
  meta: RequestMeta,
): Promise<SessionReply> {
  const { db } = deps;
  const invitation = await findOpenInvitation(db, kind, input.invitationCode);
  if (!invitation) throw badRequest(authErrors.invitationInvalid);
  let membership: { profileId: string; role: ProfileMemberRole } | null = null;
  if (invitation.profileId && isMemberRole(invitation.role)) {
    const profile = await findProfile(db, invitation.profileId);
    if (!profile) throw badRequest(authErrors.invitationInvalid);
    membership = { profileId: profile.id, role: invitation.role };
  }
  if (await findActiveUserByEmail(db, invitation.email)) throw conflict(authErrors.emailTaken);
  const passwordHash = await hashPassword(input.password);
  let user: UserRow;
  try {
    user = await db.transaction(async (tx) => {
      const created = await createUser(tx, {
        email: invitation.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        emailVerifiedAt: new Date(),
      });
      if (!(await markInvitationAccepted(tx, invitation.id, created.id))) throw badRequest(authErrors.invitationInvalid);
      if (membership) await addMember(tx, { profileId: membership.profileId, userId: created.id, role: membership.role });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(authErrors.emailTaken);
    throw error;
  }
  return startSession(deps, user, meta);
}
