// POST api/content: create, or with `id` replace, an entry (administrators).
import type { ContentEntry, UpsertContentInput } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { contentKeys } from './keys';

export type { UpsertContentInput };

/** → 201 created / 200 replaced. Throws ApiError (422 fields, 404 unknown id). */
export function upsertContentEntry(input: UpsertContentInput, options?: ApiCallOptions): Promise<ContentEntry> {
  return apiClient.post<ContentEntry>('api/content', { profile: false, ...options, json: input });
}

export function useUpsertContentEntry(mutationConfig?: MutationConfig<typeof upsertContentEntry>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (input: UpsertContentInput) => upsertContentEntry(input),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: contentKeys.all });
      await onSuccess?.(...args);
    },
  });
}
