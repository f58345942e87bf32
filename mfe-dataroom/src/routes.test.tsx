/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { sessionStore } from '@fundnet/api-client';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen } from '@testing-library/react';
import { AreaRoutes } from './routes';

beforeEach(() => sessionStore.clearSession());

it.each([
  ['/dataRoom', 'No data room yet'],
  ['/dataRoom/123', 'This data room is not available yet'],
  ['/dataRoom/123/files', 'This data room is not available yet'],
])('%s shows its page', async (path, empty) => {
  renderAt(path, <AreaRoutes />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Data room' })).toBeInTheDocument();
  expect(screen.getByText(empty)).toBeInTheDocument();
  expect(document.title).toBe('Data room · Fundnet');
});

it('explains the area and offers a signed-out visitor to sign in and come back', () => {
  renderAt('/dataRoom', <AreaRoutes />);
  expect(screen.getByText(/permission groups that decide who sees what, watermarks/)).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'What you will be able to do here' })).toHaveTextContent('view or download');
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?returnTo=%2FdataRoom');
});

it('offers a signed-in user no sign-in', () => {
  sessionStore.setToken('token');
  renderAt('/dataRoom/123', <AreaRoutes />);
  expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to your data rooms' })).toHaveAttribute('href', '/dataRoom');
});

it.each(['/dataRoom/123/files/extra', '/dataRoom/123/nope'])('%s shows the in-area page not found, with a link home', (path) => {
  renderAt(path, <AreaRoutes />);
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByText('Data room')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});
