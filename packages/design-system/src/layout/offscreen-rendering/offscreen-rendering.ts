import type { Breakpoint } from '@mui/material';

/** A part's height before the browser has laid it out once: one figure, or one per breakpoint (`{ xs: 1900, md: 620 }`). */
export type EstimatedHeight = number | Partial<Record<Breakpoint, number>>;

const lastOrEstimated = (px: number) => `auto ${px}px`;

/**
 * Styles (for `sx`) that let the browser skip a part's style, layout and paint while it is off screen (issue 33):
 * `content-visibility: auto`. A long page (the landing page, a fund's public page) was laid out and painted whole at
 * each step of its start, hydration and every section revealed, although a phone shows its first screen only: those
 * layouts were long tasks at a phone's speed. A skipped part keeps its place with `estimatedHeight` until it is first
 * rendered and with its last rendered height after (`auto`), so give the height it usually has: the scrollbar and
 * in-page links are then right before it renders. It is still in the accessibility tree, find-in-page and in-page
 * links reach it, and it renders before it is scrolled into view. Paint containment comes with it: nothing inside
 * may draw outside the part (MUI's menus and popovers draw in a portal, so they are not affected).
 */
export function offscreenRendering(estimatedHeight: EstimatedHeight) {
  return {
    contentVisibility: 'auto',
    // A printed page has every part.
    '@media print': { contentVisibility: 'visible' },
    containIntrinsicHeight:
      typeof estimatedHeight === 'number'
        ? lastOrEstimated(estimatedHeight)
        : Object.fromEntries(Object.entries(estimatedHeight).map(([breakpoint, px]) => [breakpoint, lastOrEstimated(px)])),
  } as const;
}
