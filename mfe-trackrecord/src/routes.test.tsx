/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { sessionStore } from '@fundnet/api-client';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen } from '@testing-library/react';
import { AreaRoutes } from './routes';

beforeEach(() => sessionStore.clearSession());

it.each([
  ['/settings/portfolioAndTrackRecords', 'Portfolio & track records', 'No profile selected'],
  ['/graduationRates', 'Graduation rates', 'No fund selected'],
])('%s asks a visitor without a fund profile to choose one', async (path, heading, empty) => {
  renderAt(path, <AreaRoutes />);
  // The track-record pages load with their route (they carry MUI X).
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.getByText(empty)).toBeInTheDocument();
  expect(document.title).toBe(`${heading} · Fundnet`);
});

it.each(['/settings/portfolioAndTrackRecords/nope', '/fund/graduationRates/42', '/graduationRates/extra'])(
  '%s shows the in-area page not found, with a link home',
  (path) => {
    renderAt(path, <AreaRoutes />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  },
);
