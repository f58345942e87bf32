// GET api/auth/{linkedin|google} and their callbacks: social sign-in (OpenID Connect) by browser redirects.
import type { SocialSignInProvider } from '@fundnet/validation-schema';
import { type ApiClient, apiClient } from '../http/api-client';
import { toPrefixUrl } from '../http/request-context';
import { type SessionStore, sessionStore } from '../session/session-store';

export type { SocialSignInProvider };

/**
 * Where to send the browser (a full-page navigation, not a fetch) to sign in with a provider:
 * the API redirects to the provider, which redirects back to the API, which redirects to
 * `<app>/login#token=…` or `<app>/login#error=…`.
 */
export function socialSignInUrl(provider: SocialSignInProvider, client: ApiClient = apiClient): string {
  return `${toPrefixUrl(client.options.baseUrl)}api/auth/${provider}`;
}

export type SocialSignInResult = { token: string } | { error: string };

/** Reads the result the API put in the /login page's fragment (`#token=…` or `#error=…`); null when there is none. */
export function readSocialSignInResult(hash: string): SocialSignInResult | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('token');
  if (token) return { token };
  const error = params.get('error');
  return error ? { error } : null;
}

/**
 * On the /login page: keeps the token of a finished social sign-in and returns the result (show
 * `error` to the person). The caller should then remove the fragment from the address bar
 * (history.replaceState) so the token does not stay in the history.
 */
export function completeSocialSignIn(
  hash: string,
  options: { remember?: boolean } = {},
  store: SessionStore = sessionStore,
): SocialSignInResult | null {
  const result = readSocialSignInResult(hash);
  if (result && 'token' in result) store.setToken(result.token, { remember: options.remember ?? false });
  return result;
}
