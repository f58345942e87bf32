// api/fund-todo: the active fund's to-dos (list, create, edit, mark done / undone, delete).
import type { FundTodo, FundTodoInput, FundTodoList } from '@fundnet/validation-schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { queryKeys } from '../query/query-keys';
import type { ActiveProfile } from '../session/session-store';

export type { FundTodo, FundTodoInput, FundTodoList };
export type FundTodoStatusFilter = 'all' | 'open' | 'done';

export const fundTodoKeys = queryKeys('fund-todo');

export const getFundTodos = (profile: ActiveProfile, status: FundTodoStatusFilter = 'all', options?: ApiCallOptions) =>
  apiClient.get<FundTodoList>('api/fund-todo', { ...options, profile, searchParams: { status } });

export const fundTodoCalls = {
  create: (profile: ActiveProfile, input: FundTodoInput) => apiClient.post<{ todo: FundTodo }>('api/fund-todo', { profile, json: input }),
  update: (profile: ActiveProfile, id: string, input: FundTodoInput) =>
    apiClient.put<{ todo: FundTodo }>(`api/fund-todo/${id}`, { profile, json: input }),
  setDone: (profile: ActiveProfile, id: string, done: boolean) =>
    apiClient.patch<{ todo: FundTodo }>(`api/fund-todo/${id}/${done ? 'done' : 'undone'}`, { profile }),
  remove: (profile: ActiveProfile, id: string) => apiClient.delete<void>(`api/fund-todo/${id}`, { profile }),
};

export const useFundTodos = (profile: ActiveProfile | null, status: FundTodoStatusFilter = 'all') =>
  useQuery({
    queryKey: fundTodoKeys.scoped(profile, 'list', status),
    queryFn: ({ signal }) => getFundTodos(profile!, status, { signal }),
    enabled: profile?.type === 'fund',
  });

/** Any write of the family; refreshes the to-dos and the activity log (marking done writes an entry). */
export function useFundTodoMutation<I, R>(fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: fundTodoKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['fund-activity-summary'] });
    },
  });
}
