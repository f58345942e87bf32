/**
 * The marks a page rendered ahead of time carries (ADR 0101, 0102), in a module of their own with no imports: the
 * shell's early script (preload.ts) reads them, and it must not bring React or the query cache with it.
 */

/** On a region that came rendered: the path it was rendered for. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** Set on `<html>` by the gate script: this visitor gets the page rendered in the browser only. */
export const CLIENT_RENDER_ATTRIBUTE = 'data-client-render';

/**
 * Whether `region` came rendered for this address and will be hydrated (its app has not mounted yet): what
 * `takePrerenderedRegion` will decide, read without taking the mark.
 */
export function arrivesRendered(region: Element | null): boolean {
  return (
    region?.getAttribute(PRERENDERED_ATTRIBUTE) === window.location.pathname &&
    !document.documentElement.hasAttribute(CLIENT_RENDER_ATTRIBUTE)
  );
}

/**
 * On the head's `<style>` holding a rendered region's rules: the emotion cache's key and the names of its rules
 * (`css a1 b2`), as emotion's own `data-emotion` would hold them. Not `data-emotion`: emotion's cache would move such a
 * style as it is made (region-styles.ts).
 */
export const REGION_STYLES_ATTRIBUTE = 'data-region-styles';
