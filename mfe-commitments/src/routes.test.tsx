/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { sessionStore } from '@fundnet/api-client';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen } from '@testing-library/react';
import { AreaRoutes } from './routes';

beforeEach(() => sessionStore.clearSession());

it.each([
  ['/commitmentsAndBook', 'Commitments & Book', 'No commitments yet'],
  ['/dashboard', 'Fundraising dashboard', 'Nothing to show yet'],
])('%s shows its page', (path, heading, empty) => {
  renderAt(path, <AreaRoutes />);
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.getByText(empty)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/login?returnTo=${encodeURIComponent(path)}`);
  expect(document.title).toBe(`${heading} · Fundnet`);
});

it('says what the books sheet will do, and offers a signed-in user the dashboard', () => {
  sessionStore.setToken('token');
  renderAt('/commitmentsAndBook', <AreaRoutes />);
  expect(screen.getByRole('region', { name: 'What you will be able to do here' })).toHaveTextContent('closing goals');
  expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Fundraising dashboard' })).toHaveAttribute('href', '/dashboard');
});

it.each(['/commitmentsAndBook/nope', '/commitmentsAndBook/a/b'])('%s shows the in-area page not found, with a link home', (path) => {
  renderAt(path, <AreaRoutes />);
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});
