/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { sessionStore } from '@fundnet/api-client';
import { renderPage } from '@fundnet/app-runtime/testing';
import { screen } from '@testing-library/react';
import { GetStartedPage } from './get-started-page';
import { InvestorJoinPage } from './investor-join-page';
import { SelectProfilePage } from './select-profile-page';

jest.setTimeout(30_000);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

it('/getStarted offers three ways to start: sign-up when signed out', () => {
  renderPage(<GetStartedPage />, { path: '/getStarted', url: '/getStarted' });
  expect(screen.getByRole('link', { name: 'Start as a fund manager' })).toHaveAttribute(
    'href',
    '/signup?returnTo=/join/fund/pointsOfInterest',
  );
  expect(screen.getByRole('link', { name: 'Start as an investor' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Start as a service provider' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/signup');
  expect(screen.getByRole('link', { name: 'I already have an account' })).toHaveAttribute('href', '/join');
});

it('/investorJoin leads signed-in users straight to the investor onboarding', () => {
  sessionStore.setToken('t');
  renderPage(<InvestorJoinPage />, { path: '/investorJoin', url: '/investorJoin' });
  for (const link of screen.getAllByRole('link', { name: 'Create investor profile' })) {
    expect(link).toHaveAttribute('href', '/join/investor/pointsOfInterest');
  }
});

it('/selectProfile asks signed-out visitors to sign in', async () => {
  renderPage(<SelectProfilePage />, { path: '/selectProfile', url: '/selectProfile?returnTo=%2Ffund%2Falder' });
  expect(screen.getByRole('heading', { level: 1, name: 'Select a profile' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    `/login?returnTo=${encodeURIComponent('/selectProfile?returnTo=%2Ffund%2Falder')}`,
  );
});
