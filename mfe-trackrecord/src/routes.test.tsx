/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { sessionStore } from '@fundnet/api-client';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen } from '@testing-library/react';
import { AreaRoutes } from './routes';

beforeEach(() => sessionStore.clearSession());

it.each([
  ['/settings/portfolioAndTrackRecords', 'Portfolio & track records', 'No track records yet'],
  ['/graduationRates', 'Graduation rates', 'No graduation rates yet'],
  ['/fund/northwind/trackRecordPreview/42', 'Track record preview', 'This track record preview is not available yet'],
  ['/fund/graduationRates/42/edit', 'Edit graduation rates', 'Nothing to edit yet'],
])('%s shows its page', (path, heading, empty) => {
  renderAt(path, <AreaRoutes />);
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.getByText(empty)).toBeInTheDocument();
  expect(document.title).toBe(`${heading} · Fundnet`);
});

it('offers a signed-out visitor to sign in on the fund-only pages, not on the public preview', () => {
  renderAt('/graduationRates', <AreaRoutes />);
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?returnTo=%2FgraduationRates');
  expect(screen.getByRole('region', { name: 'What you will be able to do here' })).toHaveTextContent('average MOIC');

  renderAt('/fund/northwind/trackRecordPreview/42', <AreaRoutes />);
  expect(screen.getByText(/Track record 42 of the fund northwind/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Discover funds' })).toHaveAttribute('href', '/fund/discovery');
});

it.each(['/settings/portfolioAndTrackRecords/nope', '/fund/graduationRates/42', '/graduationRates/extra'])(
  '%s shows the in-area page not found, with a link home',
  (path) => {
    renderAt(path, <AreaRoutes />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  },
);
