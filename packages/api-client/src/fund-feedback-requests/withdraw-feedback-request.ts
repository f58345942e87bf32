// DELETE api/fund-feedback-requests/{id}: the active fund withdraws a request.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { fundFeedbackRequestKeys } from './keys';

export const withdrawFeedbackRequest = (profile: ActiveProfile, id: string, options?: ApiCallOptions) =>
  apiClient.delete<void>(`api/fund-feedback-requests/${id}`, { ...options, profile });

export function useWithdrawFeedbackRequest(profile: ActiveProfile, mutationConfig?: MutationConfig<(variables: string) => Promise<void>>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: string) => withdrawFeedbackRequest(profile, variables),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: fundFeedbackRequestKeys.all });
      await onSuccess?.(...args);
    },
  });
}
