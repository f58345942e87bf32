import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Refresh from '@mui/icons-material/Refresh';
import { Box, Button, Paper, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

export interface ErrorPanelProps {
  title?: ReactNode;
  message?: ReactNode;
  /** Shows a Retry button that calls it. */
  onRetry?: () => void;
  retryLabel?: string;
  /** Extra content under the message (e.g. a support link). */
  children?: ReactNode;
}

/**
 * A contained error with an optional retry: what the shell shows in place of a remote that failed
 * to load or crashed, and what a page shows when its data could not be read.
 */
export function ErrorPanel({ title = 'Something went wrong', message, onRetry, retryLabel = 'Retry', children }: ErrorPanelProps) {
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      role="alert"
      aria-labelledby={titleId}
      sx={{ p: 3, display: 'flex', gap: 2, alignItems: 'flex-start', borderColor: 'error.main', maxWidth: 720, mx: 'auto', my: 2 }}
    >
      <ErrorOutlined color="error" aria-hidden sx={{ fontSize: 32, mt: 0.25 }} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        {message && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {message}
          </Typography>
        )}
        {children}
        {onRetry && (
          <Button variant="outlined" color="primary" startIcon={<Refresh />} onClick={onRetry} sx={{ mt: 2 }}>
            {retryLabel}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
