// POST api/fund-todo: a new to-do of the active fund.
import type { FundTodo, FundTodoInput } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { refreshAfterTodoChange } from './refresh';

export type { FundTodo, FundTodoInput };

export const createFundTodo = (profile: ActiveProfile, input: FundTodoInput, options?: ApiCallOptions) =>
  apiClient.post<{ todo: FundTodo }>('api/fund-todo', { ...options, profile, json: input });

export function useCreateFundTodo(
  profile: ActiveProfile,
  mutationConfig?: MutationConfig<(variables: FundTodoInput) => Promise<{ todo: FundTodo }>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: FundTodoInput) => createFundTodo(profile, variables),
    onSuccess: async (...args) => {
      await refreshAfterTodoChange(queryClient);
      await onSuccess?.(...args);
    },
  });
}
