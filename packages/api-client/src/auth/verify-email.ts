// GET api/auth/verify-email?code=…&isAccepted=…[&email=…]: confirms the e-mail address with the mailed link or code.
import type { VerifyEmailQuery, VerifyEmailReply } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { type SessionStore, sessionStore } from '../session/session-store';
import { usersKeys } from '../users';
import type { SignInOptions } from './session-reply';

export type { VerifyEmailQuery, VerifyEmailReply };

/**
 * GET api/auth/verify-email → { user } (+ { token, expiresAt } when a 6-digit code came with `email` and no session).
 * `code`: the token of the mailed link (no sign-in needed) or the 6-digit code, with the session or with `email`
 * (right after sign-up, which opens no session). `isAccepted: true` records acceptance of the terms.
 * 400 for a used/expired link, 422 `code` for a wrong code. Single use, so a mutation. Throws ApiError.
 */
export function verifyEmail(query: VerifyEmailQuery, options?: ApiCallOptions): Promise<VerifyEmailReply> {
  const searchParams: Record<string, string> = { code: query.code };
  if (query.isAccepted !== undefined) searchParams.isAccepted = String(query.isAccepted);
  if (query.email) searchParams.email = query.email;
  return apiClient.get<VerifyEmailReply>('api/auth/verify-email', { profile: false, ...options, searchParams });
}

/** Verifies the e-mail (keeping the session it opens, if any: this tab only unless `remember`), then refreshes the user. */
export function useVerifyEmail(
  mutationConfig?: MutationConfig<(query: VerifyEmailQuery & SignInOptions) => Promise<VerifyEmailReply>>,
  store: SessionStore = sessionStore,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: ({ remember: _remember, ...query }: VerifyEmailQuery & SignInOptions) => verifyEmail(query),
    onSuccess: async (...args) => {
      const [reply, { remember }] = args;
      if (reply.token) store.setToken(reply.token, { remember: remember ?? false });
      await queryClient.invalidateQueries({ queryKey: usersKeys.all });
      await onSuccess?.(...args);
    },
  });
}
