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
