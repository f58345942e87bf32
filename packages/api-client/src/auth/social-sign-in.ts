// GET api/auth/{linkedin|google} and their callbacks: social sign-in (OpenID Connect) by browser redirects.
import type { SocialSignInProvider } from '@fundnet/validation-schema';
import type { AuthSession } from '@fundnet/validation-schema';
import { useMutation } from '@tanstack/react-query';
import { type ApiCallOptions, type ApiClient, apiClient } from '../http/api-client';
import { toPrefixUrl } from '../http/request-context';
import type { MutationConfig } from '../query/types';
import { type SessionStore, sessionStore } from '../session/session-store';
import { keepSession, type SignInOptions } from './session-reply';

export type { SocialSignInProvider };

/**
 * Where to send the browser (a full-page navigation, not a fetch) to sign in with a provider:
 * the API redirects to the provider, which redirects back to the API, which redirects to
 * `<app>/login#code=…` or `<app>/login#error=…`.
 */
export function socialSignInUrl(provider: SocialSignInProvider, client: ApiClient = apiClient): string {
  return `${toPrefixUrl(client.options.baseUrl)}api/auth/${provider}`;
}

export type SocialSignInResult = { code: string } | { error: string };

/**
 * Reads the result the API put in the /login page's fragment (`#code=…` or `#error=…`); null when there is none.
 * A `#token=…` fragment is ignored on purpose: a token in a link would sign in whoever opens it (sign-in fixation).
 */
export function readSocialSignInResult(hash: string): SocialSignInResult | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = params.get('code');
  if (code) return { code };
  const error = params.get('error');
  return error ? { error } : null;
}

/**
 * POST api/auth/social/exchange → { token, expiresAt, user }: the single-use code of a finished social sign-in,
 * exchanged for a session. Works once, for a minute, and only from the browser that signed in (an HttpOnly cookie the
 * API set on that browser, sent with `credentials: 'include'`). 401 otherwise. Throws ApiError.
 */
export function exchangeSocialSignInCode(code: string, options?: ApiCallOptions): Promise<AuthSession> {
  return apiClient.post<AuthSession>('api/auth/social/exchange', { profile: false, ...options, json: { code } });
}

/** Exchanges the code and keeps the token (`remember` in the variables: localStorage, else this tab only). */
export function useExchangeSocialSignInCode(
  mutationConfig?: MutationConfig<(input: { code: string } & SignInOptions) => Promise<AuthSession>>,
  store: SessionStore = sessionStore,
) {
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: ({ code }: { code: string } & SignInOptions) => exchangeSocialSignInCode(code),
    onSuccess: async (...args) => {
      keepSession(store, args[0], { remember: args[1].remember });
      await onSuccess?.(...args);
    },
  });
}
