// POST api/auth/logout (not in the spec): ends the session the call is made with.
import { useMutation } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { type SessionStore, sessionStore } from '../session/session-store';

/** POST api/auth/logout → 204. The token stops working on the server; other sessions stay. Throws ApiError. */
export function logout(options?: ApiCallOptions): Promise<void> {
  return apiClient.post<void>('api/auth/logout', { profile: false, ...options });
}

/**
 * Signs out: revokes the token on the server, then clears the session here whatever the answer
 * (an already expired token answers 401; the person still wants to be signed out).
 */
export function useLogout(mutationConfig?: MutationConfig<() => Promise<void>>, store: SessionStore = sessionStore) {
  return useMutation({
    ...mutationConfig,
    mutationFn: async () => {
      try {
        if (store.getToken()) await logout({ expireSessionOnUnauthorized: false });
      } finally {
        store.clearSession();
      }
    },
  });
}
