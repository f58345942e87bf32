/**
 * The pages a visitor lands on in an area, with the chunks their lazy imports make (issue 33.2, ADR 0094). An area
 * lists them once (`src/start-pages.ts`); its build writes each one's files into its `mf-manifest.json`
 * (`metaData.fundnetStartPages`, packages/mf-config), and the shell's early script hints the files of the page being
 * opened with the area's entry, instead of after the entry has run and the router has rendered. This module imports
 * nothing: the shell's first script (a few KB that every page downloads first) uses it.
 */
export interface StartPage {
  /** A route pattern of literal segments and `:params` (no splats, no optional segments). */
  readonly path: string;
  /** The `webpackChunkName`s of the page's lazy imports (the build fails on a name no import carries). */
  readonly chunks: readonly string[];
  /**
   * The GET calls the page makes first, as API paths with the route's `:params` (`api/fund-info/public/:slug`): the
   * shell's early script starts them with the page's files and the page's own calls take their answers (ADR 0095).
   * Only reads whose address comes from the route alone (no query string, no answer of another call).
   */
  readonly reads?: readonly `api/${string}`[];
}

/** Whether `pathname` matches a route pattern of literal segments and `:params` (no splats, no optional segments). */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  return want.length === have.length && want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
}

/** The first of `pages` whose pattern matches `pathname` (a list is written most specific first, as `/fund/edit` before `/fund/:slug`). */
export function startPageOf<T extends { readonly path: string }>(pathname: string, pages: readonly T[]): T | undefined {
  return pages.find((page) => matchesRoute(page.path, pathname));
}

/**
 * `page`'s reads for `pathname`, each `:param` replaced by the address's segment as the page's call writes it (React
 * Router decodes a segment; a call encodes it with `encodeURIComponent`). A segment that does not decode leaves no read.
 */
export function readsOf(page: Pick<StartPage, 'path' | 'reads'>, pathname: string): `api/${string}`[] {
  const want = page.path.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const params = new Map<string, string>();
  try {
    want.forEach((segment, i) => {
      if (segment.startsWith(':')) params.set(segment, encodeURIComponent(decodeURIComponent(have[i] ?? '')));
    });
  } catch {
    return [];
  }
  return (page.reads ?? []).map((read) => read.replace(/:[A-Za-z0-9_]+/g, (param) => params.get(param) ?? param) as `api/${string}`);
}
