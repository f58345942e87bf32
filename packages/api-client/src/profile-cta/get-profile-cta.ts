// GET api/profile-cta: the call to action of the active profile (Call To Action Settings).
import type { ProfileCtaReply } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { profileCtaKeys } from './keys';

export type { ProfileCtaReply };

/** → { section (working, published, pending or declined item), suggestions }. Any member role. Throws ApiError. */
export function getProfileCta(profile: ActiveProfile, options?: ApiCallOptions): Promise<ProfileCtaReply> {
  return apiClient.get<ProfileCtaReply>('api/profile-cta', { ...options, profile });
}

export function profileCtaQueryOptions(profile: ActiveProfile) {
  return queryOptions({
    queryKey: profileCtaKeys.scoped(profile, 'settings'),
    queryFn: ({ signal }) => getProfileCta(profile, { signal }),
  });
}

export function useProfileCta(profile: ActiveProfile, queryConfig?: QueryConfig<typeof profileCtaQueryOptions>) {
  return useQuery({ ...profileCtaQueryOptions(profile), ...queryConfig });
}
