// POST api/userSecondaryEmail: adds an address; a verification link is mailed to it.
import type { SecondaryEmail, SecondaryEmailInput } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { userSecondaryEmailKeys } from './keys';

export type { SecondaryEmailInput };

/** POST api/userSecondaryEmail → 201, unverified. 409 when it is an account's primary e-mail or already mine. Throws ApiError. */
export function addSecondaryEmail(input: SecondaryEmailInput, options?: ApiCallOptions): Promise<SecondaryEmail> {
  return apiClient.post<SecondaryEmail>('api/userSecondaryEmail', { profile: false, ...options, json: input });
}

export function useAddSecondaryEmail(mutationConfig?: MutationConfig<typeof addSecondaryEmail>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (input: SecondaryEmailInput) => addSecondaryEmail(input),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: userSecondaryEmailKeys.all });
      await onSuccess?.(...args);
    },
  });
}
