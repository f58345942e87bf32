// POST api/fund-investment-participant: create, or with `id` replace, an entry (administrators).
import type { Participant, UpsertParticipantInput } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { fundInvestmentParticipantKeys } from './keys';

export type { UpsertParticipantInput };

/** → 201 created / 200 replaced. Throws ApiError (422 fields, 404 unknown id). */
export function upsertParticipant(input: UpsertParticipantInput, options?: ApiCallOptions): Promise<Participant> {
  return apiClient.post<Participant>('api/fund-investment-participant', { profile: false, ...options, json: input });
}

export function useUpsertParticipant(mutationConfig?: MutationConfig<typeof upsertParticipant>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (input: UpsertParticipantInput) => upsertParticipant(input),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: fundInvestmentParticipantKeys.all });
      await onSuccess?.(...args);
    },
  });
}
