// GET api/administration/stats/approvals: counts per model and status.
import type { ApprovalStats } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import { approvalsKeys } from './keys';

export type { ApprovalStats };

/** GET api/administration/stats/approvals. Throws ApiError. */
export function getApprovalStats(options?: ApiCallOptions): Promise<ApprovalStats> {
  return apiClient.get<ApprovalStats>('api/administration/stats/approvals', { profile: false, ...options });
}

export function approvalStatsQueryOptions() {
  return queryOptions({ queryKey: approvalsKeys.key('stats'), queryFn: ({ signal }) => getApprovalStats({ signal }) });
}

export function useApprovalStats(queryConfig?: QueryConfig<typeof approvalStatsQueryOptions>) {
  return useQuery({ ...approvalStatsQueryOptions(), ...queryConfig });
}
