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
