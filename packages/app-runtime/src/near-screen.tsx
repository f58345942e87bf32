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
 * Watches a place on the page: `near` turns true once it comes within a screen of the viewport (and stays true). Give
 * `ref` to the element that holds the place. Without IntersectionObserver (jsdom, old browsers) it is near at once. On a
 * page still rendering its parts a few at a time (`Revealing`), it waits for the page to be whole: on the short page of
 * the first parts, every place is near.
 */
export function useNearScreen() {
  const revealing = useStillRevealing();
  const { ref, inView } = useInView({ rootMargin: NEAR_SCREEN_MARGIN, triggerOnce: true, fallbackInView: true, skip: revealing });
  return { ref, near: inView };
}

/**
 * Renders `children` only once their place comes within a screen of the viewport (issue 33): a page's heavy parts
 * below its first screen (a grid, charts) are not fetched, evaluated nor rendered for a visitor who reads only the top.
 * Until then `placeholder` holds the place: give it the part's size, so nothing moves when the part arrives. Pair it
 * with `lazyPage` so the part's code is a chunk of its own, fetched when the part first renders.
 */
export function NearScreen({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const { ref, near } = useNearScreen();
  if (near) return children;
  return (
    <Box ref={ref} aria-hidden>
      {placeholder}
    </Box>
  );
}
