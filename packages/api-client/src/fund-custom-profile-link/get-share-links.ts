// GET api/fund-custom-profile-link/list: the active fund's share links.
import type {
  CreateShareLinkInput,
  ScopedProfile,
  ShareLink,
  ShareLinkInterest,
  ShareLinkStatus,
  ShareLinkVisit,
  ShareScopeOptions,
  ShareScopeResource,
} from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { shareLinkKeys } from './keys';

export type {
  CreateShareLinkInput,
  ScopedProfile,
  ShareLink,
  ShareLinkInterest,
  ShareLinkStatus,
  ShareLinkVisit,
  ShareScopeOptions,
  ShareScopeResource,
};

export function getShareLinks(profile: ActiveProfile, options?: ApiCallOptions): Promise<{ items: ShareLink[] }> {
  return apiClient.get(`api/fund-custom-profile-link/list`, { ...options, profile });
}

export const shareLinksQueryOptions = (profile: ActiveProfile) =>
  queryOptions({ queryKey: shareLinkKeys.scoped(profile, 'list'), queryFn: ({ signal }) => getShareLinks(profile, { signal }) });

export function useShareLinks(profile: ActiveProfile, config?: QueryConfig<typeof shareLinksQueryOptions>) {
  return useQuery({ ...shareLinksQueryOptions(profile), ...config });
}
