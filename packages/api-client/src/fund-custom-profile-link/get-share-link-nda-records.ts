// GET api/fund-custom-profile-link/nda-records/{id}: every acceptance and signature of a link's NDA.
import type { ShareLinkNdaRecord } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { shareLinkKeys } from './keys';

export type { ShareLinkNdaRecord } from '@fundnet/validation-schema';

export function getShareLinkNdaRecords(
  profile: ActiveProfile,
  id: string,
  options?: ApiCallOptions,
): Promise<{ items: ShareLinkNdaRecord[] }> {
  return apiClient.get(`api/fund-custom-profile-link/nda-records/${encodeURIComponent(id)}`, { ...options, profile });
}

export const shareLinkNdaRecordsQueryOptions = (profile: ActiveProfile, id: string) =>
  queryOptions({
    queryKey: shareLinkKeys.scoped(profile, 'nda-records', id),
    queryFn: ({ signal }) => getShareLinkNdaRecords(profile, id, { signal }),
  });

export function useShareLinkNdaRecords(profile: ActiveProfile, id: string, config?: QueryConfig<typeof shareLinkNdaRecordsQueryOptions>) {
  return useQuery({ ...shareLinkNdaRecordsQueryOptions(profile, id), ...config });
}
