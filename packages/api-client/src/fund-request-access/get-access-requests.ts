// GET api/fund-request-access?status=: the active fund's access requests, and how many wait.
import type { RequestAccess, RequestAccessStatus } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { requestAccessKeys } from './keys';

export type { RequestAccess, RequestAccessStatus };
export type RequestAccessList = { items: RequestAccess[]; pending: number };

export function getAccessRequests(
  profile: ActiveProfile,
  status: RequestAccessStatus | 'all' = 'all',
  options?: ApiCallOptions,
): Promise<RequestAccessList> {
  return apiClient.get('api/fund-request-access', { ...options, profile, searchParams: { status } });
}

export const accessRequestsQueryOptions = (profile: ActiveProfile, status: RequestAccessStatus | 'all' = 'all') =>
  queryOptions({
    queryKey: requestAccessKeys.scoped(profile, 'list', status),
    queryFn: ({ signal }) => getAccessRequests(profile, status, { signal }),
  });

export function useAccessRequests(
  profile: ActiveProfile,
  status: RequestAccessStatus | 'all' = 'all',
  config?: QueryConfig<typeof accessRequestsQueryOptions>,
) {
  return useQuery({ ...accessRequestsQueryOptions(profile, status), ...config });
}
