// GET api/administration/approvals/{model}: approval items of a model, newest submission first (administrators).
import type { ApprovalItem, ApprovalModel, ApprovalPage, ApprovalStatus } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import { approvalsKeys } from './keys';

export type { ApprovalItem, ApprovalModel, ApprovalPage, ApprovalStatus };

export interface ApprovalListParams {
  status?: ApprovalStatus;
  page?: number;
  /** 10, 20, 30, 40 or 50 (default 10). */
  limit?: number;
}

function searchParamsOf(query: ApprovalListParams): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.status) params.status = query.status;
  if (query.page !== undefined) params.page = String(query.page);
  if (query.limit !== undefined) params.limit = String(query.limit);
  return params;
}

/** GET api/administration/approvals/{model}?status=&page=&limit=. Throws ApiError (403 for non-administrators). */
export function getApprovals(model: ApprovalModel, query: ApprovalListParams = {}, options?: ApiCallOptions): Promise<ApprovalPage> {
  return apiClient.get<ApprovalPage>(`api/administration/approvals/${model}`, {
    profile: false,
    ...options,
    searchParams: searchParamsOf(query),
  });
}

export function approvalsQueryOptions(model: ApprovalModel, query: ApprovalListParams = {}) {
  return queryOptions({
    queryKey: approvalsKeys.key('list', model, query),
    queryFn: ({ signal }) => getApprovals(model, query, { signal }),
  });
}

export function useApprovals(
  model: ApprovalModel,
  query: ApprovalListParams = {},
  queryConfig?: QueryConfig<typeof approvalsQueryOptions>,
) {
  return useQuery({ ...approvalsQueryOptions(model, query), ...queryConfig });
}
