import { type FeatureFlag, type FeatureFlagKey, featureFlagCatalogue, featureFlagKeys } from '@fundnet/validation-schema';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { flagChanged } from './extensions';
import { featureFlags } from './tables';

/** Every flag of the catalogue with its stored value, else its default. */
export async function listFlags(db: DbOrTx): Promise<FeatureFlag[]> {
  const rows = await db.select().from(featureFlags);
  const stored = new Map(rows.map((row) => [row.key, row]));
  return featureFlagKeys.map((key) => {
    const row = stored.get(key);
    const entry = featureFlagCatalogue[key];
    return {
      key,
      label: entry.label,
      description: entry.description,
      enabled: row?.enabled ?? entry.default,
      updatedAt: row ? row.updatedAt.toISOString() : null,
    };
  });
}

export async function setFlag(db: DbOrTx, key: FeatureFlagKey, enabled: boolean, userId: string): Promise<FeatureFlag> {
  await db
    .insert(featureFlags)
    .values({ key, enabled, updatedBy: userId, updatedAt: new Date() })
    .onConflictDoUpdate({ target: featureFlags.key, set: { enabled, updatedBy: userId, updatedAt: new Date() } });
  // Also when the value is unchanged: switching a flag again is how an administrator has what depends on it rebuilt.
  await flagChanged(db, { key, enabled });
  return (await listFlags(db)).find((flag) => flag.key === key)!;
}

/** A stored flag, else its default (the one read of a flag's value; areas call it as isFeatureEnabled). */
export async function flagEnabled(db: DbOrTx, key: FeatureFlagKey): Promise<boolean> {
  const [row] = await db.select({ enabled: featureFlags.enabled }).from(featureFlags).where(eq(featureFlags.key, key)).limit(1);
  return row?.enabled ?? featureFlagCatalogue[key].default;
}
