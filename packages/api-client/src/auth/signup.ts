// POST api/auth/signup: creates the account and mails the e-mail verification; signs in only with an invitation code.
import type { AuthSession, SignupAccepted, SignupBody } from '@fundnet/validation-schema';
import { useMutation } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { type SessionStore, sessionStore } from '../session/session-store';
import { keepSession, type SignInOptions } from './session-reply';

export type { AuthSession, SignupAccepted, SignupBody };

/** 202 `verificationSent` (whether or not the address had an account), or 201 with a session (administrator invitation). */
export type SignupReply = AuthSession | SignupAccepted;

/** True when the sign-up opened a session (an administrator invitation's code was given). */
export const signupOpenedSession = (reply: SignupReply): reply is AuthSession => 'token' in reply;

/**
 * POST api/auth/signup → 202 { status: 'verificationSent', email } for every address (the answer never tells whether
 * it had an account; the mailbox gets the next step), or 201 { token, expiresAt, user } with an administrator
 * `invitationCode`. 422 with the form's messages; 400 for an invalid `invitationCode`, 409 when the invited address
 * has an account. Throws ApiError.
 */
export function signup(body: SignupBody, options?: ApiCallOptions): Promise<SignupReply> {
  return apiClient.post<SignupReply>('api/auth/signup', { profile: false, ...options, json: body });
}

/** Signs up; keeps the token when the reply opened a session (`remember` in the variables: localStorage). */
export function useSignup(
  mutationConfig?: MutationConfig<(input: SignupBody & SignInOptions) => Promise<SignupReply>>,
  store: SessionStore = sessionStore,
) {
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: ({ remember, ...body }: SignupBody & SignInOptions) => signup(body),
    onSuccess: async (...args) => {
      if (signupOpenedSession(args[0])) keepSession(store, args[0], { remember: args[1].remember });
      await onSuccess?.(...args);
    },
  });
}
