// GET api/userSecondaryEmail/verify-secondary-email?verificationCode=: the page the mailed link opens.
import type { VerifySecondaryEmailQuery, VerifySecondaryEmailReply } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { userSecondaryEmailKeys } from './keys';

export type { VerifySecondaryEmailQuery, VerifySecondaryEmailReply };

/**
 * GET …/verify-secondary-email?verificationCode= → { email, verified: true }. Needs no sign-in (the code
 * names the user). 404 unknown code, 410 used or expired (48 h), 422 a malformed code. Throws ApiError.
 */
export function verifySecondaryEmail(input: VerifySecondaryEmailQuery, options?: ApiCallOptions): Promise<VerifySecondaryEmailReply> {
  return apiClient.get<VerifySecondaryEmailReply>('api/userSecondaryEmail/verify-secondary-email', {
    profile: false,
    // A stale token in the browser must not end the session: the call does not need one.
    expireSessionOnUnauthorized: false,
    ...options,
    searchParams: { verificationCode: input.verificationCode },
  });
}

/** A mutation although the method is GET: the code is single-use, so a refetch would answer 410. */
export function useVerifySecondaryEmail(mutationConfig?: MutationConfig<typeof verifySecondaryEmail>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (input: VerifySecondaryEmailQuery) => verifySecondaryEmail(input),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: userSecondaryEmailKeys.all });
      await onSuccess?.(...args);
    },
  });
}
