import { QueryProvider } from '@fundnet/api-client';
import { FundnetThemeProvider, NotificationProvider } from '@fundnet/design-system';
import type { ComponentType, ReactNode } from 'react';
import { AppRouter } from './app-router';

export interface AppProvidersProps {
  children: ReactNode;
  /**
   * The router around the app: the real browser history by default (`AppRouter`). A start page rendered ahead of time renders with
   * a router on its one address (`@fundnet/app-runtime/prerender`, ADR 0101), so the browser's tree and the server's
   * are the same tree; the browser bundle never carries that router.
   */
  Router?: ComponentType<{ children: ReactNode }>;
}

/**
 * The providers every app renders inside: the one QueryClient (api-client, shared singleton),
 * the theme, notifications and a router on the real browser history (single-spa routes on the same URL).
 */
export function AppProviders({ children, Router = AppRouter }: AppProvidersProps) {
  return (
    <QueryProvider>
      <FundnetThemeProvider>
        <NotificationProvider>
          <Router>{children}</Router>
        </NotificationProvider>
      </FundnetThemeProvider>
    </QueryProvider>
  );
}
