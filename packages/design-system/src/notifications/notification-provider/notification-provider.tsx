import { REQUEST_ABORTED, toApiError } from '@fundnet/api-client';
import { type ReactNode, Suspense, createContext, lazy, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { Notification, NotificationAnchor, NotificationSeverity } from './notification';

export type { NotificationSeverity };

export interface NotifyOptions {
  severity?: NotificationSeverity;
  /** Milliseconds before it hides by itself; null keeps it until closed. Default 5 s (errors 8 s). */
  autoHideDuration?: number | null;
  /** An action next to the message (e.g. an Undo button). */
  action?: ReactNode;
}

export interface Notify {
  /** Queues a message (default severity 'info'). */
  show: (message: string, options?: NotifyOptions) => void;
  success: (message: string, options?: Omit<NotifyOptions, 'severity'>) => void;
  info: (message: string, options?: Omit<NotifyOptions, 'severity'>) => void;
  warning: (message: string, options?: Omit<NotifyOptions, 'severity'>) => void;
  error: (message: string, options?: Omit<NotifyOptions, 'severity'>) => void;
  /** Shows an api-client error's message as an error; a cancelled request ('Request aborted') shows nothing. */
  apiError: (error: unknown) => void;
}

// The snackbar is loaded with the first message, not on every page's first load (Snackbar, Alert and their
// transition are ≈ 5 KB gzip in every app; ADR 0061). It stays loaded afterwards.
const NotificationSnackbar = lazy(() => import('./notification-snackbar').then((m) => ({ default: m.NotificationSnackbar })));

type Enqueue = (message: string, options?: NotifyOptions) => void;

/**
 * The message of an api-client error (or anything thrown by a call), or null when there is
 * nothing to tell a person: a cancelled request ('Request aborted').
 */
export function apiErrorMessage(error: unknown): string | null {
  const apiError = toApiError(error);
  if (apiError.kind === 'cancel' || apiError.message === REQUEST_ABORTED) return null;
  return apiError.message;
}

// The mounted providers, last mounted last. Every app on the page (shell and micro-frontends)
// mounts one; calls from outside React (react-query's global onError, event handlers in plain
// modules) go to the most recently mounted one, so a message is shown once.
const mountedProviders: Enqueue[] = [];

function enqueueGlobally(message: string, options?: NotifyOptions): void {
  const enqueue = mountedProviders.at(-1);
  if (enqueue) enqueue(message, options);
  else console.warn(`[design-system] No <NotificationProvider> is mounted; message not shown: ${message}`);
}

function notifyFrom(enqueue: Enqueue): Notify {
  return {
    show: enqueue,
    success: (message, options) => enqueue(message, { ...options, severity: 'success' }),
    info: (message, options) => enqueue(message, { ...options, severity: 'info' }),
    warning: (message, options) => enqueue(message, { ...options, severity: 'warning' }),
    error: (message, options) => enqueue(message, { ...options, severity: 'error' }),
    apiError: (error) => {
      const message = apiErrorMessage(error);
      if (message) enqueue(message, { severity: 'error' });
    },
  };
}

/** Shows a message from outside React, in the most recently mounted NotificationProvider. */
export const notify: Notify = notifyFrom(enqueueGlobally);

/**
 * Shows an api-client error's message (ApiError.message) as an error notification, from anywhere
 * (e.g. react-query's `onError`). A cancelled request shows nothing.
 */
export function notifyApiError(error: unknown): void {
  notify.apiError(error);
}

const NotifyContext = createContext<Notify | null>(null);

/** The notification functions of the surrounding NotificationProvider (or of the page's last one). */
export function useNotify(): Notify {
  return useContext(NotifyContext) ?? notify;
}

/** A function that shows an api-client error's message; 'Request aborted' is ignored. */
export function useApiErrorNotifier(): (error: unknown) => void {
  return useNotify().apiError;
}

export interface NotificationProviderProps {
  children?: ReactNode;
  /** Where the messages appear (default bottom centre). */
  anchorOrigin?: NotificationAnchor;
}

const defaultDuration = (severity: NotificationSeverity) => (severity === 'error' ? 8000 : 5000);

/** A queue of snackbar messages (success, info, warning, error), one at a time, in order. */
export function NotificationProvider({ children, anchorOrigin = { vertical: 'bottom', horizontal: 'center' } }: NotificationProviderProps) {
  const [queue, setQueue] = useState<Notification[]>([]);
  // False while the current message is leaving; the next one opens once it has left.
  const [open, setOpen] = useState(true);
  const nextId = useRef(1);
  const current = queue[0];

  const enqueue = useCallback<Enqueue>((message, options = {}) => {
    const severity = options.severity ?? 'info';
    setQueue((items) => {
      // The same message twice in a row (ten queries failing the same way) is shown once.
      const last = items.at(-1);
      if (last && last.message === message && last.severity === severity) return items;
      const autoHideDuration = options.autoHideDuration === undefined ? defaultDuration(severity) : options.autoHideDuration;
      return [...items, { id: nextId.current++, message, severity, autoHideDuration, action: options.action }];
    });
  }, []);

  useEffect(() => {
    mountedProviders.push(enqueue);
    return () => {
      const index = mountedProviders.lastIndexOf(enqueue);
      if (index !== -1) mountedProviders.splice(index, 1);
    };
  }, [enqueue]);

  const value = useMemo(() => notifyFrom(enqueue), [enqueue]);
  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') setOpen(false);
  };

  return (
    <NotifyContext.Provider value={value}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <NotificationSnackbar
            notification={current}
            open={open}
            anchorOrigin={anchorOrigin}
            onClose={close}
            onExited={() => {
              setQueue((items) => items.slice(1));
              setOpen(true);
            }}
          />
        </Suspense>
      )}
    </NotifyContext.Provider>
  );
}
