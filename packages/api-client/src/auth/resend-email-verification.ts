// POST api/auth/resend-email-verification?email=…: mails a new verification link and code.
import type { ResendEmailVerificationQuery } from '@fundnet/validation-schema';
import { useMutation } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';

export type { ResendEmailVerificationQuery };

/** → 204 whether or not the address has an account (earlier links and codes stop working). 429 when asked too often. Throws ApiError. */
export function resendEmailVerification(query: ResendEmailVerificationQuery, options?: ApiCallOptions): Promise<void> {
  return apiClient.post<void>('api/auth/resend-email-verification', { profile: false, ...options, searchParams: { email: query.email } });
}

export function useResendEmailVerification(mutationConfig?: MutationConfig<typeof resendEmailVerification>) {
  return useMutation({ ...mutationConfig, mutationFn: (query: ResendEmailVerificationQuery) => resendEmailVerification(query) });
}
