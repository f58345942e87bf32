// GET api/administration/profile/context: what an administrator needs to know about a profile.
import type { ProfileContext, ProfileType } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import { administrationHelpersKeys } from './keys';

export type { ProfileContext };

/** The profile travels in the meta-profile headers (admin-target mode). Throws ApiError (404 unknown). */
export function getProfileContext(profile: { id: string; type: ProfileType }, options?: ApiCallOptions): Promise<ProfileContext> {
  return apiClient.get<ProfileContext>('api/administration/profile/context', { ...options, profile });
}

export function profileContextQueryOptions(profile: { id: string; type: ProfileType }) {
  return queryOptions({
    queryKey: administrationHelpersKeys.key('profile-context', profile.id),
    queryFn: ({ signal }) => getProfileContext(profile, { signal }),
  });
}

export function useProfileContext(
  profile: { id: string; type: ProfileType },
  queryConfig?: QueryConfig<typeof profileContextQueryOptions>,
) {
  return useQuery({ ...profileContextQueryOptions(profile), ...queryConfig });
}
