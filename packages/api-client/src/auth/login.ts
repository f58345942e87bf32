// POST api/auth/login: signs in with e-mail and password; a new token at every login.
import type { AuthSession, LoginBody } from '@fundnet/validation-schema';
import { useMutation } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { type SessionStore, sessionStore } from '../session/session-store';
import { keepSession, type SignInOptions } from './session-reply';

export type { AuthSession, LoginBody };

/**
 * POST api/auth/login → { token, expiresAt, user }. 401 'Invalid email or password.' for any wrong
 * pair (it does not end the current session: see isLoginCall). 429 after too many tries. Throws ApiError.
 */
export function login(body: LoginBody, options?: ApiCallOptions): Promise<AuthSession> {
  return apiClient.post<AuthSession>('api/auth/login', { profile: false, ...options, json: body });
}

/** Signs in and keeps the token (`remember` in the variables: localStorage, else this tab only). */
export function useLogin(
  mutationConfig?: MutationConfig<(input: LoginBody & SignInOptions) => Promise<AuthSession>>,
  store: SessionStore = sessionStore,
) {
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: ({ remember, ...body }: LoginBody & SignInOptions) => login(body),
    onSuccess: async (...args) => {
      keepSession(store, args[0], { remember: args[1].remember });
      await onSuccess?.(...args);
    },
  });
}
