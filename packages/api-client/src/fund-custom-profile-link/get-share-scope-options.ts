// GET api/fund-custom-profile-link/scope-options: what a share link may open (sections, data rooms, track records).
import type { ShareScopeOptions } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { shareLinkKeys } from './keys';

/** The fund's track records and data rooms a link can include in its scope. */
export function getShareScopeOptions(profile: ActiveProfile, options?: ApiCallOptions): Promise<ShareScopeOptions> {
  return apiClient.get(`api/fund-custom-profile-link/scope-options`, { ...options, profile });
}

export const shareScopeOptionsQueryOptions = (profile: ActiveProfile) =>
  queryOptions({
    queryKey: shareLinkKeys.scoped(profile, 'scope-options'),
    queryFn: ({ signal }) => getShareScopeOptions(profile, { signal }),
  });

export function useShareScopeOptions(profile: ActiveProfile, config?: QueryConfig<typeof shareScopeOptionsQueryOptions>) {
  return useQuery({ ...shareScopeOptionsQueryOptions(profile), ...config });
}
