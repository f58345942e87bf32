// GET api/profiles/{id}: one profile with its members. Profile-scoped: the call acts as that very profile.
import type { ProfileDetail, ProfileMember } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { profilesKeys } from './keys';

export type { ProfileDetail, ProfileMember };

/**
 * GET api/profiles/{id}, sending meta-profile-id / meta-profile-type of `profile` (the server answers
 * 400 when they name another profile, 403 to a non-member). Throws ApiError.
 */
export function getProfile(profile: ActiveProfile, options?: ApiCallOptions): Promise<ProfileDetail> {
  return apiClient.get<ProfileDetail>(`api/profiles/${encodeURIComponent(profile.id)}`, { ...options, profile });
}

export function profileQueryOptions(profile: ActiveProfile) {
  return queryOptions({
    queryKey: profilesKeys.scoped(profile, 'detail', profile.id),
    queryFn: ({ signal }) => getProfile(profile, { signal }),
  });
}

export function useProfile(profile: ActiveProfile, queryConfig?: QueryConfig<typeof profileQueryOptions>) {
  return useQuery({ ...profileQueryOptions(profile), ...queryConfig });
}
