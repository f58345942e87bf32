import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';
import { afterPaint } from './after-paint';

/**
 * A long page's parts rendered a few at a time (issue 33, ADR 0098): the first part (with the page's header, its first
 * screen) in the page's first commit, then a few more after each paint, each in a transition. The demo fund's public
 * page (11,000 px on a laptop) rendered at once: its commit and the layout after it were long
 * tasks on a phone's CPU, and the fund's name, the page's largest paint, waited for both. Now the name paints with the
 * first section, and each later step is a short task the browser can put input between. Everything is on the page
 * within a moment, so the browser's find-in-page and the in-page links reach every part.
 */
const RevealingContext = createContext(false);

/** True inside a page that is still rendering its later parts: `NearScreen` waits until the page is whole. */
export const useStillRevealing = () => useContext(RevealingContext);

/**
 * Marks its children as part of a page still revealing its parts while `revealing` is true: a `NearScreen` part inside
 * (another area's panel, a grid) does not judge its distance from the screen on a page that is still short, where
 * everything is near, and loads only once the page is whole and it is really near.
 */
export function Revealing({ revealing, children }: { revealing: boolean; children: ReactNode }) {
  return <RevealingContext.Provider value={revealing}>{children}</RevealingContext.Provider>;
}

/** The in-page anchor the address names, if any (`#team` → `team`). */
const anchorOfAddress = () => (typeof window === 'undefined' ? '' : decodeURIComponent(window.location.hash.slice(1)));

/**
 * How many of a page's `total` parts to render now: `first` at once, then `step` more after each paint until all are
 * rendered (three by default, so that a long page is whole sooner). Memoise the parts (`memo`): otherwise every step
 * renders again those already shown, and the demo fund was whole 4.4 s later than when rendered at once, at 4× CPU.
 * A page opened at an anchor (`#team`) renders every part at once, so the place is there to be scrolled to; an in-page
 * link followed before its part is rendered renders the rest at once and scrolls to the part when it is.
 */
export function useRevealedCount(total: number, first = 1, step = 3): number {
  const [count, setCount] = useState(() => (anchorOfAddress() ? Number.POSITIVE_INFINITY : Math.max(first, 1)));
  const [pendingAnchor, setPendingAnchor] = useState<string | null>(null);

  useEffect(() => {
    const onHashChange = () => {
      const anchor = anchorOfAddress();
      if (!anchor || document.getElementById(anchor)) return;
      setPendingAnchor(anchor);
      setCount(Number.POSITIVE_INFINITY);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  useEffect(() => {
    if (count >= total) return undefined;
    return afterPaint(() => startTransition(() => setCount((shown) => shown + step)));
  }, [count, total, step]);

  useEffect(() => {
    if (!pendingAnchor) return;
    const element = document.getElementById(pendingAnchor);
    if (!element) return;
    setPendingAnchor(null);
    element.scrollIntoView();
  }, [pendingAnchor, count]);

  return Math.min(count, total);
}

/**
 * The first `count` items of `groups` in order, each group keeping its place with the items of it that are revealed
 * (a group none of whose items is revealed yet is left out).
 */
export function revealedGroups<G, I>(groups: readonly G[], itemsOf: (group: G) => readonly I[], count: number): { group: G; items: I[] }[] {
  const shown: { group: G; items: I[] }[] = [];
  let left = count;
  for (const group of groups) {
    if (left <= 0) break;
    const items = itemsOf(group).slice(0, left);
    left -= items.length;
    if (items.length > 0) shown.push({ group, items: [...items] });
  }
  return shown;
}
