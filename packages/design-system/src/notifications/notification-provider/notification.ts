import type { ReactNode } from 'react';

export type NotificationSeverity = 'success' | 'info' | 'warning' | 'error';

/** A queued message of the NotificationProvider. */
export interface Notification {
  id: number;
  message: string;
  severity: NotificationSeverity;
  autoHideDuration: number | null;
  action?: ReactNode;
}

/** Where the messages appear on the screen. */
export interface NotificationAnchor {
  vertical: 'top' | 'bottom';
  horizontal: 'left' | 'center' | 'right';
}
