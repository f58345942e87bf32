import { Box, CircularProgress, Typography } from '@mui/material';
import { visuallyHidden } from '../../internal/visually-hidden';

export interface LoadingStateProps {
  /** Announced to screen readers and shown under the spinner. */
  label?: string;
  /** Hide the label visually (it is still announced). */
  hideLabel?: boolean;
  /** Less padding, for grid overlays and cards. */
  compact?: boolean;
  /** Minimum height of the area, so the page does not jump when content arrives. */
  minHeight?: number | string;
}

/** A centred spinner with a live status text. */
export function LoadingState({ label = 'Loading…', hideLabel = false, compact = false, minHeight }: LoadingStateProps) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1.5,
        py: compact ? 3 : 6,
        height: compact ? '100%' : undefined,
        minHeight,
      }}
    >
      <CircularProgress size={compact ? 28 : 40} aria-hidden />
      <Typography variant="body2" color="text.secondary" sx={hideLabel ? visuallyHidden : undefined}>
        {label}
      </Typography>
    </Box>
  );
}
