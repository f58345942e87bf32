/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { sessionStore } from '@fundnet/api-client';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen, waitFor } from '@testing-library/react';
import { AreaRoutes } from './routes';

beforeEach(() => sessionStore.clearSession());

it.each([
  ['/commitmentsAndBook', 'Commitments & Book'],
  ['/dashboard', 'Fundraising dashboard'],
])('%s shows its page and asks a visitor to sign in', async (path, heading) => {
  renderAt(path, <AreaRoutes />);
  // Each page loads with its route (lazy): its heading comes once its chunk has.
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/login?returnTo=${encodeURIComponent(path)}`);
  // The title is set by an effect after the heading's commit (and the previous test's page set its own): wait for it.
  await waitFor(() => expect(document.title).toBe(`${heading} · Fundnet`));
});

it('tells an investor the books sheet is for funds', async () => {
  sessionStore.setToken('token');
  sessionStore.setActiveProfile({ id: '0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f01', type: 'investor' });
  renderAt('/commitmentsAndBook', <AreaRoutes />);
  expect(await screen.findByText('The books sheet is for funds')).toBeInTheDocument();
});

it.each(['/commitmentsAndBook/nope', '/commitmentsAndBook/a/b'])('%s shows the in-area page not found, with a link home', (path) => {
  renderAt(path, <AreaRoutes />);
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});
