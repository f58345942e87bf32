// GET api/fund-info/public/{slug}: a published fund as the public sees it (NDA sections unlocked for the active profile).
import type { PublicFund, PublicSection } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { fundInfoKeys } from './keys';

export type { PublicFund, PublicSection };

/**
 * GET api/fund-info/public/{slug}. `viewer`: the profile whose NDA unlocks apply (default: the active
 * profile; null for none). 404 for drafts and funds waiting for approval. Throws ApiError.
 */
export function getPublicFund(slug: string, viewer?: ActiveProfile | null, options?: ApiCallOptions): Promise<PublicFund> {
  return apiClient.get<PublicFund>(`api/fund-info/public/${encodeURIComponent(slug)}`, {
    ...options,
    ...(viewer === undefined ? {} : { profile: viewer ?? false }),
  });
}

export function publicFundQueryOptions(slug: string, viewer: ActiveProfile | null) {
  return queryOptions({
    queryKey: fundInfoKeys.scoped(viewer, 'public', slug),
    queryFn: ({ signal }) => getPublicFund(slug, viewer, { signal }),
  });
}

export function usePublicFund(slug: string, viewer: ActiveProfile | null, queryConfig?: QueryConfig<typeof publicFundQueryOptions>) {
  return useQuery({ ...publicFundQueryOptions(slug, viewer), ...queryConfig });
}
