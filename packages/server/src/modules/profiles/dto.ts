import type { ProfileMember, ProfileMemberRole, ProfileSummary } from '@fundnet/validation-schema';
import type { ProfileRow } from './tables';

/** A profile as listed for a member: its core fields and the member's role on it. */
export function toProfileSummary(row: ProfileRow, role: ProfileMemberRole): ProfileSummary {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    slug: row.slug,
    status: row.status,
    role,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toProfileMember(row: {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: ProfileMemberRole;
}): ProfileMember {
  return { userId: row.userId, firstName: row.firstName, lastName: row.lastName, email: row.email, role: row.role };
}
