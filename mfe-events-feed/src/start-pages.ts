import type { StartPage } from '@fundnet/app-runtime/start-pages';

/**
 * The pages a visit can start on in this area (the feed and the events), most specific first, with the
 * `webpackChunkName`s of their lazy imports in routes.tsx (ADR 0094): the build writes each page's scripts into mf-
 * manifest.json, so the shell's early script fetches them with the area's entry. A chunk name no import carries fails
 * the build. Read by the build only: the area's code does not carry the table.
 */
export const startPages = [
  { path: '/feed', chunks: ['feed-page'] },
  { path: '/events', chunks: ['events-page'] },
  { path: '/event', chunks: ['event-page'] },
  { path: '/event/:eventId', chunks: ['event-page'] },
] as const satisfies readonly StartPage[];
