import type { ProfileType } from '@fundnet/validation-schema';
import { and, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles } from './tables';

/** The ids of every live profile of the given types: billing lists who a free plan's feature reaches. */
export async function liveProfileIdsOfTypes(db: DbOrTx, types: readonly ProfileType[]): Promise<{ id: string }[]> {
  if (types.length === 0) return [];
  return db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(inArray(profiles.type, [...types]), isNull(profiles.deletedAt)));
}
