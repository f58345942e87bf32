// GET api/fund-custom-profile-link/preview/{id}: the profile as the link's visitors see it.
import type { ScopedProfile } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { shareLinkKeys } from './keys';

export function previewShareLink(profile: ActiveProfile, id: string, options?: ApiCallOptions): Promise<ScopedProfile> {
  return apiClient.get(`api/fund-custom-profile-link/preview/${encodeURIComponent(id)}`, { ...options, profile });
}

export const shareLinkPreviewQueryOptions = (profile: ActiveProfile, id: string) =>
  queryOptions({
    queryKey: shareLinkKeys.scoped(profile, 'preview', id),
    queryFn: ({ signal }) => previewShareLink(profile, id, { signal }),
  });

export function useShareLinkPreview(profile: ActiveProfile, id: string, config?: QueryConfig<typeof shareLinkPreviewQueryOptions>) {
  return useQuery({ ...shareLinkPreviewQueryOptions(profile, id), ...config });
}
