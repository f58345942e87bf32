import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { TestProviders, testQueryClient } from './test-providers';

/** Shows where the app navigated to (for routes outside the page under test). */
export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders `element` on `path` (a route pattern) at `url`, inside the providers the app runtime gives
 * every page (a fresh QueryClient, theme, notifications, a memory router). Any other route shows
 * the location (<LocationProbe />, test id "location"), so redirects can be asserted.
 * (findBy… and waitFor wait 10 s: jest.setup.web.cjs at the root sets that for every front-end test.)
 */
export function renderPage(element: ReactElement, { path, url }: { path: string; url: string }): RenderResult {
  return render(
    <TestProviders url={url} client={testQueryClient()}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </TestProviders>,
  );
}
