import { clientRenderGateScript, clientRenderGateStyle } from './client-render-gate';
import { type PrerenderedQuery, prerenderedQueriesBlock } from './prerendered-queries';

/**
 * The shell's built index.html with one page rendered in (ADR 0101, 0102): the gate and its style at the end of the
 * head (before the body is parsed), the page's reads as a data block when it made any, and each region's element
 * holding its HTML, marked with the address it was rendered for. Pure: the build calls it for the pages it writes,
 * the API's render service for the pages it renders per request (through the shell's prerender bundle).
 */
export function pageWithRegions(
  indexHtml: string,
  address: string,
  regions: Record<string, string>,
  queries: readonly PrerenderedQuery[] = [],
): string {
  const data = queries.length > 0 ? prerenderedQueriesBlock(queries) : '';
  // Functions as replacements: the HTML's own `$&` or `$1` are text, not patterns.
  let page = indexHtml.replace(
    /<\/head>/i,
    () => `<script>${clientRenderGateScript}</script><style>${clientRenderGateStyle}</style>${data}</head>`,
  );
  for (const [id, html] of Object.entries(regions)) {
    const empty = new RegExp(`<(\\w+) id="${id}"></\\1>`);
    if (!empty.test(page)) throw new Error(`index.html has no empty element #${id} to render ${address} into`);
    page = page.replace(empty, (_whole, tag: string) => `<${tag} id="${id}" data-prerendered="${address}">${html}</${tag}>`);
  }
  return page;
}
