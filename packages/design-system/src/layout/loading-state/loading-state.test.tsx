import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { LoadingState } from './loading-state';

it('announces its label as a status', () => {
  renderWithTheme(<LoadingState label="Loading track records…" />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading track records…');
});
