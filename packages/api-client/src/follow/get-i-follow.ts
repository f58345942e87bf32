// GET api/follow/iFollow?profileId=: whether the active profile follows a profile (and it follows back).
import type { IFollowReply } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { followKeys } from './keys';

export type { IFollowReply };

/** Acts as `profile`. Throws ApiError. */
export function getIFollow(profile: ActiveProfile, profileId: string, options?: ApiCallOptions): Promise<IFollowReply> {
  return apiClient.get<IFollowReply>('api/follow/iFollow', { ...options, profile, searchParams: { profileId } });
}

export function iFollowQueryOptions(profile: ActiveProfile, profileId: string) {
  return queryOptions({
    queryKey: followKeys.scoped(profile, 'i-follow', profileId),
    queryFn: ({ signal }) => getIFollow(profile, profileId, { signal }),
  });
}

export function useIFollow(profile: ActiveProfile, profileId: string, queryConfig?: QueryConfig<typeof iFollowQueryOptions>) {
  return useQuery({ ...iFollowQueryOptions(profile, profileId), ...queryConfig });
}
