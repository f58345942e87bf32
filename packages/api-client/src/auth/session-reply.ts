// Shared by the calls that open a session (signup, login, admin login, invited sign-ups).
import type { AuthSession } from '@fundnet/validation-schema';
import type { SessionStore } from '../session/session-store';

export type { AuthSession };

/** Options of the hooks that sign someone in: where the new token is kept. */
export interface SignInOptions {
  /** Keep the token in localStorage (survives closing the browser); default: this tab only. */
  remember?: boolean;
}

/** Keeps the token of a new session; the store reports a 'login' (cached queries are dropped). */
export function keepSession(store: SessionStore, reply: AuthSession, options: SignInOptions = {}): void {
  store.setToken(reply.token, { remember: options.remember ?? false });
}
