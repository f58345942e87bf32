import type { AlertProps } from '@mui/material';
import { Box } from '@mui/material';
import { lazy, Suspense } from 'react';

// MUI's Alert with its severity icons (≈ 2.5 KB gzip) loads with the first notice a page shows (ADR 0066).
const Alert = lazy(() => import('@mui/material/Alert'));

/**
 * A message that shows on some visits only: a form's error after a failed submit, "your session expired" on /login.
 * Its text is on the page at once, with its role (a screen reader hears it); MUI's Alert dresses it a moment later, on
 * the first one a visit shows, so pages that show none do not load it. An alert always on a page is MUI's Alert.
 */
export function Notice({ children, role, severity = 'info', sx, ...props }: AlertProps) {
  return (
    <Suspense
      fallback={
        <Box role={role ?? (severity === 'error' ? 'alert' : undefined)} sx={{ py: 0.75, px: 2, whiteSpace: 'pre-line' }}>
          {children}
        </Box>
      }
    >
      <Alert severity={severity} role={role} sx={sx} {...props}>
        {children}
      </Alert>
    </Suspense>
  );
}
