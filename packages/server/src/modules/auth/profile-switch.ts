// POST auth/profile-switch: the active profile of a session.
import type { ProfileMemberRole, ProfileType } from '@fundnet/validation-schema';
import { badRequest } from '../../lib/errors';
import { memberProfile } from '../../plugins/profile-context';
import { type AuthContext, setActiveProfile } from './sessions';
import type { AuthDeps } from './common';

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
  // The same membership lookup as every profile-scoped call (plugins/profile-context.ts), with the profile named in the body.
  const row = await memberProfile(deps.db, input.profileId, auth.userId);
  if (row.type !== input.profileType) {
    throw badRequest(`profileType says ${input.profileType} but this profile is a ${row.type}.`, 'PROFILE_TYPE_MISMATCH');
  }
  await setActiveProfile(deps.db, auth.sessionId, row.id);
  return row;
}
