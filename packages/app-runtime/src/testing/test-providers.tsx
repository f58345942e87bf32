import { createQueryClient, QueryProvider, toApiError } from '@fundnet/api-client';
import { FundnetThemeProvider, NotificationProvider } from '@fundnet/design-system';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

/**
 * A QueryClient for one test: an error the test server answers shows at once (no retry). A timeout is retried once at
 * once, as the app's client does: no test server times out on purpose, but on a starved CI machine a long first render
 * (MUI X's grid takes 20-30 s in jsdom there) can hold the event loop past ky's 30 s timer while the answer waits.
 */
export function testQueryClient(): QueryClient {
  return createQueryClient({
    defaultOptions: {
      queries: { retry: (failures, error) => failures < 1 && toApiError(error).kind === 'timeout', retryDelay: 0 },
    },
  });
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
