import { BASELINE_STYLES_ATTRIBUTE } from '@fundnet/design-system';
import { clientRenderGateScript, clientRenderGateStyle } from './client-render-gate';
import { REGION_STYLES_ATTRIBUTE } from './markers';
import { type PrerenderedQuery, prerenderedQueriesBlock } from './prerendered-queries';

/**
 * The styles a rendered region's HTML starts with (prerender-region.tsx): the document's baseline when the region
 * rendered it first (`<style data-baseline-styles="css …">`, kept as it is), then `<style data-emotion="css …">`.
 */
const REGION_STYLES = new RegExp(
  `^(<style ${BASELINE_STYLES_ATTRIBUTE}="[^"]*">[\\s\\S]*?</style>)?(?:<style data-emotion="([^"]*)">([\\s\\S]*?)</style>)?`,
);

/**
 * A region's own rules as a style in the head, marked for the browser's `adoptRegionStyles` (region-styles.ts) rather
 * than as emotion marks its own: emotion moves every style it finds as its cache is made, and a moved `<style>` is
 * parsed again and the whole page's style worked out again (ADR 0111 and its addendum). Left in the region, emotion
 * would move it out of React's way too.
 */
function hoistedStyles(html: string): { baseline: string; own: string; html: string } {
  const [whole, baseline = '', names, rules] = REGION_STYLES.exec(html) ?? [''];
  const own = names === undefined ? '' : `<style ${REGION_STYLES_ATTRIBUTE}="${names}">${rules}</style>`;
  return { baseline, own, html: html.slice(whole.length) };
}

/**
 * The shell's built index.html with one page rendered in (ADR 0101, 0102): the regions' styles, the gate and its style
 * at the end of the head (before the body is parsed), the page's reads as a data block when it made any, and each
 * region's element holding its HTML, marked with the address it was rendered for. Pure: the build calls it for the
 * pages it writes, the API's render service for the pages it renders per request (through the shell's prerender
 * bundle).
 */
export function pageWithRegions(
  indexHtml: string,
  address: string,
  regions: Record<string, string>,
  queries: readonly PrerenderedQuery[] = [],
): string {
  const data = queries.length > 0 ? prerenderedQueriesBlock(queries) : '';
  const hoisted = Object.entries(regions).map(([id, html]) => ({ id, ...hoistedStyles(html) }));
  // Regions rendered apart (the top bar by the shell's renderer, the page by its area's) each bring the baseline: the
  // page needs it once.
  const baselines = new Set<string>();
  let styles = '';
  for (const { baseline, own } of hoisted) {
    styles += (baselines.has(baseline) ? '' : baseline) + own;
    baselines.add(baseline);
  }
  // Functions as replacements: the HTML's own `$&` or `$1` are text, not patterns.
  let page = indexHtml.replace(
    /<\/head>/i,
    () => `${styles}<script>${clientRenderGateScript}</script><style>${clientRenderGateStyle}</style>${data}</head>`,
  );
  for (const { id, html } of hoisted) {
    const empty = new RegExp(`<(\\w+) id="${id}"></\\1>`);
    if (!empty.test(page)) throw new Error(`index.html has no empty element #${id} to render ${address} into`);
    page = page.replace(empty, (_whole, tag: string) => `<${tag} id="${id}" data-prerendered="${address}">${html}</${tag}>`);
  }
  return page;
}
