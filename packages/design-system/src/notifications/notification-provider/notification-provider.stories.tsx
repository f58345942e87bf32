import { ApiCancelError, ApiError } from '@fundnet/api-client';
import { Button, Stack } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { NotificationProvider, useNotify } from './notification-provider';

function Triggers() {
  const notify = useNotify();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="outlined" onClick={() => notify.success('Profile saved')}>
        Success
      </Button>
      <Button variant="outlined" onClick={() => notify.info('3 new visitors in your data room')}>
        Info
      </Button>
      <Button variant="outlined" onClick={() => notify.warning('This share link expires tomorrow')}>
        Warning
      </Button>
      <Button variant="outlined" onClick={() => notify.error('The file could not be uploaded')}>
        Error
      </Button>
      <Button
        variant="outlined"
        onClick={() =>
          notify.apiError(new ApiError({ kind: 'http', status: 403, error: 'Forbidden', message: 'You cannot edit this fund' }))
        }
      >
        API error
      </Button>
      <Button variant="outlined" onClick={() => notify.apiError(new ApiCancelError())}>
        Aborted request (shows nothing)
      </Button>
    </Stack>
  );
}

const meta = {
  title: 'Notifications/NotificationProvider',
  component: NotificationProvider,
  args: { children: <Triggers /> },
} satisfies Meta<typeof NotificationProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click several buttons: the messages queue and show one at a time. */
export const Default: Story = {};
