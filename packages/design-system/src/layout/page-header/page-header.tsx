import { Box, Stack, Typography } from '@mui/material';
import type { ElementType, ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons on the right (wrap below the title on small screens). */
  actions?: ReactNode;
  /** Breadcrumbs or a back link above the title. */
  breadcrumbs?: ReactNode;
  /** The heading element (default h1: one per page). */
  headingComponent?: ElementType;
}

/** The title block of a page: heading, optional subtitle, actions on the right. */
export function PageHeader({ title, subtitle, actions, breadcrumbs, headingComponent = 'h1' }: PageHeaderProps) {
  return (
    <Box component="header" sx={{ mb: 3 }}>
      {breadcrumbs && <Box sx={{ mb: 1 }}>{breadcrumbs}</Box>}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1" component={headingComponent} sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' } }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body1" color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && (
          // A gap, not margins: actions that wrap onto a second line (three on a phone) start at its left edge too.
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexShrink: 0, flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
