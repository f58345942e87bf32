import { QueryProvider } from '@fundnet/api-client';
import { FundnetThemeProvider, NotificationProvider } from '@fundnet/design-system';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';

/**
 * The providers every app renders inside: the one QueryClient (api-client, shared singleton),
 * the theme, notifications and a router on the real browser history (single-spa routes on the same URL).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <FundnetThemeProvider>
        <NotificationProvider>
          <BrowserRouter>{children}</BrowserRouter>
        </NotificationProvider>
      </FundnetThemeProvider>
    </QueryProvider>
  );
}
