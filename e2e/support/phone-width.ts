import { expect, type Page } from '@playwright/test';

/** A phone in portrait (iPhone 12 to 16, CSS pixels): the narrowest screen every page must fit (issue 34.11). */
export const PHONE_WIDTH = 390;

/**
 * Fails when the page scrolls sideways at a phone's width (`scrollWidth > clientWidth + 1` of the document: one pixel
 * of rounding allowed). The page is resized where it is (its height kept) rather than loaded again: CSS breakpoints and
 * MUI's media queries follow a resize, and the walk does not pay a second load for every route.
 *
 * The layout is measured until it fits, for a few seconds: a grid or a chart re-measures itself a frame or two after a
 * resize. The failure names the outermost elements that reach past the right edge, so it says what to fix.
 */
export async function expectNoSidewaysScroll(page: Page, width = PHONE_WIDTH) {
  // Content that arrives late (a list read after the heading showed) is part of the page: wait for the reads to end.
  // A page that keeps the network busy is measured as it is (a poll must not fail the check by itself).
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.setViewportSize({ width, height: page.viewportSize()?.height ?? 844 });
  await expect
    .poll(() => sidewaysOverflow(page), {
      message: `${new URL(page.url()).pathname} scrolls sideways at ${width} px wide`,
      timeout: 5_000,
    })
    .toBe('');
}

/** '' when the document fits its width, else how far it reaches and which elements reach past the edge. */
function sidewaysOverflow(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const { scrollWidth, clientWidth } = root;
    if (scrollWidth <= clientWidth + 1) return '';
    const edge = clientWidth + 1;
    const pastEdge = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > edge;
    };
    // Inside a box that clips or scrolls (a data grid, scrollable tabs) an element may be wider: that is not the page's.
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const describe = (element: Element) => {
      const classes = [...element.classList].filter((name) => !name.startsWith('css-')).slice(0, 2);
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
      const box = element.getBoundingClientRect();
      return `${element.tagName.toLowerCase()}${classes.map((c) => `.${c}`).join('')} "${name}" (left ${Math.round(box.left)}, width ${Math.round(box.width)})`;
    };
    const outermost = [...document.body.querySelectorAll('*')].filter(
      (element) => pastEdge(element) && !(element.parentElement && pastEdge(element.parentElement)) && !clipped(element),
    );
    const list = outermost.slice(0, 5).map(describe).join('; ');
    return `the document is ${scrollWidth} px wide in ${clientWidth} px${list ? `; past the edge: ${list}` : ''}`;
  });
}
