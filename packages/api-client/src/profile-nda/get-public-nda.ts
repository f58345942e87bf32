// GET api/profile-nda/public/{profileId}: the NDA a visitor reads before accepting it.
import type { PublicNdaReply } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { profileNdaKeys } from './keys';

export type { PublicNdaReply };

/**
 * → { requireNda, sections, nda (null: the standard terms), standardText, accepted }. Signed in; `viewer` is the
 * profile whose acceptance `accepted` shows (null: none). 404 for profiles that are not public. Throws ApiError.
 */
export function getPublicNda(profileId: string, viewer: ActiveProfile | null, options?: ApiCallOptions): Promise<PublicNdaReply> {
  return apiClient.get<PublicNdaReply>(`api/profile-nda/public/${encodeURIComponent(profileId)}`, { ...options, profile: viewer ?? false });
}

export function publicNdaQueryOptions(profileId: string, viewer: ActiveProfile | null) {
  return queryOptions({
    queryKey: profileNdaKeys.scoped(viewer, 'public', profileId),
    queryFn: ({ signal }) => getPublicNda(profileId, viewer, { signal }),
  });
}

export function usePublicNda(profileId: string, viewer: ActiveProfile | null, queryConfig?: QueryConfig<typeof publicNdaQueryOptions>) {
  return useQuery({ ...publicNdaQueryOptions(profileId, viewer), ...queryConfig });
}
