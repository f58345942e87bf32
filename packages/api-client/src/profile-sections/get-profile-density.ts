// GET api/{family}/density: weighted share of filled fields of the profile (0..100) and per-section numbers.
import type { DensityReply } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { familyPath, profileFamilyKeys } from './profile-families';

export type { DensityReply };

/** Acting as `profile` (any member role). Throws ApiError. */
export function getProfileDensity(profile: ActiveProfile, options?: ApiCallOptions): Promise<DensityReply> {
  return apiClient.get<DensityReply>(`${familyPath(profile.type)}/density`, { ...options, profile });
}

export function profileDensityQueryOptions(profile: ActiveProfile) {
  return queryOptions({
    queryKey: profileFamilyKeys[profile.type].scoped(profile, 'density'),
    queryFn: ({ signal }) => getProfileDensity(profile, { signal }),
  });
}

export function useProfileDensity(profile: ActiveProfile, queryConfig?: QueryConfig<typeof profileDensityQueryOptions>) {
  return useQuery({ ...profileDensityQueryOptions(profile), ...queryConfig });
}
