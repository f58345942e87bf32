import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { LinkButton } from './link-button';

it('is a link to the in-app address, styled as a contained button by default', () => {
  renderWithTheme(
    <MemoryRouter>
      <LinkButton to="/fund/discovery?stage=seed">Discover funds</LinkButton>
    </MemoryRouter>,
  );
  const link = screen.getByRole('link', { name: 'Discover funds' });
  expect(link).toHaveAttribute('href', '/fund/discovery?stage=seed');
  expect(link).toHaveClass('MuiButton-contained');
});

it('takes the other Button props (variant, size)', () => {
  renderWithTheme(
    <MemoryRouter>
      <LinkButton to="/signup" variant="text" size="large">
        Create an account
      </LinkButton>
    </MemoryRouter>,
  );
  const link = screen.getByRole('link', { name: 'Create an account' });
  expect(link).toHaveClass('MuiButton-text');
  expect(link).toHaveClass('MuiButton-sizeLarge');
});

it('navigates with the router', async () => {
  renderWithTheme(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<LinkButton to="/events">Browse events</LinkButton>} />
        <Route path="/events" element={<p>Events page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('link', { name: 'Browse events' }));
  expect(screen.getByText('Events page')).toBeInTheDocument();
});
