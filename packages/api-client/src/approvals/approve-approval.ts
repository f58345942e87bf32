// POST api/administration/approval/approve/{model}/{id}: publishes the section (or the whole profile).
import type { ApprovalDetail, ApprovalModel } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { approvalsKeys } from './keys';

export interface ApprovalRef {
  model: ApprovalModel;
  id: string;
}

export interface ApproveApprovalRef extends ApprovalRef {
  /** The detail's `reviewVersion`: the approval is refused (409 CHANGED_SINCE_REVIEW) if the proposal changed since. */
  reviewVersion?: string;
}

/**
 * POST api/administration/approval/approve/{model}/{id} → the decided item. 409 ALREADY_DECIDED, or
 * CHANGED_SINCE_REVIEW when `reviewVersion` no longer matches. Throws ApiError.
 */
export function approveApproval(ref: ApproveApprovalRef, options?: ApiCallOptions): Promise<ApprovalDetail> {
  return apiClient.post<ApprovalDetail>(`api/administration/approval/approve/${ref.model}/${encodeURIComponent(ref.id)}`, {
    profile: false,
    ...options,
    json: ref.reviewVersion === undefined ? {} : { reviewVersion: ref.reviewVersion },
  });
}

/**
 * Approves, then refreshes every approvals list, detail and the stats; also after a refusal, so a proposal edited
 * since the review shows its new version at once.
 */
export function useApproveApproval(mutationConfig?: MutationConfig<typeof approveApproval>) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (ref: ApproveApprovalRef) => approveApproval(ref),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: approvalsKeys.all });
      await onSuccess?.(...args);
    },
    onError: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: approvalsKeys.all });
      await onError?.(...args);
    },
  });
}
