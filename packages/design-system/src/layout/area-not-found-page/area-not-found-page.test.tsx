import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { AreaNotFoundPage } from './area-not-found-page';

it('names the address that leads nowhere, leads home and sets the title', () => {
  renderWithTheme(
    <MemoryRouter initialEntries={['/dataRoom/a/b']}>
      <AreaNotFoundPage area="Data rooms" />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByText('/dataRoom/a/b')).toBeInTheDocument();
  expect(screen.getByText(/does not exist in Data rooms/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  expect(document.title).toBe('Page not found · Fundnet');
});
