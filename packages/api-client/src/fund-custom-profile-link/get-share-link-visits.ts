// GET api/fund-custom-profile-link/visits/{id}: who opened a share link, and what they read.
import type { ShareLinkVisit } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { shareLinkKeys } from './keys';

export function getShareLinkVisits(profile: ActiveProfile, id: string, options?: ApiCallOptions): Promise<{ items: ShareLinkVisit[] }> {
  return apiClient.get(`api/fund-custom-profile-link/visits/${encodeURIComponent(id)}`, { ...options, profile });
}

export const shareLinkVisitsQueryOptions = (profile: ActiveProfile, id: string) =>
  queryOptions({
    queryKey: shareLinkKeys.scoped(profile, 'visits', id),
    queryFn: ({ signal }) => getShareLinkVisits(profile, id, { signal }),
  });

export function useShareLinkVisits(profile: ActiveProfile, id: string, config?: QueryConfig<typeof shareLinkVisitsQueryOptions>) {
  return useQuery({ ...shareLinkVisitsQueryOptions(profile, id), ...config });
}
