import { Button } from '@mui/material';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { EmptyState } from './empty-state';

it('renders title, description and action', () => {
  renderWithTheme(<EmptyState title="No funds yet" description="Funds you follow appear here." action={<Button>Discover funds</Button>} />);
  expect(screen.getByText('No funds yet')).toBeInTheDocument();
  expect(screen.getByText('Funds you follow appear here.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Discover funds' })).toBeInTheDocument();
});
