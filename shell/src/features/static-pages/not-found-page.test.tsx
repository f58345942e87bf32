/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen } from '@testing-library/react';
import { ShellRoutes } from '../../pages/shell-routes';

it('renders for an unknown path, with ways home and to discovery, and sets the title', async () => {
  renderAt('/no/such/page', <ShellRoutes />);
  expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this page' })).toHaveFocus();
  expect(screen.getByText('/no/such/page')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'Explore discovery' })).toHaveAttribute('href', '/fund/discovery');
  expect(screen.getByRole('link', { name: 'Discover investors' })).toHaveAttribute('href', '/investor/discovery');
  expect(document.title).toBe('Page not found · Fundnet');
});
