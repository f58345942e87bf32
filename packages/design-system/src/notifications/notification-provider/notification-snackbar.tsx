import { Alert, Snackbar } from '@mui/material';
import type { Notification, NotificationAnchor } from './notification';

export interface NotificationSnackbarProps {
  notification: Notification;
  /** False while the message is leaving. */
  open: boolean;
  anchorOrigin: NotificationAnchor;
  onClose: (event?: unknown, reason?: string) => void;
  /** The message has left: the provider shows the next one. */
  onExited: () => void;
}

/** The NotificationProvider's current message, in its own chunk (loaded with the first message). */
export function NotificationSnackbar({ notification, open, anchorOrigin, onClose, onExited }: NotificationSnackbarProps) {
  return (
    <Snackbar
      key={notification.id}
      open={open}
      autoHideDuration={notification.autoHideDuration}
      onClose={onClose}
      anchorOrigin={anchorOrigin}
      slotProps={{ transition: { onExited } }}
    >
      <Alert
        severity={notification.severity}
        variant="filled"
        role={notification.severity === 'error' || notification.severity === 'warning' ? 'alert' : 'status'}
        onClose={() => onClose()}
        action={notification.action}
        sx={{ width: '100%', minWidth: { sm: 360 }, alignItems: 'center' }}
      >
        {notification.message}
      </Alert>
    </Snackbar>
  );
}
