// GET api/{family}: the profile as its members see it (working copies, approval items, settings), for all three families.
import type { ProfileOwnerView } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { familyPath, profileFamilyKeys } from './profile-families';

export type { ProfileOwnerView };

/** Acting as `profile` (any member role); its type picks the family. Throws ApiError. */
export function getProfileInfo(profile: ActiveProfile, options?: ApiCallOptions): Promise<ProfileOwnerView> {
  return apiClient.get<ProfileOwnerView>(familyPath(profile.type), { ...options, profile });
}

export function profileInfoQueryOptions(profile: ActiveProfile) {
  return queryOptions({
    queryKey: profileFamilyKeys[profile.type].scoped(profile, 'owner-view'),
    queryFn: ({ signal }) => getProfileInfo(profile, { signal }),
  });
}

export function useProfileInfo(profile: ActiveProfile, queryConfig?: QueryConfig<typeof profileInfoQueryOptions>) {
  return useQuery({ ...profileInfoQueryOptions(profile), ...queryConfig });
}
