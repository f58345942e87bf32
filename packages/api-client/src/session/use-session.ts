import { useSyncExternalStore } from 'react';
import { type SessionState, type SessionStore, sessionStore } from './session-store';

/** The current session (token, active profile, expired); re-renders when it changes. */
export function useSession(store: SessionStore = sessionStore): SessionState {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
