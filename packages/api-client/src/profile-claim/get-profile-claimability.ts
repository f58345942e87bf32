// GET api/profile-claim/profiles/{profileId}: whether a published profile has no owner yet, and my claim of it.
import type { ProfileClaimability } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import { profileClaimKeys } from './keys';

export type { ProfileClaimability };

/** → { profileId, claimable, websiteDomain, myClaim } (myClaim only with a token). 404 unknown or unpublished. Throws ApiError. */
export function getProfileClaimability(profileId: string, options?: ApiCallOptions): Promise<ProfileClaimability> {
  return apiClient.get<ProfileClaimability>(`api/profile-claim/profiles/${encodeURIComponent(profileId)}`, { profile: false, ...options });
}

export function profileClaimabilityQueryOptions(profileId: string) {
  return queryOptions({
    queryKey: profileClaimKeys.key('profile', profileId),
    queryFn: ({ signal }) => getProfileClaimability(profileId, { signal }),
  });
}

export function useProfileClaimability(profileId: string, queryConfig?: QueryConfig<typeof profileClaimabilityQueryOptions>) {
  return useQuery({ ...profileClaimabilityQueryOptions(profileId), ...queryConfig });
}
