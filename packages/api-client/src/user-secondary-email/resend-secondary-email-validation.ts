// GET api/userSecondaryEmail/resend-secondary-email-validation?email=: mails a new verification link.
import type { ResendSecondaryEmailQuery } from '@fundnet/validation-schema';
import { useMutation } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';

export type { ResendSecondaryEmailQuery };

/** GET …/resend-secondary-email-validation?email= → 204; 404 when not mine, 409 when already verified. Throws ApiError. */
export function resendSecondaryEmailValidation(input: ResendSecondaryEmailQuery, options?: ApiCallOptions): Promise<void> {
  return apiClient.get<void>('api/userSecondaryEmail/resend-secondary-email-validation', {
    profile: false,
    ...options,
    searchParams: { email: input.email },
  });
}

/** A mutation although the method is GET: it sends an e-mail, so it must run only when asked, never from a cache refresh. */
export function useResendSecondaryEmailValidation(mutationConfig?: MutationConfig<typeof resendSecondaryEmailValidation>) {
  return useMutation({
    ...mutationConfig,
    mutationFn: (input: ResendSecondaryEmailQuery) => resendSecondaryEmailValidation(input),
  });
}
