import { Box, type SxProps, type Theme } from '@mui/material';
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
 *
 * The rows are plain `<div>`, `<dt>` and `<dd>` elements styled by the list's own rules: a fund's public page has 180
 * rows, and as MUI components (a Box and two Typography each, every one a styled component of its own) they were a
 * third of the components the page rendered and hydrated, with their styles worked out again for each row (stop 73).
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
          // Direct rows only: a value may hold a list of its own, with its own rules.
          '& > div': { display: 'contents' },
          '& > div[data-hidden-below="sm"]': { display: { xs: 'none', sm: 'contents' } },
          '& > div[data-hidden-below="md"]': { display: { xs: 'none', md: 'contents' } },
          '& > div > dt': { typography: variant, m: 0, color: 'text.secondary' },
          '& > div > dd': {
            typography: variant,
            m: 0,
            minWidth: 0,
            overflowWrap: 'anywhere',
            ...(stackBelow && { mb: { xs: dense ? 0.5 : 1, [stackBelow]: 0 } }),
          },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {items.map((item) => (
        <div key={item.key ?? String(item.label)} data-hidden-below={item.hiddenBelow}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </Box>
  );
}
