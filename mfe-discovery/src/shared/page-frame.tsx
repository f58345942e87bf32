import { Container } from '@mui/material';
import type { ReactNode } from 'react';

/** The content column of a page inside the shell's <main> region. */
export function PageFrame({ children }: { children?: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {children}
    </Container>
  );
}
