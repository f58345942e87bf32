// POST api/auth/admin/login: the administrators' sign-in.
import type { AuthSession, LoginBody } from '@fundnet/validation-schema';
import { useMutation } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { type SessionStore, sessionStore } from '../session/session-store';
import { keepSession, type SignInOptions } from './session-reply';

export type { AuthSession, LoginBody };

/** POST api/auth/admin/login → { token, expiresAt, user }. A non-administrator gets the same 401 as a wrong password. Throws ApiError. */
export function adminLogin(body: LoginBody, options?: ApiCallOptions): Promise<AuthSession> {
  return apiClient.post<AuthSession>('api/auth/admin/login', { profile: false, ...options, json: body });
}

/** Signs an administrator in and keeps the token. */
export function useAdminLogin(
  mutationConfig?: MutationConfig<(input: LoginBody & SignInOptions) => Promise<AuthSession>>,
  store: SessionStore = sessionStore,
) {
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: ({ remember, ...body }: LoginBody & SignInOptions) => adminLogin(body),
    onSuccess: async (...args) => {
      keepSession(store, args[0], { remember: args[1].remember });
      await onSuccess?.(...args);
    },
  });
}
