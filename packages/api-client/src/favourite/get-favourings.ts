// GET api/favourite/favourings: how many profiles favourite the active profile (counts only: favourites are private).
import type { FavouringsReply } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { favouriteKeys } from './keys';

export type { FavouringsReply };

/** Acts as `profile`. Throws ApiError. */
export function getFavourings(profile: ActiveProfile, options?: ApiCallOptions): Promise<FavouringsReply> {
  return apiClient.get<FavouringsReply>('api/favourite/favourings', { ...options, profile });
}

export function favouringsQueryOptions(profile: ActiveProfile) {
  return queryOptions({
    queryKey: favouriteKeys.scoped(profile, 'favourings'),
    queryFn: ({ signal }) => getFavourings(profile, { signal }),
  });
}

export function useFavourings(profile: ActiveProfile, queryConfig?: QueryConfig<typeof favouringsQueryOptions>) {
  return useQuery({ ...favouringsQueryOptions(profile), ...queryConfig });
}
