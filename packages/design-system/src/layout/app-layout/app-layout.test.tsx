import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { AppLayout } from './app-layout';

it('renders the top bar, the named side navigation, main content and a skip link to it', () => {
  renderWithTheme(
    <AppLayout topBar={<header>Top bar</header>} sideNav={<a href="/a">Overview</a>} sideNavLabel="Profile sections">
      <p>Content</p>
    </AppLayout>,
  );
  expect(screen.getByText('Top bar')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Profile sections' })).toContainElement(screen.getByRole('link', { name: 'Overview' }));
  const main = screen.getByRole('main');
  expect(main).toHaveTextContent('Content');
  expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', `#${main.id}`);
});

it('has no navigation landmark without a side navigation', () => {
  renderWithTheme(<AppLayout>Content</AppLayout>);
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});
