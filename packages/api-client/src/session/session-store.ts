/**
 * The session store: the bearer token and the active profile, framework-free.
 *
 * - Token under the key 'token': sessionStorage first, then localStorage (product spec §7).
 *   `setToken(token, { remember: true })` keeps it in localStorage (survives the browser closing),
 *   otherwise in sessionStorage (this tab only); each clears the other.
 * - Active profile `{ id, type }` under the localStorage key 'activeProfile' (shared by all tabs).
 * - `subscribe(listener)` is told why the session changed: 'login', 'logout', 'expired' (a 401
 *   from the API: the shell sends the user to /login and back) or 'profile' (the active profile
 *   changed: react-query resets profile-scoped queries). Changes made in another tab (localStorage)
 *   are reported too.
 *
 * Storage is read at call time, never cached, so every request sees the current token. Where
 * storage is missing or throws (Node, SSR, some private modes) an in-memory store stands in.
 */

/** Profile kinds, as the server names them (meta-profile-type). */
export const profileTypes = ['fund', 'investor', 'serviceProvider'] as const;
export type ProfileType = (typeof profileTypes)[number];

export interface ActiveProfile {
  id: string;
  type: ProfileType;
}

export type SessionChangeReason = 'login' | 'logout' | 'expired' | 'profile';

export interface SessionState {
  token: string | null;
  activeProfile: ActiveProfile | null;
  isAuthenticated: boolean;
  /** True after a 401 ended the session, until the next login or logout. */
  expired: boolean;
}

export interface SessionEvent {
  reason: SessionChangeReason;
  session: SessionState;
  previous: SessionState;
}

export type SessionListener = (event: SessionEvent) => void;

export interface SessionStore {
  getToken(): string | null;
  /** Stores the token: `remember` → localStorage, otherwise sessionStorage; the other is cleared. */
  setToken(token: string, options?: { remember?: boolean }): void;
  /** Logout: removes the token (both storages) and the active profile. */
  clearSession(): void;
  /** A 401 ended the session: removes the token, keeps the active profile, reports 'expired'. */
  expireSession(): void;
  getActiveProfile(): ActiveProfile | null;
  setActiveProfile(profile: ActiveProfile | null): void;
  /** The current state; the same object until something changes (for useSyncExternalStore). */
  getSnapshot(): SessionState;
  subscribe(listener: SessionListener): () => void;
}

export const TOKEN_KEY = 'token';
export const ACTIVE_PROFILE_KEY = 'activeProfile';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionStoreOptions {
  /** Where a session-only token lives; defaults to `globalThis.sessionStorage`. */
  sessionStorage?: () => StorageLike | undefined;
  /** Where a remembered token and the active profile live; defaults to `globalThis.localStorage`. */
  localStorage?: () => StorageLike | undefined;
}

function memoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/** The browser storage if it works, else a stand-in kept in memory for this store. */
function usableStorage(pick: () => StorageLike | undefined, fallback: StorageLike): () => StorageLike {
  return () => {
    try {
      const storage = pick();
      if (storage) {
        storage.getItem(TOKEN_KEY); // throws where storage is blocked
        return storage;
      }
    } catch {
      // blocked storage: fall through to memory
    }
    return fallback;
  };
}

const isProfileType = (value: unknown): value is ProfileType =>
  typeof value === 'string' && (profileTypes as readonly string[]).includes(value);

function parseProfile(raw: string | null): ActiveProfile | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { id, type } = value as { id?: unknown; type?: unknown };
    if ((typeof id !== 'string' && typeof id !== 'number') || String(id) === '' || !isProfileType(type)) return null;
    return { id: String(id), type };
  } catch {
    return null;
  }
}

const sameProfile = (a: ActiveProfile | null, b: ActiveProfile | null) =>
  a === b || (a !== null && b !== null && a.id === b.id && a.type === b.type);

const sameState = (a: SessionState, b: SessionState) =>
  a.token === b.token && a.expired === b.expired && sameProfile(a.activeProfile, b.activeProfile);

export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const session = usableStorage(options.sessionStorage ?? (() => globalThis.sessionStorage), memoryStorage());
  const local = usableStorage(options.localStorage ?? (() => globalThis.localStorage), memoryStorage());
  const listeners = new Set<SessionListener>();
  let expired = false;

  const safely = (action: () => void) => {
    try {
      action();
    } catch {
      // quota or blocked storage: the session still works for this page
    }
  };

  const getToken = () => session().getItem(TOKEN_KEY) || local().getItem(TOKEN_KEY) || null;
  const getActiveProfile = () => parseProfile(local().getItem(ACTIVE_PROFILE_KEY));

  const read = (): SessionState => {
    const token = getToken();
    return { token, activeProfile: getActiveProfile(), isAuthenticated: token !== null, expired };
  };

  let current = read();

  const getSnapshot = () => {
    const next = read();
    if (!sameState(next, current)) current = next;
    return current;
  };

  const emit = (reason: SessionChangeReason, previous: SessionState) => {
    const next = getSnapshot();
    if (next === previous) return;
    const event: SessionEvent = { reason, session: next, previous };
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch (error) {
        // one failing listener must not stop the others
        setTimeout(() => {
          throw error;
        });
      }
    }
  };

  const change = (reason: SessionChangeReason, action: () => void) => {
    const previous = getSnapshot();
    action();
    emit(reason, previous);
  };

  // Another tab changed localStorage (a remembered token or the active profile).
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== TOKEN_KEY && event.key !== ACTIVE_PROFILE_KEY) return;
    const previous = current;
    const next = getSnapshot();
    if (next === previous) return;
    const reason: SessionChangeReason = previous.token !== next.token ? (next.token ? 'login' : 'logout') : 'profile';
    emit(reason, previous);
  };

  return {
    getToken,
    getActiveProfile,
    getSnapshot,
    setToken(token, { remember = false } = {}) {
      change('login', () => {
        expired = false;
        safely(() => (remember ? session() : local()).removeItem(TOKEN_KEY));
        safely(() => (remember ? local() : session()).setItem(TOKEN_KEY, token));
      });
    },
    clearSession() {
      change('logout', () => {
        expired = false;
        safely(() => session().removeItem(TOKEN_KEY));
        safely(() => local().removeItem(TOKEN_KEY));
        safely(() => local().removeItem(ACTIVE_PROFILE_KEY));
      });
    },
    expireSession() {
      change('expired', () => {
        expired = true;
        safely(() => session().removeItem(TOKEN_KEY));
        safely(() => local().removeItem(TOKEN_KEY));
      });
    },
    setActiveProfile(profile) {
      if (profile !== null && (!profile.id || !isProfileType(profile.type))) {
        throw new TypeError(`setActiveProfile: expected { id, type: ${profileTypes.join(' | ')} }`);
      }
      change('profile', () => {
        safely(() =>
          profile === null
            ? local().removeItem(ACTIVE_PROFILE_KEY)
            : local().setItem(ACTIVE_PROFILE_KEY, JSON.stringify({ id: String(profile.id), type: profile.type })),
        );
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** The one session store of the app (shared as a singleton across remotes with the package). */
export const sessionStore: SessionStore = createSessionStore();
