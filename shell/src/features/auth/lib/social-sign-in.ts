/**
 * Social sign-in (LinkedIn, Google): the buttons are plain links to the API (`/api/auth/{provider}`,
 * a full-page navigation), which sends the browser to the provider and afterwards back to
 * `/login#code=…` (a single-use code the page exchanges for a session by POST; never a token in a URL) or
 * `/login#error=…` (the fragment never reaches a server log).
 *
 * Before leaving, the login page notes what the person chose (remember me, where to return) in
 * sessionStorage, so it can finish the same way when the provider sends them back.
 */
import type { SocialSignInProvider } from '@fundnet/api-client';

export interface SocialProvider {
  id: SocialSignInProvider;
  label: string;
}

export const socialProviders: readonly SocialProvider[] = [
  { id: 'linkedin', label: 'LinkedIn' },
  { id: 'google', label: 'Google' },
];

const INTENT_KEY = 'fundnet.socialSignIn';

export interface SocialSignInIntent {
  remember: boolean;
  returnTo: string | null;
}

export function saveSocialSignInIntent(intent: SocialSignInIntent): void {
  try {
    sessionStorage.setItem(INTENT_KEY, JSON.stringify(intent));
  } catch {
    // storage blocked: the sign-in still works, without remember-me and the return path
  }
}

/** The intent saved before leaving, removed as it is read (it serves one sign-in only). */
export function takeSocialSignInIntent(): SocialSignInIntent {
  try {
    const raw = sessionStorage.getItem(INTENT_KEY);
    sessionStorage.removeItem(INTENT_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<SocialSignInIntent>) : {};
    return { remember: parsed.remember === true, returnTo: typeof parsed.returnTo === 'string' ? parsed.returnTo : null };
  } catch {
    return { remember: false, returnTo: null };
  }
}
