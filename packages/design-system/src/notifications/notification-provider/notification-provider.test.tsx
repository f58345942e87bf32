import { ApiCancelError, ApiError } from '@fundnet/api-client';
import { Button } from '@mui/material';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { NotificationProvider, apiErrorMessage, notifyApiError, useApiErrorNotifier, useNotify } from './notification-provider';

function Buttons() {
  const notify = useNotify();
  const notifyError = useApiErrorNotifier();
  return (
    <>
      <Button onClick={() => notify.success('Profile saved')}>Save</Button>
      <Button onClick={() => notify.warning('Link expires soon')}>Warn</Button>
      <Button
        onClick={() => notifyError(new ApiError({ kind: 'http', status: 403, error: 'Forbidden', message: 'You cannot edit this fund' }))}
      >
        Fail
      </Button>
      <Button onClick={() => notifyError(new ApiCancelError())}>Cancel</Button>
    </>
  );
}

const renderProvider = () =>
  renderWithTheme(
    <NotificationProvider>
      <Buttons />
    </NotificationProvider>,
  );

it('shows a success message as a status', async () => {
  renderProvider();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Profile saved');
});

it("shows an api error's message as an alert, and queues messages one at a time", async () => {
  renderProvider();
  await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
  await userEvent.click(screen.getByRole('button', { name: 'Warn' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('You cannot edit this fund');
  expect(screen.queryByText('Link expires soon')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Link expires soon'));
});

it("ignores 'Request aborted'", async () => {
  renderProvider();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(apiErrorMessage(new ApiCancelError())).toBeNull();
  expect(apiErrorMessage(new DOMException('The user aborted a request.', 'AbortError'))).toBeNull();
});

it('notifyApiError reaches the mounted provider from outside React', async () => {
  renderProvider();
  act(() =>
    notifyApiError(new ApiError({ kind: 'network', status: 0, error: 'Network Error', message: 'The server could not be reached' })),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached');
});
