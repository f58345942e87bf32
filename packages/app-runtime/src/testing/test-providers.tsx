import { createQueryClient, QueryProvider } from '@fundnet/api-client';
import { FundnetThemeProvider, NotificationProvider } from '@fundnet/design-system';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** A QueryClient for one test: no retries, so an error shows at once. */
export function testQueryClient(): QueryClient {
  return createQueryClient({ defaultOptions: { queries: { retry: false } } });
}

export interface TestProvidersProps {
  /** The address the memory router opens at. */
  url: string;
  client: QueryClient;
  children?: ReactNode;
}

/**
 * What the app runtime provides around every app (AppProviders), for a test: the given query client
 * (kept in step with the session), the light theme without global styles, notifications, and a
 * memory router instead of the browser's history.
 */
export function TestProviders({ url, client, children }: TestProvidersProps) {
  return (
    <QueryProvider client={client}>
      <FundnetThemeProvider mode="light" cssBaseline={false}>
        <NotificationProvider>
          <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
        </NotificationProvider>
      </FundnetThemeProvider>
    </QueryProvider>
  );
}
