// GET api/profile-cta/public/{profileId}: the published button of a public profile.
import type { PublicCallToAction, PublicProfileCtaReply } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import { profileCtaKeys } from './keys';

export type { PublicCallToAction, PublicProfileCtaReply };

/** → { callToAction } (null: no button). 404 for profiles that are not public. Sends no profile headers. Throws ApiError. */
export function getPublicCallToAction(profileId: string, options?: ApiCallOptions): Promise<PublicProfileCtaReply> {
  return apiClient.get<PublicProfileCtaReply>(`api/profile-cta/public/${encodeURIComponent(profileId)}`, { profile: false, ...options });
}

export function publicCallToActionQueryOptions(profileId: string) {
  return queryOptions({
    queryKey: profileCtaKeys.key('public', profileId),
    queryFn: ({ signal }) => getPublicCallToAction(profileId, { signal }),
  });
}

export function usePublicCallToAction(profileId: string, queryConfig?: QueryConfig<typeof publicCallToActionQueryOptions>) {
  return useQuery({ ...publicCallToActionQueryOptions(profileId), ...queryConfig });
}
