// DELETE api/fund-todo/{id}: deletes a to-do of the active fund.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { refreshAfterTodoChange } from './refresh';

export const deleteFundTodo = (profile: ActiveProfile, id: string, options?: ApiCallOptions) =>
  apiClient.delete<void>(`api/fund-todo/${id}`, { ...options, profile });

export function useDeleteFundTodo(profile: ActiveProfile, mutationConfig?: MutationConfig<(variables: string) => Promise<void>>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: string) => deleteFundTodo(profile, variables),
    onSuccess: async (...args) => {
      await refreshAfterTodoChange(queryClient);
      await onSuccess?.(...args);
    },
  });
}
