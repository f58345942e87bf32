import { type ProfileType, profileSectionsMessages } from '@fundnet/validation-schema';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findProfile } from '../profiles';
import type { ProfileFamily } from './family';

/**
 * The registry of profile families (fund-info, investor-info, service-provider): which family serves each
 * profile type. The families register themselves through app.ts (`registerProfileFamily`), so the engine and
 * the modules that work on any profile (call to action, NDA, claims) never import a family module.
 */
const families = new Map<ProfileType, ProfileFamily>();

/** Registers (or replaces) the family of its profile type. */
export function registerProfileFamily(family: ProfileFamily): void {
  families.set(family.config.type, family);
}

/** The family serving a profile type. Throws when none is registered: app.ts wires every family at start-up. */
export function familyOfType(type: ProfileType): ProfileFamily {
  const family = families.get(type);
  if (!family) throw new Error(`No profile family is registered for ${type} profiles (app.ts registers them).`);
  return family;
}

/** A live profile by id (any status), with its family: 404 when there is none. Screens that take a profile id from a path use it. */
export async function profileWithFamily(db: DbOrTx, profileId: string) {
  const row = await findProfile(db, profileId);
  if (!row) throw notFound(profileSectionsMessages.profileNotFound, 'PROFILE_NOT_FOUND');
  return { profile: row, family: familyOfType(row.type) };
}
