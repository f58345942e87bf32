import type { StartPage } from '@fundnet/app-runtime/start-pages';

/**
 * The pages visitors land on in this area, most specific first (`/fund/edit` before `/fund/:slug`), with the
 * `webpackChunkName`s of their lazy imports in routes.tsx (ADR 0094). The build writes each page's scripts into
 * mf-manifest.json, so the shell's early script fetches them with the area's entry; the area's bootstrap starts the
 * same page's import (`preloadStartPage`, routes.tsx, which imports only the type). A chunk name no import carries
 * fails the build. `reads` are the page's first GET calls (ADR 0095): the early script starts them too, and the
 * page's own call takes the answer (routes.test.tsx holds each to the call the page makes).
 */
export const startPages = [
  { path: '/fund/shared/:slug', chunks: ['shared-profile-page'] },
  { path: '/fund/edit', chunks: ['profile-edit-page', 'fund-editing'] },
  { path: '/fund/:slug', chunks: ['profile-public-page', 'fund-kind'], reads: ['api/fund-info/public/:slug'] },
  { path: '/investor/edit', chunks: ['profile-edit-page', 'investor-editing'] },
  { path: '/investor/:slug', chunks: ['profile-public-page', 'investor-kind'], reads: ['api/investor-info/public/:slug'] },
  { path: '/serviceProvider/edit', chunks: ['profile-edit-page', 'provider-editing'] },
  {
    path: '/serviceProvider/:slug',
    chunks: ['profile-public-page', 'provider-kind'],
    reads: ['api/service-provider/public/:slug'],
  },
] as const satisfies readonly StartPage[];

export type StartPagePath = (typeof startPages)[number]['path'];
