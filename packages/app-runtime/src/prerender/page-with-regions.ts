import { clientRenderGateScript, clientRenderGateStyle } from './client-render-gate';
import { REGION_STYLES_ATTRIBUTE } from './markers';
import { type PrerenderedQuery, prerenderedQueriesBlock } from './prerendered-queries';

/** The `<style data-emotion="css …">` a rendered region's HTML starts with (prerender-region.tsx), and the rest. */
const REGION_STYLES = /^<style data-emotion="([^"]*)">([\s\S]*?)<\/style>/;

/**
 * A region's own rules as a style in the head, marked for the browser's `adoptRegionStyles` (region-styles.ts) rather
 * than as emotion marks its own: emotion moves every style it finds as its cache is made, and a moved `<style>` is
 * parsed again and the whole page's style worked out again (ADR 0111 and its addendum). Left in the region, emotion
 * would move it out of React's way too.
 */
function hoistedStyles(html: string): { styles: string; html: string } {
  const match = REGION_STYLES.exec(html);
  if (!match) return { styles: '', html };
  return { styles: `<style ${REGION_STYLES_ATTRIBUTE}="${match[1]}">${match[2]}</style>`, html: html.slice(match[0].length) };
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
  const styles = hoisted.map((region) => region.styles).join('');
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
