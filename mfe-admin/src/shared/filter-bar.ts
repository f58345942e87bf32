import type { SxProps, Theme } from '@mui/material';

/**
 * Widths of a list page's filters, laid out in a wrapping row from `md` up and stacked below it. The theme makes every
 * TextField full width (a form's fields fill their column), which also filled each filter's row on a desktop: the users
 * list showed five filters one under another at 1280 px. From `md` up a filter takes its own width (its `minWidth`);
 * the search takes what is left of its row.
 */
export const filterWidth = { width: { md: 'auto' } } satisfies SxProps<Theme>;
export const searchFilterWidth = { width: { md: 'auto' }, flex: { md: '1 1 240px' } } satisfies SxProps<Theme>;
