// GET api/fund-custom-profile-link/link/{id}: one share link of the active fund.
import type { ShareLink } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { shareLinkKeys } from './keys';

export function getShareLink(profile: ActiveProfile, id: string, options?: ApiCallOptions): Promise<ShareLink> {
  return apiClient.get(`api/fund-custom-profile-link/link/${encodeURIComponent(id)}`, { ...options, profile });
}

export const shareLinkQueryOptions = (profile: ActiveProfile, id: string) =>
  queryOptions({ queryKey: shareLinkKeys.scoped(profile, 'link', id), queryFn: ({ signal }) => getShareLink(profile, id, { signal }) });

export function useShareLink(profile: ActiveProfile, id: string, config?: QueryConfig<typeof shareLinkQueryOptions>) {
  return useQuery({ ...shareLinkQueryOptions(profile, id), ...config });
}
