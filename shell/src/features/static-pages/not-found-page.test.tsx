/** @jest-environment ../packages/api-client/src/testing/jsdom-fetch-environment.cjs */
import { configure, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ShellRoutes } from '../../pages/shell-routes';
import { FundnetThemeProvider } from '@fundnet/design-system';

configure({ asyncUtilTimeout: 10_000 });

it('renders for an unknown path, with ways home and to discovery, and sets the title', async () => {
  render(
    <FundnetThemeProvider mode="light" cssBaseline={false}>
      <MemoryRouter initialEntries={['/no/such/page']}>
        <ShellRoutes />
      </MemoryRouter>
    </FundnetThemeProvider>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this page' })).toHaveFocus();
  expect(screen.getByText('/no/such/page')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'Explore discovery' })).toHaveAttribute('href', '/fund/discovery');
  expect(screen.getByRole('link', { name: 'Discover investors' })).toHaveAttribute('href', '/investor/discovery');
  expect(document.title).toBe('Page not found · Fundnet');
});
