// GET api/fund-request-access/{id}: one access request of the active fund.
import type { RequestAccess } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { requestAccessKeys } from './keys';

export function getAccessRequest(profile: ActiveProfile, id: string, options?: ApiCallOptions): Promise<RequestAccess> {
  return apiClient.get(`api/fund-request-access/${encodeURIComponent(id)}`, { ...options, profile });
}

export const accessRequestQueryOptions = (profile: ActiveProfile, id: string) =>
  queryOptions({
    queryKey: requestAccessKeys.scoped(profile, 'detail', id),
    queryFn: ({ signal }) => getAccessRequest(profile, id, { signal }),
  });

export function useAccessRequest(profile: ActiveProfile, id: string, config?: QueryConfig<typeof accessRequestQueryOptions>) {
  return useQuery({ ...accessRequestQueryOptions(profile, id), ...config });
}
