// GET api/profiles/mine: every profile the user belongs to, with their role, newest first.
import type { ProfileSummary } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import { profilesKeys } from './keys';

/** GET api/profiles/mine. Throws ApiError (401 when signed out). */
export function getMyProfiles(options?: ApiCallOptions): Promise<ProfileSummary[]> {
  // The list is the user's, not the active profile's: no profile headers, and a key that is not profile-scoped.
  return apiClient.get<ProfileSummary[]>('api/profiles/mine', { profile: false, ...options });
}

export function myProfilesQueryOptions() {
  return queryOptions({
    queryKey: profilesKeys.key('mine'),
    queryFn: ({ signal }) => getMyProfiles({ signal }),
  });
}

export function useMyProfiles(queryConfig?: QueryConfig<typeof myProfilesQueryOptions>) {
  return useQuery({ ...myProfilesQueryOptions(), ...queryConfig });
}
