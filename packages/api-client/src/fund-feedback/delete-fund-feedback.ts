// DELETE api/fund-feedback/{id}: the active investor deletes feedback they gave.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { fundFeedbackKeys } from './keys';

export const deleteFundFeedback = (profile: ActiveProfile, id: string, options?: ApiCallOptions) =>
  apiClient.delete<void>(`api/fund-feedback/${id}`, { ...options, profile });

export function useDeleteFundFeedback(profile: ActiveProfile, mutationConfig?: MutationConfig<(variables: string) => Promise<void>>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: string) => deleteFundFeedback(profile, variables),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: fundFeedbackKeys.all });
      await onSuccess?.(...args);
    },
  });
}
