import { Container } from '@mui/material';
import type { ReactNode } from 'react';

export interface PageContainerProps {
  children?: ReactNode;
  /** The readable width of the column (default lg). */
  maxWidth?: 'sm' | 'md' | 'lg';
}

/**
 * The content column of a page inside the shell's <main> region (the top bar is its own
 * application, so pages do not render AppLayout): a readable width and vertical spacing.
 */
export function PageContainer({ children, maxWidth = 'lg' }: PageContainerProps) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 } }}>
      {children}
    </Container>
  );
}
