import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { PageContainer } from './page-container';

it('renders its content in a large column by default', () => {
  renderWithTheme(
    <PageContainer>
      <h1>Feed</h1>
    </PageContainer>,
  );
  const heading = screen.getByRole('heading', { level: 1, name: 'Feed' });
  expect(heading.parentElement).toHaveClass('MuiContainer-maxWidthLg');
});

it('takes a narrower width', () => {
  renderWithTheme(
    <PageContainer maxWidth="sm">
      <h1>Page not found</h1>
    </PageContainer>,
  );
  expect(screen.getByRole('heading', { level: 1 }).parentElement).toHaveClass('MuiContainer-maxWidthSm');
});
