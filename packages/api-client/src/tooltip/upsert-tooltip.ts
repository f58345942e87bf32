// POST api/tooltip: create, or with `id` replace, an entry (administrators).
import type { Tooltip, UpsertTooltipInput } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { tooltipKeys } from './keys';

export type { UpsertTooltipInput };

/** → 201 created / 200 replaced. Throws ApiError (422 fields, 404 unknown id). */
export function upsertTooltip(input: UpsertTooltipInput, options?: ApiCallOptions): Promise<Tooltip> {
  return apiClient.post<Tooltip>('api/tooltip', { profile: false, ...options, json: input });
}

export function useUpsertTooltip(mutationConfig?: MutationConfig<typeof upsertTooltip>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (input: UpsertTooltipInput) => upsertTooltip(input),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: tooltipKeys.all });
      await onSuccess?.(...args);
    },
  });
}
