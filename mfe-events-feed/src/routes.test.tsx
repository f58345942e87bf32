/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { sessionStore } from '@fundnet/api-client';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen } from '@testing-library/react';
import { AreaRoutes } from './routes';

beforeEach(() => sessionStore.clearSession());

it.each([['/event', 'Event', 'No event chosen']])('%s shows its page', async (path, heading, empty) => {
  renderAt(path, <AreaRoutes />);
  // Each page loads with its route (lazy): its heading comes once its chunk has.
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.getByText(empty)).toBeInTheDocument();
  expect(document.title).toBe(`${heading} · Fundnet`);
});

it('the event page without an event leads to the events list', async () => {
  renderAt('/event', <AreaRoutes />);
  expect(await screen.findByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/events');
});

it.each(['/feed/nope', '/event/a/b'])('%s shows the in-area page not found, with a link home', (path) => {
  renderAt(path, <AreaRoutes />);
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});
