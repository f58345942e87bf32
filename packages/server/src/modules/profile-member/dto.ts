import type { InvitableProfileMemberRole, ProfileMemberInvitation, ProfileMemberRole, ProfileTeamMember } from '@fundnet/validation-schema';
import type { InvitationRow } from '../auth';

/** A member row joined with its user, as read by this family's queries. */
export interface TeamMemberRow {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: ProfileMemberRole;
  joinedAt: Date;
}

export function toTeamMember(row: TeamMemberRow): ProfileTeamMember {
  return {
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    joinedAt: row.joinedAt.toISOString(),
  };
}

export interface InviterRow {
  userId: string;
  firstName: string;
  lastName: string;
}

/** An open member invitation (not accepted, not revoked) with who sent it. */
export function toMemberInvitation(row: InvitationRow, inviter: InviterRow | null, now = new Date()): ProfileMemberInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role as InvitableProfileMemberRole,
    message: row.message,
    invitedBy: inviter ? { userId: inviter.userId, firstName: inviter.firstName, lastName: inviter.lastName } : null,
    status: row.expiresAt.getTime() > now.getTime() ? 'pending' : 'expired',
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
