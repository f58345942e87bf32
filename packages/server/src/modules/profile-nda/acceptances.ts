import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../profiles';
import { type ProfileNdaAcceptanceRow, type ProfileNdaVersionRow, profileNdaAcceptances, profileNdaVersions } from './tables';

/**
 * The NDA versions and acceptances primitives, free of the families (the engine's per-section unlock
 * records its acceptance through them without importing this module's services).
 */

/** The current NDA of a profile: its latest version (none: the standard terms apply). */
export async function currentNdaVersion(db: DbOrTx, profileId: string): Promise<ProfileNdaVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(profileNdaVersions)
    .where(eq(profileNdaVersions.profileId, profileId))
    .orderBy(desc(profileNdaVersions.version))
    .limit(1);
  return row;
}

/** The latest acceptance of `profileId`'s NDA by `viewerProfileId`. */
export async function latestAcceptance(
  db: DbOrTx,
  profileId: string,
  viewerProfileId: string,
): Promise<ProfileNdaAcceptanceRow | undefined> {
  const [row] = await db
    .select()
    .from(profileNdaAcceptances)
    .where(and(eq(profileNdaAcceptances.profileId, profileId), eq(profileNdaAcceptances.viewerProfileId, viewerProfileId)))
    .orderBy(desc(profileNdaAcceptances.acceptedAt))
    .limit(1);
  return row;
}

/**
 * Records that `viewerProfileId` (by `userId`) accepted the current NDA of `profileId` for `sections`,
 * unless an acceptance of that same version already covers them: accepting again changes nothing.
 * Returns the acceptance and whether it is new.
 */
export async function recordNdaAcceptance(
  db: DbOrTx,
  input: { profileId: string; viewerProfileId: string; userId: string; sections: readonly string[]; version?: number | null },
): Promise<{ acceptance: ProfileNdaAcceptanceRow; created: boolean }> {
  const version = input.version !== undefined ? input.version : ((await currentNdaVersion(db, input.profileId))?.version ?? null);
  const earlier = await db
    .select()
    .from(profileNdaAcceptances)
    .where(and(eq(profileNdaAcceptances.profileId, input.profileId), eq(profileNdaAcceptances.viewerProfileId, input.viewerProfileId)))
    .orderBy(desc(profileNdaAcceptances.acceptedAt));
  const covered = new Set(earlier.filter((row) => row.version === version).flatMap((row) => row.sections));
  const latestOfVersion = earlier.find((row) => row.version === version);
  if (latestOfVersion && input.sections.every((section) => covered.has(section))) return { acceptance: latestOfVersion, created: false };
  const [acceptance] = await db
    .insert(profileNdaAcceptances)
    .values({
      profileId: input.profileId,
      viewerProfileId: input.viewerProfileId,
      userId: input.userId,
      version,
      sections: [...new Set(input.sections)].sort(),
    })
    .returning();
  return { acceptance: acceptance!, created: true };
}
