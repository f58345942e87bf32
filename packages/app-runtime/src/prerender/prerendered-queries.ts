import type { QueryClient } from '@tanstack/react-query';

/**
 * The reads a page rendered on the server made (ADR 0102), sent in its HTML so the browser's first render finds the
 * same data and hydrates the same tree: `<script type="application/json" id="fundnet-prerendered-queries">`. A data
 * block is not run, so the page's policy needs nothing for it.
 */
export const PRERENDERED_QUERIES_ID = 'fundnet-prerendered-queries';

/** One read, by the key the page's hook reads it under. */
export interface PrerenderedQuery {
  queryKey: readonly unknown[];
  data: unknown;
}

/**
 * The data block's text: JSON with `<` written `\u003c`, so no value (a managed text) can close the script element.
 * Both `<` forms parse to the same string.
 */
export function prerenderedQueriesBlock(queries: readonly PrerenderedQuery[]): string {
  return `<script type="application/json" id="${PRERENDERED_QUERIES_ID}">${JSON.stringify(queries).replace(/</g, '\\u003c')}</script>`;
}

/** The successful reads in `client`'s cache: what the server's render read, for the browser's. */
export function successfulQueriesOf(client: QueryClient): PrerenderedQuery[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({ queryKey: query.queryKey, data: query.state.data }));
}

/**
 * Takes the page's server reads out of the page, once, and puts them into `client`'s cache before the region hydrates.
 * They count as read now: the server read them for this request (the page is `no-cache`). Without a client (the
 * visitor the gate kept from the page) they are only dropped. A block that is not a list of reads is ignored: the
 * page then reads its data as it would without a server render.
 */
export function takePrerenderedQueries(client: QueryClient | null): void {
  const block = document.getElementById(PRERENDERED_QUERIES_ID);
  if (!block) return;
  block.remove();
  if (!client) return;
  try {
    const queries = JSON.parse(block.textContent ?? '') as PrerenderedQuery[];
    for (const { queryKey, data } of queries) client.setQueryData(queryKey, data);
  } catch {
    // Not a list of reads: nothing is seeded.
  }
}
