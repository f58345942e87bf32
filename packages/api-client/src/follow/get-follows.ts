// GET api/follow?list=&skip=&take=&search=: one page of the active profile's followers or followed profiles.
import type { FollowEntry, FollowList, FollowListName, FollowListQuery } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { followKeys } from './keys';

export type { FollowEntry, FollowList, FollowListName, FollowListQuery };

/** Only the parameters that are set (empty ones would fail validation or mean "no filter" anyway). */
export const searchParamsOf = (query: Record<string, string | number | null | undefined>) =>
  Object.fromEntries(
    Object.entries(query)
      .filter((entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== undefined && entry[1] !== '')
      .map(([key, value]) => [key, String(value)]),
  );

/** Acts as `profile`. Throws ApiError. */
export function getFollows(profile: ActiveProfile, query: FollowListQuery = {}, options?: ApiCallOptions): Promise<FollowList> {
  return apiClient.get<FollowList>('api/follow', { ...options, profile, searchParams: searchParamsOf(query) });
}

export function followsQueryOptions(profile: ActiveProfile, query: FollowListQuery = {}) {
  return queryOptions({
    queryKey: followKeys.scoped(profile, 'list', query),
    queryFn: ({ signal }) => getFollows(profile, query, { signal }),
  });
}

export function useFollows(profile: ActiveProfile, query: FollowListQuery = {}, queryConfig?: QueryConfig<typeof followsQueryOptions>) {
  return useQuery({ ...followsQueryOptions(profile, query), ...queryConfig });
}
