import { Box, type SxProps, type Theme, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface DescriptionListItem {
  /** React key of the row; the label when omitted (give one when the label is not a unique string). */
  key?: string;
  label: ReactNode;
  value: ReactNode;
  /**
   * Hides the row below this breakpoint (a phone's shorter fold). CSS only, never a media query in script: a page
   * rendered on the server hydrates exactly as it was sent, and nothing shifts once the script runs.
   */
  hiddenBelow?: 'sm' | 'md';
}

export interface DescriptionListProps {
  items: readonly DescriptionListItem[];
  /** Width of the label column when label and value sit side by side (a CSS grid track, e.g. '160px'). */
  labelWidth?: string;
  /** Below this breakpoint each label sits above its value; `false` keeps them side by side at every width (small cards). */
  stackBelow?: 'sm' | 'md' | false;
  /** Tighter gaps, for lists inside cards and nested values. */
  dense?: boolean;
  /** Text size of labels and values (default body2). */
  variant?: 'body1' | 'body2';
  /** Names the list for assistive technology when nothing around it does. */
  'aria-label'?: string;
  sx?: SxProps<Theme>;
}

/**
 * Label/value pairs as a `<dl>`: a grid with the labels in the first column on wide screens, each label stacked
 * above its value on narrow ones. Values wrap anywhere (long e-mail addresses and links never overflow).
 */
export function DescriptionList({
  items,
  labelWidth = 'minmax(8rem, max-content)',
  stackBelow = 'sm',
  dense = false,
  variant = 'body2',
  'aria-label': ariaLabel,
  sx,
}: DescriptionListProps) {
  const sideBySide = `${labelWidth} minmax(0, 1fr)`;
  return (
    <Box
      component="dl"
      aria-label={ariaLabel}
      sx={[
        {
          display: 'grid',
          gridTemplateColumns: stackBelow ? { xs: 'minmax(0, 1fr)', [stackBelow]: sideBySide } : sideBySide,
          columnGap: dense ? 1.5 : 2,
          rowGap: dense ? 0.5 : 1,
          m: 0,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {items.map((item) => (
        <Box
          key={item.key ?? String(item.label)}
          sx={{ display: item.hiddenBelow ? { xs: 'none', [item.hiddenBelow]: 'contents' } : 'contents' }}
        >
          <Typography component="dt" variant={variant} color="text.secondary">
            {item.label}
          </Typography>
          <Typography
            component="dd"
            variant={variant}
            sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere', ...(stackBelow && { mb: { xs: dense ? 0.5 : 1, [stackBelow]: 0 } }) }}
          >
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
