import { createQueryClient, QueryProvider } from '@fundnet/api-client';
import { FundnetThemeProvider, NotificationProvider } from '@fundnet/design-system';
import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

// This machine is shared and slow: give findBy… queries time (the default is 1 s).
configure({ asyncUtilTimeout: 10_000 });

/** Shows where the app navigated to (for routes outside the page under test). */
export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders `element` on `path` (a route pattern) at `url`, inside the providers the shell gives its
 * pages (a fresh QueryClient, theme, notifications, a memory router). Any other route shows the
 * location, so redirects can be asserted.
 */
export function renderPage(element: ReactElement, { path, url }: { path: string; url: string }) {
  const client = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryProvider client={client}>
      <FundnetThemeProvider mode="light" cssBaseline={false}>
        <NotificationProvider>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={element} />
              <Route path="*" element={<LocationProbe />} />
            </Routes>
          </MemoryRouter>
        </NotificationProvider>
      </FundnetThemeProvider>
    </QueryProvider>,
  );
}
