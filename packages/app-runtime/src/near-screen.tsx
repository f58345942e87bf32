import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useInView } from 'react-intersection-observer';
import { useStillRevealing } from './progressive-reveal';

/**
 * How near the viewport a part's place must come before it is loaded: one screen's height below it (and above, for a
 * page opened at an anchor further down), so the part has usually painted by the time it is scrolled to. Chromium's
 * own lazy images start 1,250-2,500 px ahead; a screen (823 px on Lighthouse's phone) is the same order.
 */
export const NEAR_SCREEN_MARGIN = '100% 0px 100% 0px';

/**
 * How near another area's panel (`RemoteParcel`) must come: half a screen. A panel costs more than a part of the page's
 * own area (the area's entry, Module Federation's share resolution, its chunks evaluated, a first render with styles no
 * part of the page used yet: 400-700 ms of main thread at 4× CPU on the share link's track record), so it waits until
 * the visitor is on their way to it: a visitor reading the first screen and a half pays nothing, one scrolling at
 * reading pace reaches it loaded (half a screen is 411 px on Lighthouse's phone), and one who jumps to it through the
 * page's navigation sees its own loading state for a moment (ADR 0107).
 */
export const PANEL_NEAR_SCREEN_MARGIN = '50% 0px 50% 0px';

/**
 * Watches a place on the page: `near` turns true once it comes within `margin` of the viewport, a screen unless told
 * (and stays true). Give `ref` to the element that holds the place. Without IntersectionObserver (jsdom, old browsers)
 * it is near at once. On a page still rendering its parts a few at a time (`Revealing`), it waits for the page to be
 * whole: on the short page of the first parts, every place is near.
 */
export function useNearScreen(margin: string = NEAR_SCREEN_MARGIN) {
  const revealing = useStillRevealing();
  const { ref, inView } = useInView({ rootMargin: margin, triggerOnce: true, fallbackInView: true, skip: revealing });
  return { ref, near: inView };
}

/**
 * Renders `children` only once their place comes within a screen of the viewport (issue 33): a page's heavy parts
 * below its first screen (a grid, charts) are not fetched, evaluated nor rendered for a visitor who reads only the top.
 * Until then `placeholder` holds the place: give it the part's size, so nothing moves when the part arrives. Pair it
 * with `lazyPage` so the part's code is a chunk of its own, fetched when the part first renders. `margin` is how near,
 * as an IntersectionObserver root margin (a screen by default; another area's panel: `PANEL_NEAR_SCREEN_MARGIN`).
 */
export function NearScreen({ children, placeholder, margin }: { children: ReactNode; placeholder: ReactNode; margin?: string }) {
  const { ref, near } = useNearScreen(margin);
  if (near) return children;
  return (
    <Box ref={ref} aria-hidden>
      {placeholder}
    </Box>
  );
}
