import { type Query, QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { toApiError } from '../errors/api-error';
import { type ActiveProfile, type SessionStore, sessionStore } from '../session/session-store';
import { isProfileScope, isProfileScopedKey, profileScope } from './query-keys';

export const DEFAULT_STALE_TIME_MS = 30_000;

/**
 * Retry policy for queries: never a client error (4xx) or a cancelled request; once for a network
 * failure, a timeout or a server error (5xx).
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const apiError = toApiError(error);
  const retryable = apiError.kind === 'network' || apiError.kind === 'timeout' || (apiError.kind === 'http' && apiError.status >= 500);
  return retryable && failureCount < 1;
}

/** The one QueryClient factory: our defaults, overridable by `config`. */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: { staleTime: DEFAULT_STALE_TIME_MS, retry: shouldRetryQuery, ...config.defaultOptions?.queries },
      mutations: { retry: false, ...config.defaultOptions?.mutations },
    },
  });
}

/** The app's QueryClient, shared by the shell and every remote (singleton with this package). */
export const queryClient: QueryClient = createQueryClient();

/**
 * The active profile changed: cancels and resets the profile-scoped queries (see query-keys.ts),
 * so no data read as another profile is shown; mounted ones refetch. Pass the new `activeProfile`
 * to spare its own entries (they are being fetched for it already); without it, every
 * profile-scoped query is reset.
 */
export async function onProfileSwitched(client: QueryClient = queryClient, activeProfile?: ActiveProfile | null): Promise<void> {
  const spared = activeProfile === undefined ? undefined : profileScope(activeProfile).profileScope;
  const filters = {
    predicate: (query: Query) =>
      isProfileScopedKey(query.queryKey) &&
      (spared === undefined || !query.queryKey.some((part) => isProfileScope(part) && part.profileScope === spared)),
  };
  await client.cancelQueries(filters);
  await client.resetQueries(filters);
}

/**
 * Keeps a QueryClient in step with the session: a profile switch resets the other profiles' queries;
 * a login or logout drops every cached query (one user's data never shows to the next).
 * Returns the disconnect function. Connecting the same pair twice shares one subscription.
 */
export function connectQueryClientToSession(client: QueryClient = queryClient, store: SessionStore = sessionStore): () => void {
  const byStore = connections.get(client) ?? new WeakMap<SessionStore, Connection>();
  connections.set(client, byStore);
  let connection = byStore.get(store);
  if (!connection) {
    const unsubscribe = store.subscribe(({ reason, session }) => {
      if (reason === 'profile') void onProfileSwitched(client, session.activeProfile);
      else if (reason === 'login' || reason === 'logout') client.removeQueries();
    });
    connection = { count: 0, unsubscribe };
    byStore.set(store, connection);
  }
  const current = connection;
  current.count += 1;
  let connected = true;
  return () => {
    if (!connected) return;
    connected = false;
    current.count -= 1;
    if (current.count === 0) {
      current.unsubscribe();
      byStore.delete(store);
    }
  };
}

interface Connection {
  count: number;
  unsubscribe: () => void;
}

const connections = new WeakMap<QueryClient, WeakMap<SessionStore, Connection>>();
