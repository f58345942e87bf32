import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { QueryProvider } from '@fundnet/api-client';
import { FundnetThemeProvider, NotificationProvider } from '@fundnet/design-system';
import type { ComponentType, ReactNode } from 'react';
import { AppRouter } from './app-router';
import { adoptRegionStyles } from './prerender/region-styles';

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
  // Before any component of the app renders a style: a rendered page's rules count as inserted (region-styles.ts).
  const emotionCache = useEmotionCache();
  if (emotionCache && typeof document !== 'undefined') adoptRegionStyles(emotionCache);
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
