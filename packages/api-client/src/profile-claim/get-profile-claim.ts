// GET api/profile-claim/{claimId}: one of my claims, with the profile it is about (/claimFinalStep).
import type { ClaimedProfile, ProfileClaim, ProfileClaimStatus } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import { profileClaimKeys } from './keys';

export type { ClaimedProfile, ProfileClaimStatus };

/** → the claim; 404 for an unknown claim or someone else's. Throws ApiError. */
export function getProfileClaim(claimId: string, options?: ApiCallOptions): Promise<ProfileClaim> {
  return apiClient.get<ProfileClaim>(`api/profile-claim/${encodeURIComponent(claimId)}`, { profile: false, ...options });
}

export function profileClaimQueryOptions(claimId: string) {
  return queryOptions({
    queryKey: profileClaimKeys.key('claim', claimId),
    queryFn: ({ signal }) => getProfileClaim(claimId, { signal }),
  });
}

export function useProfileClaim(claimId: string, queryConfig?: QueryConfig<typeof profileClaimQueryOptions>) {
  return useQuery({ ...profileClaimQueryOptions(claimId), ...queryConfig });
}
