// PUT api/fund-todo/{id}: edits a to-do of the active fund.
import type { FundTodo, FundTodoInput } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { refreshAfterTodoChange } from './refresh';

export const updateFundTodo = (profile: ActiveProfile, id: string, input: FundTodoInput, options?: ApiCallOptions) =>
  apiClient.put<{ todo: FundTodo }>(`api/fund-todo/${id}`, { ...options, profile, json: input });

export function useUpdateFundTodo(
  profile: ActiveProfile,
  mutationConfig?: MutationConfig<(variables: { id: string; input: FundTodoInput }) => Promise<{ todo: FundTodo }>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: { id: string; input: FundTodoInput }) => updateFundTodo(profile, variables.id, variables.input),
    onSuccess: async (...args) => {
      await refreshAfterTodoChange(queryClient);
      await onSuccess?.(...args);
    },
  });
}
