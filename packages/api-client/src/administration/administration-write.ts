// What the administration calls share: search params of a list, and the refresh after any write.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditLogKeys } from '../audit-log';
import { administrationKeys } from './keys';

export const paramsOf = (query: object): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

/**
 * Every write of the family refreshes the whole family (lists, details, statistics) and the activity log (each write
 * is logged). Internal to the family (not in index.ts): pages use the hook of the write they make.
 */
export function useAdministrationWrite<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: administrationKeys.all });
      await queryClient.invalidateQueries({ queryKey: auditLogKeys.all });
    },
  });
}
