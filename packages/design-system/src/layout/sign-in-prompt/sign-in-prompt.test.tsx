import { sessionStore } from '@fundnet/api-client';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { SignInPrompt } from './sign-in-prompt';

function renderAt(url: string) {
  return renderWithTheme(
    <MemoryRouter initialEntries={[url]}>
      <SignInPrompt title="User settings" subtitle="Your account." what="your settings" />
    </MemoryRouter>,
  );
}

beforeEach(() => sessionStore.clearSession());

it('keeps the page heading and offers to sign in and come back here', () => {
  renderAt('/userSettings/details?tab=emails');
  expect(screen.getByRole('heading', { level: 1, name: 'User settings' })).toBeInTheDocument();
  expect(screen.getByText('Sign in to see your settings')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?returnTo=%2FuserSettings%2Fdetails%3Ftab%3Demails');
  expect(document.title).toBe('User settings · Fundnet');
});

it('says when the session has ended', () => {
  sessionStore.setToken('token');
  sessionStore.expireSession();
  renderAt('/userSettings');
  expect(screen.getByText('Your session has ended')).toBeInTheDocument();
  expect(screen.getByText(/Sign in again to see your settings; you will come back to this page\./)).toBeInTheDocument();
});
