// POST api/auth/reset-password?code=…: sets the new password with the code of the mailed link.
import type { ResetPasswordBody, ResetPasswordQuery } from '@fundnet/validation-schema';
import { useMutation } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';

export type { ResetPasswordBody, ResetPasswordQuery };

export type ResetPasswordInput = ResetPasswordQuery & ResetPasswordBody;

/**
 * → 204. Every session of the user ends (sign in again with the new password). 400 'This reset
 * link is invalid or has expired.'; 422 `password` for the password rules. Throws ApiError.
 */
export function resetPassword(input: ResetPasswordInput, options?: ApiCallOptions): Promise<void> {
  return apiClient.post<void>('api/auth/reset-password', {
    profile: false,
    ...options,
    searchParams: { code: input.code },
    json: { password: input.password },
  });
}

export function useResetPassword(mutationConfig?: MutationConfig<typeof resetPassword>) {
  return useMutation({ ...mutationConfig, mutationFn: (input: ResetPasswordInput) => resetPassword(input) });
}
