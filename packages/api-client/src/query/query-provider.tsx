import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { type SessionStore, sessionStore } from '../session/session-store';
import { connectQueryClientToSession, queryClient } from './query-client';

export interface QueryProviderProps {
  children?: ReactNode;
  /** Default: the shared `queryClient` (tests pass their own). */
  client?: QueryClient;
  /** Default: the shared `sessionStore`. */
  session?: SessionStore;
}

/** Provides the QueryClient and keeps it in step with the session (profile switch, login, logout). */
export function QueryProvider({ children, client = queryClient, session = sessionStore }: QueryProviderProps) {
  useEffect(() => connectQueryClientToSession(client, session), [client, session]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
