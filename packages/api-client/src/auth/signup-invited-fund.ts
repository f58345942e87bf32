// POST api/auth/signup-invited-fund: creates the account of a person invited as a fund.
import type { AuthSession, SignupInvitedBody } from '@fundnet/validation-schema';
import { useMutation } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { type SessionStore, sessionStore } from '../session/session-store';
import { keepSession, type SignInOptions } from './session-reply';

export type { AuthSession, SignupInvitedBody };

/**
 * → 201 { token, expiresAt, user }. The invitation decides the (verified) e-mail; 400 'This
 * invitation is invalid or has expired.'; 409 when the address already has an account. Throws ApiError.
 */
export function signupInvitedFund(body: SignupInvitedBody, options?: ApiCallOptions): Promise<AuthSession> {
  return apiClient.post<AuthSession>('api/auth/signup-invited-fund', { profile: false, ...options, json: body });
}

/** Signs up from the invitation and keeps the new session's token. */
export function useSignupInvitedFund(
  mutationConfig?: MutationConfig<(input: SignupInvitedBody & SignInOptions) => Promise<AuthSession>>,
  store: SessionStore = sessionStore,
) {
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: ({ remember, ...body }: SignupInvitedBody & SignInOptions) => signupInvitedFund(body),
    onSuccess: async (...args) => {
      keepSession(store, args[0], { remember: args[1].remember });
      await onSuccess?.(...args);
    },
  });
}
