// POST api/auth/request-reset-password: mails a single-use /newPassword link (valid 1 hour).
import type { RequestResetPasswordBody } from '@fundnet/validation-schema';
import { useMutation } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';

export type { RequestResetPasswordBody };

/** → 204 whether or not the address has an account. Throws ApiError. */
export function requestResetPassword(body: RequestResetPasswordBody, options?: ApiCallOptions): Promise<void> {
  return apiClient.post<void>('api/auth/request-reset-password', { profile: false, ...options, json: body });
}

export function useRequestResetPassword(mutationConfig?: MutationConfig<typeof requestResetPassword>) {
  return useMutation({ ...mutationConfig, mutationFn: (body: RequestResetPasswordBody) => requestResetPassword(body) });
}
