import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profileNdaVersions } from './tables';

/** The latest NDA version the profile published, or null (the standard terms): access-policy compares visitors' with it. */
export async function latestNdaVersion(db: DbOrTx, profileId: string): Promise<number | null> {
  const [row] = await db
    .select({ version: profileNdaVersions.version })
    .from(profileNdaVersions)
    .where(eq(profileNdaVersions.profileId, profileId))
    .orderBy(desc(profileNdaVersions.version))
    .limit(1);
  return row?.version ?? null;
}
