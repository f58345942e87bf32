// POST api/introduction/verify: the answer (accept or decline) from the mailed /verifyIntroduction link.
import type { IntroductionRequest, VerifyIntroductionInput } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { introductionKeys } from './keys';

export type { VerifyIntroductionInput };

/** → the request with its new status. 409 already answered, 410 expired, 400 unknown code. Throws ApiError. */
export function verifyIntroduction(input: VerifyIntroductionInput, options?: ApiCallOptions): Promise<IntroductionRequest> {
  return apiClient.post<IntroductionRequest>('api/introduction/verify', { profile: false, ...options, json: input });
}

/** Answers, then shows the new status in the request read for the same code. */
export function useVerifyIntroduction(mutationConfig?: MutationConfig<typeof verifyIntroduction>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (input: VerifyIntroductionInput) => verifyIntroduction(input),
    onSuccess: async (reply, input, ...rest) => {
      queryClient.setQueryData(introductionKeys.key('verify', input.code), reply);
      await onSuccess?.(reply, input, ...rest);
    },
  });
}
