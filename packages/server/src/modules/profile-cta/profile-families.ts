import { and, eq, isNull } from 'drizzle-orm';
import { type ProfileType, profileSectionsMessages } from '@fundnet/validation-schema';
import type { DbOrTx } from '../profiles/service';
import { profiles } from '../profiles/tables';
import { fundFamily } from '../fund-info/service';
import { investorFamily } from '../investor-info/sections';
import type { ProfileFamily } from '../profile-sections/family';
import { providerFamily } from '../service-provider/sections';
import { notFound } from '../../lib/errors';

/** The profile family (fund-info, investor-info, service-provider) serving each profile type. */
export const familyOfType: Readonly<Record<ProfileType, ProfileFamily>> = {
  fund: fundFamily,
  investor: investorFamily,
  serviceProvider: providerFamily,
};

/** A live profile by id (any status), with its family: 404 when there is none. Screens that take a profile id from a path use it. */
export async function profileWithFamily(db: DbOrTx, profileId: string) {
  const [row] = await db
    .select({ id: profiles.id, type: profiles.type, name: profiles.name, slug: profiles.slug, status: profiles.status })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), isNull(profiles.deletedAt)))
    .limit(1);
  if (!row) throw notFound(profileSectionsMessages.profileNotFound, 'PROFILE_NOT_FOUND');
  return { profile: row, family: familyOfType[row.type] };
}
