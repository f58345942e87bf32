// GET api/favourite?type=&skip=&take=&search=: one page of the active profile's favourites, as cards.
import type { FavouriteEntry, FavouriteList, FavouriteListQuery } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { searchParamsOf } from '../follow';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { favouriteKeys } from './keys';

export type { FavouriteEntry, FavouriteList, FavouriteListQuery };

/** Acts as `profile`. Throws ApiError. */
export function getFavourites(profile: ActiveProfile, query: FavouriteListQuery = {}, options?: ApiCallOptions): Promise<FavouriteList> {
  return apiClient.get<FavouriteList>('api/favourite', { ...options, profile, searchParams: searchParamsOf(query) });
}

export function favouritesQueryOptions(profile: ActiveProfile, query: FavouriteListQuery = {}) {
  return queryOptions({
    queryKey: favouriteKeys.scoped(profile, 'list', query),
    queryFn: ({ signal }) => getFavourites(profile, query, { signal }),
  });
}

export function useFavourites(
  profile: ActiveProfile,
  query: FavouriteListQuery = {},
  queryConfig?: QueryConfig<typeof favouritesQueryOptions>,
) {
  return useQuery({ ...favouritesQueryOptions(profile, query), ...queryConfig });
}
