import { clientRenderGateScript, clientRenderGateStyle } from './client-render-gate';
import { type PrerenderedQuery, prerenderedQueriesBlock } from './prerendered-queries';

/** The `<style data-emotion="css …">` a rendered region's HTML starts with (prerender-region.tsx), and the rest. */
const REGION_STYLES = /^<style data-emotion="([^"]*)">([\s\S]*?)<\/style>/;

/**
 * A region's own rules as the head's style, marked as emotion marks a style it has moved (`data-s`): the browser's
 * emotion finds it there, counts its rules as inserted and leaves it in place. Left in the region, emotion moves it into
 * the head when its cache is made: the browser drops the sheet and parses it again, and the whole page's style and
 * layout are worked out again, 10-19 ms of the main thread at desktop speed on /login and a fund's page (stop 73).
 */
function hoistedStyles(html: string): { styles: string; html: string } {
  const match = REGION_STYLES.exec(html);
  if (!match) return { styles: '', html };
  return { styles: `<style data-emotion="${match[1]}" data-s="">${match[2]}</style>`, html: html.slice(match[0].length) };
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
