// GET api/administration/approvals/{model}/{id}: one item with the diff of working vs published per section.
import type { ApprovalDetail, ApprovalModel, FieldChange } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import { approvalsKeys } from './keys';

export type { ApprovalDetail, FieldChange };

/** GET api/administration/approvals/{model}/{id}. Throws ApiError (404 for an unknown item). */
export function getApproval(model: ApprovalModel, id: string, options?: ApiCallOptions): Promise<ApprovalDetail> {
  return apiClient.get<ApprovalDetail>(`api/administration/approvals/${model}/${encodeURIComponent(id)}`, { profile: false, ...options });
}

export function approvalQueryOptions(model: ApprovalModel, id: string) {
  return queryOptions({
    queryKey: approvalsKeys.key('detail', model, id),
    queryFn: ({ signal }) => getApproval(model, id, { signal }),
  });
}

export function useApproval(model: ApprovalModel, id: string, queryConfig?: QueryConfig<typeof approvalQueryOptions>) {
  return useQuery({ ...approvalQueryOptions(model, id), ...queryConfig });
}
