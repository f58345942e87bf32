import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../profiles';
import { profileNdaVersions } from './tables';

/** The profile's latest NDA version (its text and document key), or null when it uses the standard terms. */
export async function currentNda(db: DbOrTx, profileId: string) {
  const [row] = await db
    .select()
    .from(profileNdaVersions)
    .where(eq(profileNdaVersions.profileId, profileId))
    .orderBy(desc(profileNdaVersions.version))
    .limit(1);
  return row ?? null;
}
