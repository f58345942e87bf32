// GET api/auth/verify-email?code=…&isAccepted=…: confirms the e-mail address with the mailed link or code.
import type { AuthUserReply, VerifyEmailQuery } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { usersKeys } from '../users/keys';

export type { AuthUserReply, VerifyEmailQuery };

/**
 * GET api/auth/verify-email → { user }. `code`: the token of the mailed link (no sign-in needed) or
 * the 6-digit code (needs the session). `isAccepted: true` records acceptance of the terms.
 * 400 for a used/expired link, 422 `code` for a wrong code. Single use, so a mutation. Throws ApiError.
 */
export function verifyEmail(query: VerifyEmailQuery, options?: ApiCallOptions): Promise<AuthUserReply> {
  const searchParams: Record<string, string> = { code: query.code };
  if (query.isAccepted !== undefined) searchParams.isAccepted = String(query.isAccepted);
  return apiClient.get<AuthUserReply>('api/auth/verify-email', { profile: false, ...options, searchParams });
}

/** Verifies the e-mail, then refreshes the signed-in user. */
export function useVerifyEmail(mutationConfig?: MutationConfig<typeof verifyEmail>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (query: VerifyEmailQuery) => verifyEmail(query),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: usersKeys.all });
      await onSuccess?.(...args);
    },
  });
}
