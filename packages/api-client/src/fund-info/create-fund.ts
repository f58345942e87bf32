// POST api/fund-info: a new draft fund owned by the user, with any content sections at once (onboarding).
import type { CreateFundInput, CreateFundReply } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { profilesKeys } from '../profiles/keys';
import type { MutationConfig } from '../query/types';

export type { CreateFundInput, CreateFundReply };

/** POST api/fund-info → 201 { profile, fund }. 422 errors of a section are keyed sections.<section>.<field>. Throws ApiError. */
export function createFund(input: CreateFundInput, options?: ApiCallOptions): Promise<CreateFundReply> {
  return apiClient.post<CreateFundReply>('api/fund-info', { profile: false, ...options, json: input });
}

/** Creates the fund, then refreshes "my profiles". */
export function useCreateFund(mutationConfig?: MutationConfig<typeof createFund>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (input: CreateFundInput) => createFund(input),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: profilesKeys.key('mine') });
      await onSuccess?.(...args);
    },
  });
}
