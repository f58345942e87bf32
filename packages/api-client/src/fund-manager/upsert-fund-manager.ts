// POST api/fund-manager: create, or with `id` replace, an entry (administrators).
import type { FundManager, UpsertFundManagerInput } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { fundManagerKeys } from './keys';

export type { UpsertFundManagerInput };

/** → 201 created / 200 replaced. Throws ApiError (422 fields, 404 unknown id). */
export function upsertFundManager(input: UpsertFundManagerInput, options?: ApiCallOptions): Promise<FundManager> {
  return apiClient.post<FundManager>('api/fund-manager', { profile: false, ...options, json: input });
}

export function useUpsertFundManager(mutationConfig?: MutationConfig<typeof upsertFundManager>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (input: UpsertFundManagerInput) => upsertFundManager(input),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: fundManagerKeys.all });
      await onSuccess?.(...args);
    },
  });
}
