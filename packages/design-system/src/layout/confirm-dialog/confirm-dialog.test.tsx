import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { ConfirmDialog } from './confirm-dialog';

it('is named by its title, described by its text, and confirms or cancels', async () => {
  const onConfirm = jest.fn();
  const onClose = jest.fn();
  renderWithTheme(
    <ConfirmDialog open title="Delete the round?" confirmLabel="Delete round" confirmColor="error" onConfirm={onConfirm} onClose={onClose}>
      This cannot be undone.
    </ConfirmDialog>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Delete the round?' });
  expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
  await userEvent.click(screen.getByRole('button', { name: 'Delete round' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('while pending, Cancel waits; a failure shows in the dialog', () => {
  renderWithTheme(
    <ConfirmDialog open pending error="It failed." title="Remove?" confirmLabel="Remove" onConfirm={jest.fn()} onClose={jest.fn()}>
      Text
    </ConfirmDialog>,
  );
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  expect(screen.getByRole('alert')).toHaveTextContent('It failed.');
});
