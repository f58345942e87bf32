// GET api/administration/activity and activity/export: the append-only activity log (administrators).
import type { ActivityFilters, ActivityPage, AuditEntry } from '@fundnet/validation-schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { queryKeys } from '../query/query-keys';

export type { ActivityFilters, ActivityPage, AuditEntry };

/** ['audit-log', 'list', params]. */
export const auditLogKeys = queryKeys('audit-log');

export interface ActivityListParams extends ActivityFilters {
  page?: number;
  limit?: number;
}

const paramsOf = (query: object): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

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

/** The filtered view as an XLSX file (every page of it). */
export async function exportActivity(filters: ActivityFilters): Promise<Blob> {
  return (await apiClient.raw('get', 'api/administration/activity/export', { profile: false, searchParams: paramsOf(filters) })).blob();
}
