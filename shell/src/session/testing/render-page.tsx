// Test support: renders a page (or the top bar) inside the providers every app gets, on a memory
// router, with the current address printed so a test can see where navigation went.
import { TestProviders, testQueryClient } from '@fundnet/app-runtime/testing';
import type { QueryClient } from '@tanstack/react-query';
import { type RenderResult, render, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';

function CurrentLocation() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${search}${hash}`}</output>;
}

export interface RenderPageOptions {
  /** The address the page opens at. */
  at: string;
  /** The route pattern of the page (default: the path of `at`). Other paths render nothing but the address. */
  path?: string;
  /** Rendered on every route (like the top bar). */
  alwaysShown?: ReactNode;
}

export function renderPage(page: ReactElement, { at, path, alwaysShown }: RenderPageOptions): RenderResult & { client: QueryClient } {
  const client = testQueryClient();
  const pattern = path ?? new URL(at, 'http://localhost').pathname;
  const view = render(
    <TestProviders url={at} client={client}>
      {alwaysShown}
      <Routes>
        <Route path={pattern} element={page} />
        <Route path="*" element={null} />
      </Routes>
      <CurrentLocation />
    </TestProviders>,
  );
  return { ...view, client };
}

/** Where the app is now (path, query and hash). */
export const currentLocation = () => screen.getByTestId('location').textContent;
