// POST api/administration/approvals/{model}: the admin screen's filtered search (statuses, profile, section, name, dates).
import type { ApprovalModel, ApprovalPage, ApprovalSearchInput, ApprovalSearchParams } from '@fundnet/validation-schema';
import { queryOptions } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { approvalsKeys } from './keys';

/** ApprovalSearchParams: the search form's values (every field optional; section 'profile' = whole-profile submissions). */
export type { ApprovalSearchInput, ApprovalSearchParams };

/** POST api/administration/approvals/{model} with the search in the body. A read: it never changes anything. Throws ApiError. */
export function searchApprovals(model: ApprovalModel, body: ApprovalSearchParams = {}, options?: ApiCallOptions): Promise<ApprovalPage> {
  return apiClient.post<ApprovalPage>(`api/administration/approvals/${model}`, { profile: false, ...options, json: body });
}

export function searchApprovalsQueryOptions(model: ApprovalModel, body: ApprovalSearchParams = {}) {
  return queryOptions({
    queryKey: approvalsKeys.key('search', model, body),
    queryFn: ({ signal }) => searchApprovals(model, body, { signal }),
  });
}
