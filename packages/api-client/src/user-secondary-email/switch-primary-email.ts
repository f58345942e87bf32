// POST api/userSecondaryEmail/switch-primary-email: a verified secondary address becomes the primary e-mail.
import type { SecondaryEmailInput, SwitchPrimaryEmailReply } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { usersKeys } from '../users';
import { userSecondaryEmailKeys } from './keys';

export type { SwitchPrimaryEmailReply };

/**
 * POST …/switch-primary-email { email } → { user }. The old primary becomes a verified secondary.
 * 404 when it is not one of mine, 409 when it is not verified or another account uses it. Throws ApiError.
 */
export function switchPrimaryEmail(input: SecondaryEmailInput, options?: ApiCallOptions): Promise<SwitchPrimaryEmailReply> {
  return apiClient.post<SwitchPrimaryEmailReply>('api/userSecondaryEmail/switch-primary-email', {
    profile: false,
    ...options,
    json: input,
  });
}

/** Switches, then refreshes the address list and get-me (the user's e-mail changed). */
export function useSwitchPrimaryEmail(mutationConfig?: MutationConfig<typeof switchPrimaryEmail>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (input: SecondaryEmailInput) => switchPrimaryEmail(input),
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userSecondaryEmailKeys.all }),
        queryClient.invalidateQueries({ queryKey: usersKeys.key('me') }),
      ]);
      await onSuccess?.(...args);
    },
  });
}
