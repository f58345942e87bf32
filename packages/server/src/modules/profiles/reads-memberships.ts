import type { ProfileMemberRole } from '@fundnet/validation-schema';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profileMembers } from './tables';

/**
 * Every membership row of a user (profile id and role), whatever the profile's state: the data-room resolver matches a
 * person against group holders by the profiles they belong to and against the fund's roles, and has always read the
 * membership rows as they are (a deleted profile's rows included). Readers that answer "may this user act on that
 * profile" use members.ts (memberRole, isMemberWithRole, membershipsOf: live profiles only).
 */
export async function membershipRowsOf(db: DbOrTx, userId: string): Promise<{ profileId: string; role: ProfileMemberRole }[]> {
  return db
    .select({ profileId: profileMembers.profileId, role: profileMembers.role })
    .from(profileMembers)
    .where(eq(profileMembers.userId, userId));
}
