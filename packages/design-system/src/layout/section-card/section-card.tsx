import { Box, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { type ElementType, type ReactNode, useId } from 'react';

export interface SectionCardProps {
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Buttons at the right of the header. */
  actions?: ReactNode;
  /** Content under a divider at the bottom (e.g. Save / Cancel). */
  footer?: ReactNode;
  /** The heading element of the title (default h2, under the page's h1). */
  headingComponent?: ElementType;
  /** Remove the content padding (for grids and lists that run edge to edge). */
  disablePadding?: boolean;
  children?: ReactNode;
}

/** A titled card grouping one section of a page; a `<section>` landmark named by its title. */
export function SectionCard({
  title,
  subtitle,
  actions,
  footer,
  headingComponent = 'h2',
  disablePadding = false,
  children,
}: SectionCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={title ? titleId : undefined} sx={{ mb: 3 }}>
      {(title || actions) && (
        <Stack
          direction="row"
          spacing={2}
          sx={{ px: 2.5, pt: 2, pb: disablePadding ? 2 : 0, alignItems: 'flex-start', justifyContent: 'space-between' }}
        >
          <Box sx={{ minWidth: 0 }}>
            {title && (
              <Typography id={titleId} variant="h6" component={headingComponent}>
                {title}
              </Typography>
            )}
            {subtitle && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
                {subtitle}
              </Typography>
            )}
          </Box>
          {actions && (
            <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
              {actions}
            </Stack>
          )}
        </Stack>
      )}
      {disablePadding ? children : <CardContent sx={{ px: 2.5, '&:last-child': { pb: 2.5 } }}>{children}</CardContent>}
      {footer && (
        <>
          <Divider />
          <Stack direction="row" spacing={1} sx={{ px: 2.5, py: 1.5, justifyContent: 'flex-end' }}>
            {footer}
          </Stack>
        </>
      )}
    </Card>
  );
}
