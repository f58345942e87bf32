// GET api/profile-view: visits of the active profile (totals, a series over a time filter, recent viewers).
import type { ProfileViewStats, ProfileViewStatsQuery, ProfileViewer } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { profileViewKeys } from './keys';

export type { ProfileViewStats, ProfileViewStatsQuery, ProfileViewer };

function searchParamsOf(query: ProfileViewStatsQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.timeFilter) params.timeFilter = query.timeFilter;
  if (query.interval) params.interval = query.interval;
  return params;
}

/** GET api/profile-view?timeFilter=&interval= acting as `profile` (any member role). Throws ApiError. */
export function getProfileViewStats(
  profile: ActiveProfile,
  query: ProfileViewStatsQuery = {},
  options?: ApiCallOptions,
): Promise<ProfileViewStats> {
  return apiClient.get<ProfileViewStats>('api/profile-view', { ...options, profile, searchParams: searchParamsOf(query) });
}

export function profileViewStatsQueryOptions(profile: ActiveProfile, query: ProfileViewStatsQuery = {}) {
  return queryOptions({
    queryKey: profileViewKeys.scoped(profile, 'stats', query),
    queryFn: ({ signal }) => getProfileViewStats(profile, query, { signal }),
  });
}

export function useProfileViewStats(
  profile: ActiveProfile,
  query: ProfileViewStatsQuery = {},
  queryConfig?: QueryConfig<typeof profileViewStatsQueryOptions>,
) {
  return useQuery({ ...profileViewStatsQueryOptions(profile, query), ...queryConfig });
}
