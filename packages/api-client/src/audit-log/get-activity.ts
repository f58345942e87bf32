// GET api/administration/activity: one page of the append-only activity log (administrators).
import type { ActivityFilters, ActivityPage, AuditEntry } from '@fundnet/validation-schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { type ActivityListParams, paramsOf } from './activity-params';
import { auditLogKeys } from './keys';

export type { ActivityFilters, ActivityPage, AuditEntry };

export function getActivity(query: ActivityListParams, options?: ApiCallOptions): Promise<ActivityPage> {
  return apiClient.get<ActivityPage>('api/administration/activity', { profile: false, ...options, searchParams: paramsOf(query) });
}

export function useActivity(query: ActivityListParams) {
  return useQuery({
    queryKey: auditLogKeys.key('list', query),
    queryFn: ({ signal }) => getActivity(query, { signal }),
    placeholderData: keepPreviousData,
  });
}
