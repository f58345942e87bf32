import type { DiscoveryItem } from '@fundnet/validation-schema';
import type { DbOrTx } from '../profiles';
import { socialFlagsFor } from '../favourite';
import type { Db } from '../../db/client';
import { toDiscoveryItem } from './dto';
import { type DiscoveryQuery, searchDiscovery } from './search';

/** One discovery page of a family: the index query, then the social flags of the page's profiles (≤ 50 ids). */
export async function discoverPage(db: Db | DbOrTx, query: DiscoveryQuery, options: { signedIn: boolean; viewerProfileId: string | null }) {
  const result = await searchDiscovery(db, query, { signedIn: options.signedIn });
  const flags = await socialFlagsFor(db as Db, {
    viewerProfileId: options.viewerProfileId,
    profileIds: result.hits.map((hit) => hit.profileId),
  });
  const cardOptions = {
    family: query.family,
    currency: query.filters.currency,
    signedIn: options.signedIn,
    withViewerFlags: options.signedIn && options.viewerProfileId !== null,
  };
  const items: DiscoveryItem[] = result.hits.map((hit) => toDiscoveryItem(hit, flags.get(hit.profileId), cardOptions));
  return {
    items,
    total: result.total,
    totalCapped: result.totalCapped,
    skip: query.filters.skip,
    take: query.filters.take,
    currency: query.filters.currency,
  };
}
