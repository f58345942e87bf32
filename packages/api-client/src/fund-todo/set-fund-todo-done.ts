// PATCH api/fund-todo/{id}/done | undone: marks a to-do done, or open again (writes an activity entry).
import type { FundTodo } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { refreshAfterTodoChange } from './refresh';

export const setFundTodoDone = (profile: ActiveProfile, id: string, done: boolean, options?: ApiCallOptions) =>
  apiClient.patch<{ todo: FundTodo }>(`api/fund-todo/${id}/${done ? 'done' : 'undone'}`, { ...options, profile });

export function useSetFundTodoDone(
  profile: ActiveProfile,
  mutationConfig?: MutationConfig<(variables: { id: string; done: boolean }) => Promise<{ todo: FundTodo }>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: { id: string; done: boolean }) => setFundTodoDone(profile, variables.id, variables.done),
    onSuccess: async (...args) => {
      await refreshAfterTodoChange(queryClient);
      await onSuccess?.(...args);
    },
  });
}
