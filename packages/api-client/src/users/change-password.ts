// POST api/users/change-password: ends every session of the user and returns a new token for this client.
import type { ChangePasswordInput, ChangePasswordReply } from '@fundnet/validation-schema';
import { useMutation } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { type SessionStore, sessionStore, TOKEN_KEY } from '../session/session-store';

export type { ChangePasswordInput, ChangePasswordReply };

/**
 * POST api/users/change-password → { token, expiresAt }. 422 `currentPassword` when the current
 * password is wrong; 422 `newPassword` for the password rules. Throws ApiError.
 * Every old token of the user (this one too) stops working: store the returned one.
 */
export function changePassword(input: ChangePasswordInput, options?: ApiCallOptions): Promise<ChangePasswordReply> {
  return apiClient.post<ChangePasswordReply>('api/users/change-password', { profile: false, ...options, json: input });
}

/** Whether the current token is a remembered one (localStorage), so the new token is kept the same way. */
function isRemembered(token: string | null): boolean {
  try {
    return token !== null && globalThis.localStorage?.getItem(TOKEN_KEY) === token;
  } catch {
    return false;
  }
}

/**
 * Changes the password and swaps the session's token for the new one (kept where the old one was:
 * remembered or this tab only). The store reports a 'login', so cached queries are dropped and refetched.
 */
export function useChangePassword(mutationConfig?: MutationConfig<typeof changePassword>, store: SessionStore = sessionStore) {
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (input: ChangePasswordInput) => changePassword(input),
    onSuccess: async (...args) => {
      const [reply] = args;
      store.setToken(reply.token, { remember: isRemembered(store.getToken()) });
      await onSuccess?.(...args);
    },
  });
}
