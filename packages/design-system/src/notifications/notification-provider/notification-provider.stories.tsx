import { ApiCancelError, ApiError } from '@fundnet/api-client';
import { Button, Stack } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { NotificationProvider, useNotify } from './notification-provider';
import { componentDocs } from '../../storybook/component-docs';

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

const docs = componentDocs({
  purpose:
    'Short messages at the edge of the screen after something happened (saved, uploaded, failed), one at a time and in order. Pages call `useNotify()`; the provider shows them.',
  do: [
    'Confirm actions whose result is not visible on the page ("Profile saved").',
    "Use `notify.apiError(error)` for a failed call: it shows the server's message and ignores cancelled requests.",
  ],
  dont: [
    "Don't use it for errors the person must fix in a form: show them in the form.",
    "Don't put actions or long text in a message: it disappears after a few seconds.",
  ],
});

const meta = {
  title: 'Notifications/NotificationProvider',
  component: NotificationProvider,
  tags: ['autodocs'],
  parameters: docs,
  argTypes: {
    anchorOrigin: {
      control: 'select',
      description: 'Where the messages appear (default bottom centre).',
      options: ['bottom centre', 'bottom left', 'top right'],
      mapping: {
        'bottom centre': { vertical: 'bottom', horizontal: 'center' },
        'bottom left': { vertical: 'bottom', horizontal: 'left' },
        'top right': { vertical: 'top', horizontal: 'right' },
      },
    },
    children: { control: false },
  },
  args: { children: <Triggers /> },
} satisfies Meta<typeof NotificationProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click several buttons: the messages queue and show one at a time. */
export const Default: Story = {};
