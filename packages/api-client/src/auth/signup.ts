// POST api/auth/signup: creates the account, signs the new user in and mails the e-mail verification.
import type { AuthSession, SignupBody } from '@fundnet/validation-schema';
import { useMutation } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { type SessionStore, sessionStore } from '../session/session-store';
import { keepSession, type SignInOptions } from './session-reply';

export type { AuthSession, SignupBody };

/**
 * POST api/auth/signup → 201 { token, expiresAt, user }. 409 when the e-mail has an account; 422 with
 * the form's messages; 400 for an invalid administrator `invitationCode`. Throws ApiError.
 */
export function signup(body: SignupBody, options?: ApiCallOptions): Promise<AuthSession> {
  return apiClient.post<AuthSession>('api/auth/signup', { profile: false, ...options, json: body });
}

/** Signs up and keeps the new session's token (`remember` in the variables: localStorage). */
export function useSignup(
  mutationConfig?: MutationConfig<(input: SignupBody & SignInOptions) => Promise<AuthSession>>,
  store: SessionStore = sessionStore,
) {
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: ({ remember, ...body }: SignupBody & SignInOptions) => signup(body),
    onSuccess: async (...args) => {
      keepSession(store, args[0], { remember: args[1].remember });
      await onSuccess?.(...args);
    },
  });
}
