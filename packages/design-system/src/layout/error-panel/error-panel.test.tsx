import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { ErrorPanel } from './error-panel';

it('shows the title and message as an alert and calls onRetry', async () => {
  const onRetry = jest.fn();
  renderWithTheme(<ErrorPanel title="Data room could not be shown" message="Network error" onRetry={onRetry} />);
  expect(screen.getByRole('alert', { name: 'Data room could not be shown' })).toHaveTextContent('Network error');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('has no retry button without onRetry', () => {
  renderWithTheme(<ErrorPanel />);
  expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
