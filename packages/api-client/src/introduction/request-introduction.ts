// POST api/introduction: the profile acted as asks to be introduced to a profile of another kind.
import type { Introduction, RequestIntroductionFormValues } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { introductionKeys } from './keys';

export type { RequestIntroductionFormValues };

/** → 201 the request. 409 already asked or introduced, 429 daily limit, 422 (REFERENCE_NOT_FOUND on the target's field when it is not public). Throws ApiError. */
export function requestIntroduction(input: RequestIntroductionFormValues, options?: ApiCallOptions): Promise<Introduction> {
  return apiClient.post<Introduction>('api/introduction', { ...options, json: input });
}

/** Asks as `profile`, then refreshes its introductions. */
export function useRequestIntroduction(profile: ActiveProfile, mutationConfig?: MutationConfig<typeof requestIntroduction>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (input: RequestIntroductionFormValues) => requestIntroduction(input, { profile }),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: introductionKeys.scoped(profile, 'list') });
      await onSuccess?.(...args);
    },
  });
}
