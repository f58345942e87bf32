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

/** POST api/administration/approval/approve/{model}/{id} → the decided item. 409 when already decided. Throws ApiError. */
export function approveApproval(ref: ApprovalRef, options?: ApiCallOptions): Promise<ApprovalDetail> {
  return apiClient.post<ApprovalDetail>(`api/administration/approval/approve/${ref.model}/${encodeURIComponent(ref.id)}`, {
    profile: false,
    ...options,
  });
}

/** Approves, then refreshes every approvals list, detail and the stats. */
export function useApproveApproval(mutationConfig?: MutationConfig<typeof approveApproval>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (ref: ApprovalRef) => approveApproval(ref),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: approvalsKeys.all });
      await onSuccess?.(...args);
    },
  });
}
