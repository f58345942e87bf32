import { PageHeader, useDocumentTitle } from '@fundnet/design-system';
import { Box, Container, Paper } from '@mui/material';
import type { ReactNode } from 'react';

export interface AuthPageProps {
  /** The page's one h1, also the document title. */
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  /** Under the card: links to the neighbouring pages (sign up, log in...). */
  footer?: ReactNode;
}

/** The frame of the account pages: a centred card with the page title, content and a footer line. */
export function AuthPage({ title, subtitle, children, footer }: AuthPageProps) {
  useDocumentTitle(title);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <PageHeader title={title} subtitle={subtitle} />
        {children}
      </Paper>
      {footer && <Box sx={{ mt: 2.5, textAlign: 'center', typography: 'body2', color: 'text.secondary' }}>{footer}</Box>}
    </Container>
  );
}
