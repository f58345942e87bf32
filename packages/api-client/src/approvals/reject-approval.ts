// POST api/administration/approval/reject/{model}/{id} {reason, message}: declines; the published copy stays.
import type { ApprovalDetail, RejectApprovalInput } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ApprovalRef } from './approve-approval';
import { approvalsKeys } from './keys';

export type { RejectApprovalInput };
export type RejectApprovalParams = ApprovalRef & RejectApprovalInput;

/**
 * POST api/administration/approval/reject/{model}/{id}. 422 'Reject reason is required' /
 * 'Reject message is required'; 409 when already decided. Throws ApiError.
 */
export function rejectApproval(params: RejectApprovalParams, options?: ApiCallOptions): Promise<ApprovalDetail> {
  const { model, id, reason, message } = params;
  return apiClient.post<ApprovalDetail>(`api/administration/approval/reject/${model}/${encodeURIComponent(id)}`, {
    profile: false,
    ...options,
    json: { reason, message },
  });
}

/** Rejects, then refreshes every approvals list, detail and the stats. */
export function useRejectApproval(mutationConfig?: MutationConfig<typeof rejectApproval>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (params: RejectApprovalParams) => rejectApproval(params),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: approvalsKeys.all });
      await onSuccess?.(...args);
    },
  });
}
