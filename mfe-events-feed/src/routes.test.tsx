/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { sessionStore } from '@fundnet/api-client';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen } from '@testing-library/react';
import { AreaRoutes } from './routes';

beforeEach(() => sessionStore.clearSession());

it.each([
  ['/feed', 'Feed', 'No posts yet'],
  ['/events', 'Events', 'No events yet'],
  ['/event', 'Event', 'No event chosen'],
  ['/event/summit-2026', 'Event', 'This event is not available yet'],
])('%s shows its page', (path, heading, empty) => {
  renderAt(path, <AreaRoutes />);
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.getByText(empty)).toBeInTheDocument();
  expect(document.title).toBe(`${heading} · Fundnet`);
});

it('the events page lists what events will offer and offers to sign in', () => {
  renderAt('/events', <AreaRoutes />);
  expect(screen.getByRole('region', { name: 'What you will be able to do here' })).toHaveTextContent('most LPs attending');
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?returnTo=%2Fevents');
});

it('an event page leads back to the events list', () => {
  renderAt('/event/summit-2026', <AreaRoutes />);
  expect(screen.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/events');
});

it.each(['/feed/nope', '/event/a/b'])('%s shows the in-area page not found, with a link home', (path) => {
  renderAt(path, <AreaRoutes />);
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});
