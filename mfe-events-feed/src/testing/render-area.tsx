import { QueryProvider, createQueryClient } from '@fundnet/api-client';
import { FundnetThemeProvider } from '@fundnet/design-system';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** A QueryClient for one test: no retries, so an error shows at once. */
export function testQueryClient(): QueryClient {
  return createQueryClient({ defaultOptions: { queries: { retry: false } } });
}

/**
 * Renders `ui` (usually <AreaRoutes />) at `path` with what the app runtime provides around every
 * area: the query client (kept in step with the session), the theme and a router.
 */
export function renderAt(path: string, ui: ReactElement, client: QueryClient = testQueryClient()) {
  return render(
    <QueryProvider client={client}>
      <FundnetThemeProvider mode="light" cssBaseline={false}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </FundnetThemeProvider>
    </QueryProvider>,
  );
}
