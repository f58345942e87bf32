import type { EmotionCache } from '@emotion/cache';
import { REGION_STYLES_ATTRIBUTE } from './markers';

/**
 * Gives the browser's emotion cache the rules a rendered page brought in its head (ADR 0111), without moving them.
 *
 * Emotion's cache, as it is made, finds server-rendered styles (`style[data-emotion^="css "]`), counts their rules as
 * inserted and "hydrates" its sheet with them: `insertBefore` of each `<style>` into its container. Any `insertBefore`
 * of a `<style>`, even to where it already is, makes the browser drop its sheet and build it again, and work out the
 * whole page's style again: 5-23 ms at desktop speed on the five benchmark pages, in a task after the first paint
 * (stop 77). So the page's head marks them with `REGION_STYLES_ATTRIBUTE` instead, which emotion does not look for, and
 * this does the rest of what emotion did: their rules count as inserted (hydration inserts none of them again), and they
 * lead the sheet's tags, so the rules emotion inserts later go after them and its global styles before them, as before.
 * Idempotent: every app's providers call it with the one shared cache, and a style is adopted once.
 */
export function adoptRegionStyles(cache: EmotionCache): void {
  const styles = [...document.querySelectorAll<HTMLStyleElement>(`style[${REGION_STYLES_ATTRIBUTE}]`)].filter(
    (style) => !cache.sheet.tags.includes(style),
  );
  const adopted: HTMLStyleElement[] = [];
  for (const style of styles) {
    const [key, ...names] = (style.getAttribute(REGION_STYLES_ATTRIBUTE) ?? '').split(' ');
    if (key !== cache.key) continue;
    for (const name of names) if (name) cache.inserted[name] = true;
    adopted.push(style);
  }
  cache.sheet.tags.unshift(...adopted);
}
