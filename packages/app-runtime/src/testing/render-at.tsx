import type { QueryClient } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { TestProviders, testQueryClient } from './test-providers';

/**
 * Renders `ui` (usually an area's <AreaRoutes />) at `path` with what the app runtime provides
 * around every area: the query client, the theme, notifications and a router.
 */
export function renderAt(path: string, ui: ReactElement, client: QueryClient = testQueryClient()): RenderResult {
  return render(
    <TestProviders url={path} client={client}>
      {ui}
    </TestProviders>,
  );
}
