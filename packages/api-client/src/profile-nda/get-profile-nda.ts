// GET api/profile-nda: the NDA of the active profile and who accepted it.
import type { NdaAcceptance, NdaFile, NdaVersion, ProfileNdaReply } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { profileNdaKeys } from './keys';

export type { NdaAcceptance, NdaFile, NdaVersion, ProfileNdaReply };

/** → { requireNda, sections, nda (null: the standard terms), standardText, acceptances }. Any member role. Throws ApiError. */
export function getProfileNda(profile: ActiveProfile, options?: ApiCallOptions): Promise<ProfileNdaReply> {
  return apiClient.get<ProfileNdaReply>('api/profile-nda', { ...options, profile });
}

export function profileNdaQueryOptions(profile: ActiveProfile) {
  return queryOptions({
    queryKey: profileNdaKeys.scoped(profile, 'settings'),
    queryFn: ({ signal }) => getProfileNda(profile, { signal }),
  });
}

export function useProfileNda(profile: ActiveProfile, queryConfig?: QueryConfig<typeof profileNdaQueryOptions>) {
  return useQuery({ ...profileNdaQueryOptions(profile), ...queryConfig });
}
