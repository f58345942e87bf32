// POST auth/profile-switch: the active profile of a session. (issue 9 item 9: auth/service.ts split by use case)
import { and, eq, isNull } from 'drizzle-orm';
import type { ProfileMemberRole, ProfileType } from '@fundnet/validation-schema';
import { badRequest, forbidden } from '../../lib/errors';
import { profileMembers, profiles } from '../profiles/tables';
import { type AuthContext, setActiveProfile } from './sessions';
import { type AuthDeps, authErrors } from './common';

export interface SwitchedProfile {
  id: string;
  type: ProfileType;
  name: string;
  slug: string;
  status: string;
  role: ProfileMemberRole;
}

/** POST auth/profile-switch: the caller must be a member; the type must be the profile's. */
export async function switchProfile(
  deps: AuthDeps,
  auth: AuthContext,
  input: { profileId: string; profileType: ProfileType },
): Promise<SwitchedProfile> {
  const [row] = await deps.db
    .select({
      id: profiles.id,
      type: profiles.type,
      name: profiles.name,
      slug: profiles.slug,
      status: profiles.status,
      role: profileMembers.role,
    })
    .from(profiles)
    .innerJoin(profileMembers, and(eq(profileMembers.profileId, profiles.id), eq(profileMembers.userId, auth.userId)))
    .where(and(eq(profiles.id, input.profileId), isNull(profiles.deletedAt)))
    .limit(1);
  if (!row) throw forbidden(authErrors.notMember, 'NOT_A_MEMBER');
  if (row.type !== input.profileType) {
    throw badRequest(`profileType says ${input.profileType} but this profile is a ${row.type}.`, 'PROFILE_TYPE_MISMATCH');
  }
  await setActiveProfile(deps.db, auth.sessionId, row.id);
  return row;
}
