// GET api/fund-todo?status=: the active fund's to-dos (all, open or done).
import type { FundTodoList } from '@fundnet/validation-schema';
import { useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { fundTodoKeys } from './keys';

export type { FundTodoList };
export type FundTodoStatusFilter = 'all' | 'open' | 'done';

export const getFundTodos = (profile: ActiveProfile, status: FundTodoStatusFilter = 'all', options?: ApiCallOptions) =>
  apiClient.get<FundTodoList>('api/fund-todo', { ...options, profile, searchParams: { status } });

export const useFundTodos = (profile: ActiveProfile | null, status: FundTodoStatusFilter = 'all') =>
  useQuery({
    queryKey: fundTodoKeys.scoped(profile, 'list', status),
    queryFn: ({ signal }) => getFundTodos(profile!, status, { signal }),
    enabled: profile?.type === 'fund',
  });
