// DELETE api/userSecondaryEmail (JSON body): removes one of the user's addresses.
import type { SecondaryEmailInput } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { userSecondaryEmailKeys } from './keys';

/** DELETE api/userSecondaryEmail { email } → 204; 404 when it is not one of mine. Throws ApiError. */
export function deleteSecondaryEmail(input: SecondaryEmailInput, options?: ApiCallOptions): Promise<void> {
  return apiClient.delete<void>('api/userSecondaryEmail', { profile: false, ...options, json: input });
}

export function useDeleteSecondaryEmail(mutationConfig?: MutationConfig<typeof deleteSecondaryEmail>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (input: SecondaryEmailInput) => deleteSecondaryEmail(input),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: userSecondaryEmailKeys.all });
      await onSuccess?.(...args);
    },
  });
}
