// GET api/profile-subscriber: subscribers (followers) of the active profile with new subscribers per interval.
import type { ProfileSubscriber, ProfileSubscriberList, ProfileSubscriberListQuery } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { profileSubscriberKeys } from './keys';

export type { ProfileSubscriber, ProfileSubscriberList, ProfileSubscriberListQuery };

const searchParamsOf = (query: ProfileSubscriberListQuery) =>
  Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));

/** GET api/profile-subscriber?sortBy=&sortOrder=&timeFrom=&timeTo=&interval= acting as `profile`. Throws ApiError. */
export function getProfileSubscribers(
  profile: ActiveProfile,
  query: ProfileSubscriberListQuery = {},
  options?: ApiCallOptions,
): Promise<ProfileSubscriberList> {
  return apiClient.get<ProfileSubscriberList>('api/profile-subscriber', { ...options, profile, searchParams: searchParamsOf(query) });
}

export function profileSubscribersQueryOptions(profile: ActiveProfile, query: ProfileSubscriberListQuery = {}) {
  return queryOptions({
    queryKey: profileSubscriberKeys.scoped(profile, 'list', query),
    queryFn: ({ signal }) => getProfileSubscribers(profile, query, { signal }),
  });
}

export function useProfileSubscribers(
  profile: ActiveProfile,
  query: ProfileSubscriberListQuery = {},
  queryConfig?: QueryConfig<typeof profileSubscribersQueryOptions>,
) {
  return useQuery({ ...profileSubscribersQueryOptions(profile, query), ...queryConfig });
}
