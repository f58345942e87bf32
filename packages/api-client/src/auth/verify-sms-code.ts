// POST api/auth/verify-sms-code: confirms the texted code; the number becomes the verified phone number.
import type { AuthUserReply, VerifySmsCodeBody } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { usersKeys } from '../users';

export type { AuthUserReply, VerifySmsCodeBody };

/** → { user }. A wrong or expired code: 422 on `code` (after 5 wrong tries a new code is needed). Throws ApiError. */
export function verifySmsCode(body: VerifySmsCodeBody, options?: ApiCallOptions): Promise<AuthUserReply> {
  return apiClient.post<AuthUserReply>('api/auth/verify-sms-code', { profile: false, ...options, json: body });
}

/** Verifies the code, then refreshes the signed-in user. */
export function useVerifySmsCode(mutationConfig?: MutationConfig<typeof verifySmsCode>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (body: VerifySmsCodeBody) => verifySmsCode(body),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: usersKeys.all });
      await onSuccess?.(...args);
    },
  });
}
