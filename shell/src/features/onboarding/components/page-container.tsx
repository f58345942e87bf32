import { Box, Container } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The frame of an onboarding page inside the shell's main region (the top bar is its own
 * application, so pages do not render AppLayout): a readable width and vertical spacing.
 */
export function PageContainer({ children, maxWidth = 'md' }: { children?: ReactNode; maxWidth?: 'sm' | 'md' | 'lg' }) {
  return (
    <Container maxWidth={maxWidth}>
      <Box sx={{ py: { xs: 3, md: 5 } }}>{children}</Box>
    </Container>
  );
}
